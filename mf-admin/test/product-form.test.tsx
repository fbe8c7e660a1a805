import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { session, toast, Toaster } from '@glow/web-kit';
import { installObjectUrls, installUpload, png, WithQueryClient } from '@glow/web-kit/testing';
import { ProductFormPage } from '../src/features/catalog';
import { adminUser, token } from './admin-users';
import { installCatalogApi, serum } from './catalog-fake-api';

const openForm = (path: string) =>
  render(
    <>
      <Toaster variant="admin" />
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/products" element={<p>products list</p>} />
          <Route path="/admin/products/create" element={<ProductFormPage />} />
          <Route path="/admin/products/edit/:id" element={<ProductFormPage />} />
        </Routes>
      </MemoryRouter>
    </>,
    { wrapper: WithQueryClient },
  );

const field = (label: string) => screen.getByLabelText(label, { exact: true });

async function fillRequired() {
  await userEvent.type(field('Name'), 'Rose Toner');
  await userEvent.type(field('Description'), 'A gentle toner');
  await userEvent.type(field('Price'), '4500.50');
  await screen.findByRole('option', { name: 'Lipstick' });
  await userEvent.selectOptions(field('Category'), 'Lipstick');
}

beforeEach(() => {
  toast.clear();
  session.login(token, adminUser);
  installObjectUrls();
});

afterEach(() => session.logout());

test('when the form opens without an id, then it is the Add Product screen with its texts and fields', async () => {
  installCatalogApi();
  openForm('/admin/products/create');

  expect(screen.getByRole('heading', { level: 1, name: 'Add Product' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Create Product' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Create Product' })).toBeEnabled();
  expect(field('Price')).toHaveAttribute('min', '0');
  expect(field('Price')).toHaveAttribute('step', '0.01');
  expect(field('Discount Price')).toHaveAttribute('step', '0.01');
  expect(field('Images')).toHaveAttribute('accept', 'image/*');
  expect(field('Images')).toHaveAttribute('multiple');
  expect(screen.getByText('Drag & Drop images here or click to upload')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('link', { name: 'Back to Products' }));
  expect(screen.getByText('products list')).toBeInTheDocument();
});

