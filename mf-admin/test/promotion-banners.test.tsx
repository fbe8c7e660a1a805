import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster, session, toast } from '@glow/web-kit';
import { WithQueryClient, installFetch, type FakeAnswer } from '@glow/web-kit/testing';
import type { PromotionBanner } from '@glow/contracts';
import { PromotionBannersPage } from '../src/features/promotion-banners';
import {
  checkBanner,
  opensInNewTab,
  placementLabel,
} from '../src/features/promotion-banners/hooks/banner-form-rules';
import { adminUser, token } from './admin-users';

const banner = (id: string, link: string | null): PromotionBanner => ({
  _id: id,
  image: { url: `/uploads/${id}.webp`, public_id: id },
  link,
  order: 0,
  placement: 'deals-section',
});

const linked = banner('b1', 'https://example.ng/sale');
const inner = banner('b2', '/products');
const bare = banner('b3', null);

interface Call {
  method: string;
  url: string;
  body: BodyInit | null | undefined;
}

function installBannersApi(
  list: PromotionBanner[],
  override: (call: Call) => FakeAnswer | undefined = () => undefined,
) {
  const calls: Call[] = [];
  installFetch((url, init) => {
    const call = { method: init.method ?? 'GET', url, body: init.body };
    calls.push(call);
    return override(call) ?? { status: 200, body: list };
  });
  return calls;
}

const openScreen = () =>
  render(
    <>
      <Toaster variant="admin" />
      <PromotionBannersPage />
    </>,
    { wrapper: WithQueryClient },
  );

const cards = () => screen.getAllByRole('listitem', { name: /^Banner \d+ of \d+$/ });
const placement = () => screen.getByRole('combobox', { name: 'Placement' });
const linkField = () => screen.getByRole('textbox', { name: 'Link URL' });

beforeEach(() => session.login(token, adminUser));
afterEach(() => {
  session.logout();
  toast.clear();
});

describe('banner form rules', () => {
  test('when placement keys are shown, then each word is capitalised', () => {
    expect(placementLabel('new-arrivals-section')).toBe('New Arrivals Section');
    expect(placementLabel('login-page')).toBe('Login Page');
  });

  test.each([
    ['', undefined],
    ['/about', undefined],
    ['https://example.ng/x', undefined],
    ['example', 'Invalid URL'],
    ['//evil.example', 'Invalid URL'],
    ['ftp://example.ng', 'Invalid URL'],
  ])('when the link is %p, then its error is %p', (link, error) => {
    expect(checkBanner({ link, placement: 'about-hero' })?.link).toBe(error);
  });

  test('when no placement is chosen, then it is required', () => {
    expect(checkBanner({ link: '', placement: '' })).toEqual({ placement: 'Placement is required' });
  });

  test('when a link starts with /, then it stays in the tab', () => {
    expect(opensInNewTab('/products')).toBe(false);
    expect(opensInNewTab('https://example.ng')).toBe(true);
  });
});

test('when the list loads, then cards show placement and Visit Link only for linked banners', async () => {
  installBannersApi([linked, inner, bare]);
  openScreen();
  expect(screen.getByRole('status', { name: 'Loading promotion banners...' })).toBeInTheDocument();
  expect(await screen.findAllByRole('listitem', { name: /^Banner/ })).toHaveLength(3);

  const [first, second, third] = cards();
  expect(within(first!).getByText('Placement: Deals Section')).toBeInTheDocument();
  expect(within(first!).getByRole('link', { name: 'Visit Link' })).toHaveAttribute('target', '_blank');
  expect(within(second!).getByRole('link', { name: 'Visit Link' })).not.toHaveAttribute('target');
  expect(within(third!).queryByText(/^Placement:/)).not.toBeInTheDocument();
  expect(within(third!).queryByRole('link')).not.toBeInTheDocument();
  expect(within(placement()).getAllByRole('option')[0]).toHaveTextContent('Select Placement');
  expect(within(placement()).getByRole('option', { name: 'About Hero' })).toHaveValue('about-hero');
});

test('when there is no banner, then the list says so', async () => {
  installBannersApi([]);
  openScreen();
  expect(await screen.findByText('No promotion banners available.')).toBeInTheDocument();
});

test('when the form is sent without a placement or with a bad link, then nothing is sent', async () => {
  const calls = installBannersApi([]);
  openScreen();
  await userEvent.type(linkField(), 'not a link');
  await userEvent.click(screen.getByRole('button', { name: 'Add Banners' }));
  expect(screen.getByText('Invalid URL')).toBeInTheDocument();
  expect(screen.getByText('Placement is required')).toBeInTheDocument();
  expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
});

test('when images are added and sent, then a blank link is left out and the new banners go first', async () => {
  const created = banner('b9', null);
  const calls = installBannersApi([linked], (call) =>
    call.method === 'POST' ? { status: 201, body: [created] } : undefined,
  );
  openScreen();
  await screen.findAllByRole('listitem', { name: /^Banner/ });
  await userEvent.type(linkField(), '   ');
  await userEvent.selectOptions(placement(), 'Deals Section');
  const picture = new File(['png'], 'sale.png', { type: 'image/png' });
  await userEvent.upload(screen.getByLabelText('Drag & Drop images here or click to upload'), [picture]);
  expect(await screen.findByText('1 image(s) added.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Remove image 1' }));
  await userEvent.upload(screen.getByLabelText('Drag & Drop images here or click to upload'), [picture]);
  await userEvent.click(screen.getByRole('button', { name: 'Add Banners' }));

  const dialog = await screen.findByRole('dialog', { name: 'Success!' });
  expect(dialog).toHaveTextContent('Promotion banners have been created successfully.');
  const form = calls.find((call) => call.method === 'POST')!.body as FormData;
  expect(form.has('link')).toBe(false);
  expect(form.get('placement')).toBe('deals-section');
  expect(form.getAll('images')).toHaveLength(1);
  expect(within(cards()[0]!).getByRole('img')).toHaveAttribute('src', '/uploads/b9.webp');
  expect(cards()).toHaveLength(2);
  expect(placement()).toHaveValue('');
});

