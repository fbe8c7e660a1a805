import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { session, toast, Toaster } from '@glow/web-kit';
import { installObjectUrls, installUpload, png, WithQueryClient } from '@glow/web-kit/testing';
import { CategoriesPage } from '../src/features/catalog';
import { adminUser, token } from './admin-users';
import { installCatalogApi, lipstick, skincare } from './catalog-fake-api';

const openCategories = () =>
  render(
    <>
      <Toaster variant="admin" />
      <MemoryRouter initialEntries={['/admin/categories']}>
        <CategoriesPage />
      </MemoryRouter>
    </>,
    { wrapper: WithQueryClient },
  );

const cardOf = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;

const dropOn = (files: File[]) =>
  fireEvent.drop(screen.getByTestId('image-drop-zone'), { dataTransfer: { files } });

beforeEach(() => {
  toast.clear();
  session.login(token, adminUser);
  installObjectUrls();
});

afterEach(() => session.logout());

test('when the categories load, then each shows its picture or No Image and its buttons', async () => {
  installCatalogApi();
  openCategories();

  expect(screen.getByRole('status', { name: 'Loading categories...' })).toBeInTheDocument();
  await screen.findByRole('heading', { level: 3, name: 'Skincare' });
  expect(within(cardOf('Skincare')).getByRole('img', { name: 'Skincare' })).toHaveAttribute(
    'src',
    '/uploads/a.webp',
  );
  expect(within(cardOf('Lipstick')).getByText('No Image')).toBeInTheDocument();
  expect(within(cardOf('Lipstick')).getByRole('button', { name: 'Edit Lipstick' })).toBeEnabled();
});

test('when there are no categories, then the list says No categories available.', async () => {
  installCatalogApi(undefined, []);
  openCategories();
  expect(await screen.findByText('No categories available.')).toBeInTheDocument();
});

test('when the categories cannot be fetched, then the list says Failed to load categories.', async () => {
  installCatalogApi(undefined, undefined, (call) =>
    call.url === '/api/categories' ? { status: 500, body: { message: 'boom' } } : undefined,
  );
  openCategories();
  expect(await screen.findByText('Failed to load categories.')).toHaveAttribute('role', 'alert');
});

test('when files other than images are dropped or picked, then they are refused with a message and images kept', async () => {
  installCatalogApi();
  openCategories();
  await screen.findByRole('heading', { level: 3, name: 'Skincare' });

  dropOn([png('swatch.png'), new File(['%PDF'], 'price-list.pdf', { type: 'application/pdf' })]);

  expect(screen.getByRole('alert')).toHaveTextContent(
    'Only image files can be added: price-list.pdf was not added.',
  );
  const added = screen.getByRole('list', { name: 'New images' });
  expect(
    within(added)
      .getAllByRole('img')
      .map((img) => img.getAttribute('alt')),
  ).toEqual(['swatch.png']);

  await userEvent.upload(
    screen.getByLabelText('Images'),
    new File(['x'], 'notes.txt', { type: 'text/plain' }),
    {
      applyAccept: false,
    },
  );
  expect(screen.getByRole('alert')).toHaveTextContent('notes.txt was not added.');
});

test('when a name is blank, then nothing is sent and the field says it is required', async () => {
  installCatalogApi();
  const { uploads } = installUpload();
  openCategories();

  await userEvent.type(screen.getByLabelText('Category Name'), '   ');
  await userEvent.click(screen.getByRole('button', { name: 'Create Category' }));

  expect(screen.getByText('Category name is required')).toBeInTheDocument();
  expect(uploads).toEqual([]);
});

test('when a category is created with a picture, then the form is locked while it goes and then emptied', async () => {
  installCatalogApi();
  const upload = installUpload();
  openCategories();
  await screen.findByRole('heading', { level: 3, name: 'Skincare' });

  await userEvent.type(screen.getByLabelText('Category Name'), 'Fragrance');
  dropOn([png('perfume.png')]);
  await userEvent.click(screen.getByRole('button', { name: 'Create Category' }));

  expect(screen.getByRole('button', { name: 'Creating...' })).toBeDisabled();
  expect(screen.getByLabelText('Category Name')).toBeDisabled();
  const [sent] = upload.uploads;
  expect(sent).toMatchObject({ method: 'POST', url: '/api/categories' });
  expect(sent!.form.get('name')).toBe('Fragrance');
  expect((sent!.form.getAll('images') as File[]).map((file) => file.name)).toEqual(['perfume.png']);

  act(() => upload.finish({ status: 201, body: { _id: 'c9', name: 'Fragrance', images: [] } }));
  expect(await screen.findByText('Category created successfully.')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 3, name: 'Fragrance' })).toBeInTheDocument();
  expect(screen.getByLabelText('Category Name')).toHaveValue('');
});