test.each(['Name', 'Description', 'Price', 'Category'])(
  'when %s is missing, then nothing is sent and the form says to fill in all required fields',
  async (missing) => {
    installCatalogApi();
    const { uploads } = installUpload();
    openForm('/admin/products/create');
    await fillRequired();
    if (missing === 'Category') await userEvent.selectOptions(field('Category'), '');
    else await userEvent.clear(field(missing));
    if (missing === 'Name') await userEvent.type(field('Name'), '   ');

    await userEvent.click(screen.getByRole('button', { name: 'Create Product' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(uploads).toEqual([]);
  },
);

test('when a valid product with two pictures is created, then the form is locked while it goes up and the list follows', async () => {
  installCatalogApi();
  const upload = installUpload();
  openForm('/admin/products/create');
  await fillRequired();
  await userEvent.upload(field('Images'), [png('front.png'), png('back.png')]);
  expect(screen.getByRole('img', { name: 'front.png' })).toHaveAttribute('src', 'blob:preview-1');
  expect(screen.getByRole('img', { name: 'back.png' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Create Product' }));

  expect(screen.getByRole('button', { name: 'Creating...' })).toBeDisabled();
  expect(field('Name')).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Remove front.png' })).toBeDisabled();
  expect(await screen.findByText('Uploading images... 50%')).toBeInTheDocument();
  const [sent] = upload.uploads;
  expect(sent).toMatchObject({ method: 'POST', url: '/api/products' });
  expect(sent!.headers.Authorization).toBe(`Bearer ${token}`);
  expect(sent!.form.get('name')).toBe('Rose Toner');
  expect(sent!.form.get('price')).toBe('4500.50');
  expect(sent!.form.get('category')).toBe('c1');
  expect(sent!.form.has('discountPrice')).toBe(false);
  expect((sent!.form.getAll('images') as File[]).map((file) => file.name)).toEqual(['front.png', 'back.png']);

  act(() => upload.finish({ status: 201, body: { ...serum, _id: 'p9' } }));
  expect(await screen.findByText('products list')).toBeInTheDocument();
  expect(screen.getByText('Product created successfully')).toBeInTheDocument();
});

test('when a product is edited, then its data fills the form and only the kept pictures are sent', async () => {
  installCatalogApi();
  const upload = installUpload(() => ({ status: 200, body: serum }));
  openForm('/admin/products/edit/p1');

  expect(await screen.findByDisplayValue('Glow Serum')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Edit Product' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Update Product' })).toBeInTheDocument();
  expect(field('Price')).toHaveValue(12500);
  expect(field('Discount Price')).toHaveValue(9900);
  await waitFor(() => expect(field('Category')).toHaveValue('c2'));
  const current = screen.getByRole('list', { name: 'Current images' });
  expect(within(current).getAllByRole('img')).toHaveLength(2);

  await userEvent.click(screen.getByRole('button', { name: 'Remove current image 1' }));
  await userEvent.click(screen.getByRole('button', { name: 'Update Product' }));

  expect(await screen.findByText('Product updated successfully')).toBeInTheDocument();
  const [sent] = upload.uploads;
  expect(sent).toMatchObject({ method: 'PUT', url: '/api/products/p1' });
  expect(sent!.form.getAll('existingImages')).toEqual(['img-s2']);
  expect(sent!.form.get('discountPrice')).toBe('9900');
});

test('while an update is in flight, then the button says Updating... and is disabled', async () => {
  installCatalogApi();
  installUpload();
  openForm('/admin/products/edit/p1');
  await screen.findByDisplayValue('Glow Serum');

  await userEvent.click(screen.getByRole('button', { name: 'Update Product' }));
  expect(screen.getByRole('button', { name: 'Updating...' })).toBeDisabled();
});

test('when the product cannot be loaded, then the failure toast shows and the admin is back on the list', async () => {
  installCatalogApi();
  openForm('/admin/products/edit/nope');

  expect(await screen.findByText('products list')).toBeInTheDocument();
  expect(screen.getByText('Failed to load product data')).toBeInTheDocument();
});

test('when saving fails, then the server message shows, else Failed to submit the form', async () => {
  installCatalogApi();
  let answer = { status: 415, body: { message: '"notes.txt" is not an image' } as unknown };
  installUpload(() => answer);
  openForm('/admin/products/create');
  await fillRequired();

  await userEvent.click(screen.getByRole('button', { name: 'Create Product' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('"notes.txt" is not an image');

  answer = { status: 500, body: undefined };
  await userEvent.click(screen.getByRole('button', { name: 'Create Product' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to submit the form'));
});

test('when the categories cannot be loaded, then the form says so', async () => {
  installCatalogApi(undefined, undefined, (call) =>
    call.url === '/api/categories' ? { status: 500 } : undefined,
  );
  openForm('/admin/products/create');
  expect(await screen.findByText('Failed to load categories')).toHaveAttribute('role', 'alert');
});

describe('stock', () => {
  const stockField = () => field('Stock');
  const hint = 'Units left to sell; 0 means sold out. Leave empty to not track stock.';

  test('when a product is created with a stock, then the stock is sent; left empty, an empty stock (not tracked) is sent', async () => {
    installCatalogApi();
    const upload = installUpload(() => ({ status: 201, body: serum }));
    openForm('/admin/products/create');
    expect(stockField()).toHaveValue('');
    expect(stockField()).toHaveAccessibleDescription(hint);
    await fillRequired();
    await userEvent.type(stockField(), '12');

    await userEvent.click(screen.getByRole('button', { name: 'Create Product' }));
    await screen.findByText('products list');

    expect(upload.uploads[0]!.form.get('stock')).toBe('12');
  });

  test('when a new product’s stock is left empty, then the form sends it empty: not tracked', async () => {
    installCatalogApi();
    const upload = installUpload(() => ({ status: 201, body: serum }));
    openForm('/admin/products/create');
    await fillRequired();

    await userEvent.click(screen.getByRole('button', { name: 'Create Product' }));
    await screen.findByText('products list');

    expect(upload.uploads[0]!.form.get('stock')).toBe('');
  });

  test('when an edit leaves the stock alone, then no stock is sent, so checkouts meanwhile are not overwritten', async () => {
    installCatalogApi();
    const upload = installUpload(() => ({ status: 200, body: serum }));
    openForm('/admin/products/edit/p1');
    await screen.findByDisplayValue('Glow Serum');
    expect(stockField()).toHaveValue('3');

    await userEvent.click(screen.getByRole('button', { name: 'Update Product' }));
    await screen.findByText('products list');

    expect(upload.uploads[0]!.form.has('stock')).toBe(false);
  });

  test.each([
    ['a new number', '0', '0'],
    ['an emptied field (no longer tracked)', '', ''],
  ])('when an edit sets the stock to %s, then that is sent', async (_case, typed, sent) => {
    installCatalogApi();
    const upload = installUpload(() => ({ status: 200, body: serum }));
    openForm('/admin/products/edit/p1');
    await screen.findByDisplayValue('Glow Serum');

    await userEvent.clear(stockField());
    if (typed) await userEvent.type(stockField(), typed);
    await userEvent.click(screen.getByRole('button', { name: 'Update Product' }));
    await screen.findByText('products list');

    expect(upload.uploads[0]!.form.get('stock')).toBe(sent);
  });

  test('when an untracked product is edited, then its stock field is empty', async () => {
    installCatalogApi([{ ...serum, stock: null }]);
    openForm('/admin/products/edit/p1');
    await screen.findByDisplayValue('Glow Serum');

    expect(stockField()).toHaveValue('');
  });

  test.each(['2.5', '-1', 'ten'])(
    'when the stock is %p, then the field says it must be whole and nothing is sent',
    async (typed) => {
      installCatalogApi();
      const { uploads } = installUpload();
      openForm('/admin/products/create');
      await fillRequired();
      await userEvent.type(stockField(), typed);

      await userEvent.click(screen.getByRole('button', { name: 'Create Product' }));

      expect(stockField()).toBeInvalid();
      expect(stockField()).toHaveFocus();
      expect(stockField()).toHaveAccessibleDescription(`${hint} Stock must be a whole number of at least 0`);
      expect(uploads).toEqual([]);
    },
  );
});

describe('what a beauty shopper reads', () => {
  test('when an admin fills brand, size, NAFDAC number, skin types, concerns, ingredients and how to use, then all are sent', async () => {
    installCatalogApi();
    const upload = installUpload();
    openForm('/admin/products/create');
    await fillRequired();
    await userEvent.type(field('Brand'), 'Arami Essentials');
    await userEvent.type(field('Size'), '30 ml');
    await userEvent.type(field('NAFDAC No.'), 'A1-1234');
    const skin = screen.getByRole('group', { name: 'Skin types' });
    await userEvent.click(within(skin).getByRole('checkbox', { name: 'Oily' }));
    await userEvent.click(within(skin).getByRole('checkbox', { name: 'Normal' }));
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Concerns' })).getByRole('checkbox', { name: 'Fine lines' }),
    );
    await userEvent.type(field('Ingredients'), 'Aqua, Niacinamide');
    await userEvent.type(field('How to use'), 'Two drops at night.');

    await userEvent.click(screen.getByRole('button', { name: 'Create Product' }));

    const form = upload.uploads[0]!.form;
    expect({
      brand: form.get('brand'),
      size: form.get('size'),
      nafdacNumber: form.get('nafdacNumber'),
      skinTypes: form.getAll('skinTypes'),
      concerns: form.getAll('concerns'),
      ingredients: form.get('ingredients'),
      howToUse: form.get('howToUse'),
    }).toEqual({
      brand: 'Arami Essentials',
      size: '30 ml',
      nafdacNumber: 'A1-1234',
      // In the vocabulary's order, whatever order they were ticked in.
      skinTypes: ['normal', 'oily'],
      concerns: ['fine-lines'],
      ingredients: 'Aqua, Niacinamide',
      howToUse: 'Two drops at night.',
    });
  });

  test('when a product without any of them is saved, then each is still sent, empty, so the catalog sets them all', async () => {
    installCatalogApi();
    const upload = installUpload(() => ({ status: 200, body: serum }));
    openForm('/admin/products/edit/p1');
    expect(await screen.findByDisplayValue('Glow Serum')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Update Product' }));

    await screen.findByText('Product updated successfully');
    const form = upload.uploads[0]!.form;
    expect(
      ['brand', 'size', 'nafdacNumber', 'ingredients', 'howToUse'].map((name) => form.get(name)),
    ).toEqual(['', '', '', '', '']);
    expect(form.getAll('skinTypes')).toEqual([]);
  });
});