test('when the server lists validation errors, then the dialog shows each msg', async () => {
  installBannersApi([], (call) =>
    call.method === 'POST'
      ? {
          status: 400,
          body: { message: 'x', errors: [{ msg: 'At least one image is required' }, { msg: 'Other' }] },
        }
      : undefined,
  );
  openScreen();
  await userEvent.selectOptions(placement(), 'login-page');
  await userEvent.click(screen.getByRole('button', { name: 'Add Banners' }));
  const dialog = await screen.findByRole('dialog', { name: 'Validation Error!' });
  expect(dialog).toHaveTextContent('At least one image is required');
  expect(dialog.querySelectorAll('br')).toHaveLength(1);
});

test('when a banner is edited, then the form fills, says Update Banner and Cancel Editing resets it', async () => {
  const calls = installBannersApi([linked, inner], (call) =>
    call.method === 'PUT' ? { status: 200, body: { ...linked, placement: 'about-team' } } : undefined,
  );
  openScreen();
  await screen.findAllByRole('listitem', { name: /^Banner/ });
  await userEvent.click(within(cards()[0]!).getByRole('button', { name: 'Edit' }));
  expect(linkField()).toHaveValue('https://example.ng/sale');
  expect(placement()).toHaveValue('deals-section');
  expect(screen.getByText('Update Image (optional)')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Cancel Editing' }));
  expect(linkField()).toHaveValue('');
  expect(screen.getByRole('button', { name: 'Add Banners' })).toBeInTheDocument();

  await userEvent.click(within(cards()[0]!).getByRole('button', { name: 'Edit' }));
  await userEvent.selectOptions(placement(), 'about-team');
  await userEvent.click(screen.getByRole('button', { name: 'Update Banner' }));
  expect(await screen.findByRole('dialog', { name: 'Updated!' })).toHaveTextContent(
    'The promotion banner has been updated.',
  );
  const put = calls.find((call) => call.method === 'PUT')!;
  expect(put.url).toBe('/api/promotion-banners/b1');
  expect((put.body as FormData).get('placement')).toBe('about-team');
  expect(within(cards()[0]!).getByText('Placement: About Team')).toBeInTheDocument();
});

test('when a banner is deleted after the confirmation, then it leaves the list', async () => {
  const calls = installBannersApi([linked, inner], (call) =>
    call.method === 'DELETE' ? { status: 200, body: { message: 'Promotion banner deleted' } } : undefined,
  );
  openScreen();
  await screen.findAllByRole('listitem', { name: /^Banner/ });
  await userEvent.click(within(cards()[1]!).getByRole('button', { name: 'Delete' }));
  const confirm = screen.getByRole('dialog', { name: 'Are you sure?' });
  expect(confirm).toHaveTextContent(
    'Do you really want to delete this promotion banner? This action cannot be undone.',
  );
  await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, delete it!' }));
  expect(await screen.findByRole('dialog', { name: 'Deleted!' })).toHaveTextContent(
    'The promotion banner has been deleted.',
  );
  expect(calls.find((call) => call.method === 'DELETE')!.url).toBe('/api/promotion-banners/b2');
  expect(cards()).toHaveLength(1);
});

test('when a banner is moved down by keyboard, then the list changes at once, is announced and saved', async () => {
  const calls = installBannersApi([linked, inner, bare], (call) =>
    call.method === 'PUT' ? { status: 200, body: [inner, linked, bare] } : undefined,
  );
  openScreen();
  await screen.findAllByRole('listitem', { name: /^Banner/ });
  within(cards()[0]!).getByRole('button', { name: 'Move banner 1 down' }).focus();
  await userEvent.keyboard('{Enter}');

  expect(await screen.findByText('Banner order updated successfully.')).toBeInTheDocument();
  expect(screen.getByText('Banner moved to position 2 of 3.')).toBeInTheDocument();
  const put = calls.find((call) => call.method === 'PUT')!;
  expect(put.url).toBe('/api/promotion-banners/order');
  expect(JSON.parse(String(put.body))).toEqual({ orderedIds: ['b2', 'b1', 'b3'] });
  expect(within(cards()[1]!).getByRole('link', { name: 'Visit Link' })).toHaveAttribute(
    'href',
    'https://example.ng/sale',
  );
});

test('when saving the order fails, then the new order stays and the toast says so', async () => {
  installBannersApi([linked, inner], (call) =>
    call.method === 'PUT' ? { status: 500, body: {} } : undefined,
  );
  openScreen();
  await screen.findAllByRole('listitem', { name: /^Banner/ });
  await userEvent.click(within(cards()[1]!).getByRole('button', { name: 'Move banner 2 up' }));
  expect(await screen.findByText('Failed to update banner order.')).toBeInTheDocument();
  expect(within(cards()[0]!).getByRole('link', { name: 'Visit Link' })).toHaveAttribute('href', '/products');
});

test('when the banners cannot be fetched, then the toast says so', async () => {
  installBannersApi([], () => ({ status: 500, body: {} }));
  openScreen();
  expect(await screen.findByText('Failed to fetch promotion banners.')).toBeInTheDocument();
});
