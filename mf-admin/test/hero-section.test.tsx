import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster, session, toast } from '@glow/web-kit';
import { WithQueryClient, installFetch, type FakeAnswer } from '@glow/web-kit/testing';
import type { HeroSection } from '@glow/contracts';
import { HeroSectionPage } from '../src/features/hero-section';
import { checkHero, draftOf } from '../src/features/hero-section/hooks/hero-form-rules';
import { adminUser, token } from './admin-users';

const saved: HeroSection = {
  title: 'Glow all day',
  subtitle: 'Skincare for the Lagos sun',
  buttons: [{ text: 'Shop Now', link: '/products' }],
  images: [{ url: '/uploads/hero-1.webp', public_id: 'hero-1' }],
};

interface Call {
  method: string;
  url: string;
  body: BodyInit | null | undefined;
}

function installHeroApi(override: (call: Call) => FakeAnswer | undefined = () => undefined) {
  const calls: Call[] = [];
  installFetch((url, init) => {
    const call = { method: init.method ?? 'GET', url, body: init.body };
    calls.push(call);
    return override(call) ?? { status: 200, body: call.method === 'GET' ? saved : { ...saved, images: [] } };
  });
  return calls;
}

const openScreen = () =>
  render(
    <>
      <Toaster variant="admin" />
      <HeroSectionPage />
    </>,
    { wrapper: WithQueryClient },
  );

const rows = () => screen.getAllByRole('group', { name: /^Button \d$/ });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Update Hero Section' }));

beforeEach(() => session.login(token, adminUser));
afterEach(() => {
  session.logout();
  toast.clear();
});

describe('hero form rules', () => {
  test('when title, subtitle and every button are filled, then the form passes', () => {
    expect(checkHero({ title: 'T', subtitle: 'S', buttons: [{ text: 'Go', link: '/x' }] })).toBeNull();
  });

  test('when a button lacks its link or the title is blank, then each problem is named', () => {
    expect(checkHero({ title: ' ', subtitle: 'S', buttons: [{ text: 'Go', link: '' }] })).toEqual({
      title: 'Title is required',
      subtitle: undefined,
      buttons: [{ text: undefined, link: 'Button link is required' }],
    });
  });

  test('when no section was ever saved, then the form starts with one empty button row', () => {
    expect(draftOf(null)).toEqual({ title: '', subtitle: '', buttons: [{ text: '', link: '' }] });
  });
});

test('when the screen opens, then the saved section fills the form and Remove shows only with two rows', async () => {
  installHeroApi();
  openScreen();
  expect(screen.getByRole('status', { name: 'Loading hero section...' })).toBeInTheDocument();

  expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Glow all day');
  expect(screen.getByRole('heading', { level: 1, name: 'Manage Hero Section' })).toBeInTheDocument();
  expect(rows()).toHaveLength(1);
  expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Add Button' }));
  expect(rows()).toHaveLength(2);
  expect(screen.getAllByRole('button', { name: 'Remove' })).toHaveLength(2);
  await userEvent.click(within(rows()[1]!).getByRole('button', { name: 'Remove' }));
  expect(rows()).toHaveLength(1);
  expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
});

test('when a button row is incomplete, then nothing is sent and the row says what it needs', async () => {
  const calls = installHeroApi();
  openScreen();
  await screen.findByRole('textbox', { name: 'Title' });
  await userEvent.click(screen.getByRole('button', { name: 'Add Button' }));
  await userEvent.type(within(rows()[1]!).getByRole('textbox', { name: 'Button Text' }), 'Deals');
  await save();

  expect(within(rows()[1]!).getByText('Button link is required')).toBeInTheDocument();
  expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
});

test('when only image files are dropped and the form is saved, then they go as multipart with the buttons as JSON', async () => {
  const calls = installHeroApi();
  openScreen();
  await screen.findByRole('textbox', { name: 'Title' });
  const picture = new File(['png'], 'face.png', { type: 'image/png' });
  const notes = new File(['txt'], 'notes.txt', { type: 'text/plain' });
  await userEvent.upload(
    screen.getByLabelText('Drag & Drop images here or click to upload'),
    [picture, notes],
    {
      applyAccept: false,
    },
  );
  expect(await screen.findByText('1 image(s) added.')).toBeInTheDocument();

  await save();
  expect(await screen.findByText('Hero section updated successfully.')).toBeInTheDocument();
  const put = calls.find((call) => call.method === 'PUT')!;
  const form = put.body as FormData;
  expect(put.url).toBe('/api/hero-section');
  expect(form.get('title')).toBe('Glow all day');
  expect(JSON.parse(String(form.get('buttons')))).toEqual([{ text: 'Shop Now', link: '/products' }]);
  expect(form.getAll('images').map((file) => (file as File).name)).toEqual(['face.png']);
});

test('when the server refuses the update with a reason, then the toast reads Error: and the reason', async () => {
  installHeroApi((call) =>
    call.method === 'PUT' ? { status: 400, body: { message: 'Title or subtitle is too long' } } : undefined,
  );
  openScreen();
  await screen.findByRole('textbox', { name: 'Title' });
  await save();
  expect(await screen.findByText('Error: Title or subtitle is too long')).toBeInTheDocument();
});

test('when an image is deleted after the confirmation, then the delete call names it and the toast says so', async () => {
  const calls = installHeroApi();
  openScreen();
  await userEvent.click(await screen.findByRole('button', { name: 'Delete image 1' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete Image' });
  expect(within(dialog).getByText('Do you really want to delete this image?')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

  expect(await screen.findByText('Image deleted successfully.')).toBeInTheDocument();
  const post = calls.find((call) => call.method === 'POST')!;
  expect(post.url).toBe('/api/hero-section/delete-image');
  expect(JSON.parse(String(post.body))).toEqual({ public_id: 'hero-1' });
});

test('when the section cannot be fetched, then the screen says so', async () => {
  installHeroApi(() => ({ status: 500, body: {} }));
  openScreen();
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch hero section data.');
});