test('when a category is edited and a picture removed, then removeImages[] names it and Updating... shows', async () => {
  installCatalogApi();
  const upload = installUpload();
  openCategories();
  await screen.findByRole('heading', { level: 3, name: 'Skincare' });

  await userEvent.click(screen.getByRole('button', { name: 'Edit Skincare' }));
  expect(screen.getByRole('heading', { level: 2, name: 'Update Category' })).toBeInTheDocument();
  expect(screen.getByLabelText('Category Name')).toHaveValue('Skincare');
  await userEvent.click(screen.getByRole('button', { name: 'Remove current image 1' }));
  expect(within(screen.getByRole('list', { name: 'Current images' })).getAllByRole('img')).toHaveLength(1);
  await userEvent.click(screen.getByRole('button', { name: 'Update Category' }));

  expect(screen.getByRole('button', { name: 'Updating...' })).toBeDisabled();
  const [sent] = upload.uploads;
  expect(sent).toMatchObject({ method: 'PUT', url: '/api/categories/c2' });
  expect(sent!.form.getAll('removeImages[]')).toEqual(['img-a']);
  act(() => upload.finish({ status: 200, body: { ...skincare, images: skincare.images.slice(1) } }));
  expect(await screen.findByText('Category updated successfully.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Create Category' })).toBeInTheDocument();
});

test('when Cancel Editing is pressed, then the form is a create form again', async () => {
  installCatalogApi();
  openCategories();
  await screen.findByRole('heading', { level: 3, name: 'Lipstick' });

  await userEvent.click(screen.getByRole('button', { name: 'Edit Lipstick' }));
  await userEvent.click(screen.getByRole('button', { name: 'Cancel Editing' }));
  expect(screen.getByLabelText('Category Name')).toHaveValue('');
  expect(screen.getByRole('button', { name: 'Create Category' })).toBeInTheDocument();
});

test('when saving fails, then the server message shows, else Failed to submit category.', async () => {
  installCatalogApi();
  let answer = { status: 409, body: { message: 'A category with this name already exists' } as unknown };
  installUpload(() => answer);
  openCategories();

  await userEvent.type(screen.getByLabelText('Category Name'), 'lipstick');
  await userEvent.click(screen.getByRole('button', { name: 'Create Category' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('A category with this name already exists');

  answer = { status: 500, body: undefined };
  await userEvent.click(screen.getByRole('button', { name: 'Create Category' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to submit category.'));
});

test('when a delete is confirmed, then the spec question is asked and the category goes', async () => {
  const { calls } = installCatalogApi();
  openCategories();
  await screen.findByRole('heading', { level: 3, name: 'Lipstick' });

  await userEvent.click(screen.getByRole('button', { name: `Delete ${lipstick.name}` }));
  const dialog = screen.getByRole('dialog', { name: 'Delete Category' });
  expect(dialog).toHaveTextContent(
    'Do you really want to delete this category? This will remove all associated images.',
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

  expect(await screen.findByText('Category deleted successfully.')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { level: 3, name: 'Lipstick' })).not.toBeInTheDocument();
  expect(calls).toContainEqual({ method: 'DELETE', url: '/api/categories/c1' });
});

test('when a delete is refused, then the server message shows, else Failed to delete category.', async () => {
  let answer = {
    status: 409,
    body: {
      message: 'This category cannot be deleted: 2 products use it. Move them to another category first.',
    },
  } as { status: number; body?: unknown };
  installCatalogApi(undefined, undefined, (call) => (call.method === 'DELETE' ? answer : undefined));
  openCategories();
  await screen.findByRole('heading', { level: 3, name: 'Skincare' });

  await userEvent.click(screen.getByRole('button', { name: 'Delete Skincare' }));
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('2 products use it');

  answer = { status: 500 };
  await userEvent.click(screen.getByRole('button', { name: 'Delete Skincare' }));
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to delete category.'));
});
