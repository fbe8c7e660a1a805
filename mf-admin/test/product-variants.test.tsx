import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Product, ProductVariant } from '@glow/contracts';
import { session, toast, Toaster } from '@glow/web-kit';
import { installObjectUrls, installUpload, WithQueryClient } from '@glow/web-kit/testing';
import { ProductFormPage, ProductsPage } from '../src/features/catalog';
import { adminUser, token } from './admin-users';
import { installCatalogApi, serum } from './catalog-fake-api';

const variant = (id: string, options: Record<string, string>, extra: Partial<ProductVariant> = {}) => ({
  _id: id,
  sku: `GLOW-${id}`,
  options,
  price: 4500,
  discountPrice: null,
  stock: 10,
  images: [],
  ...extra,
});

/** Matte Lip Crayon: Shade (Chestnut with a swatch, Ebony) × Size (30 ml, 50 ml), four variants. */
const crayon: Product = {
  ...serum,
  _id: 'p7',
  name: 'Matte Lip Crayon',
  price: 4500,
  discountPrice: null,
  stock: 33,
  options: [
    { name: 'Shade', values: [{ value: 'Chestnut', swatch: '#8d5524' }, { value: 'Ebony' }] },
    { name: 'Size', values: [{ value: '30 ml' }, { value: '50 ml' }] },
  ],
  variants: [
    variant('v1', { Shade: 'Chestnut', Size: '30 ml' }, { images: [serum.images[1]!] }),
    variant('v2', { Shade: 'Chestnut', Size: '50 ml' }, { price: 6000, discountPrice: 5500, stock: 3 }),
    variant('v3', { Shade: 'Ebony', Size: '30 ml' }, { stock: null }),
    variant('v4', { Shade: 'Ebony', Size: '50 ml' }, { stock: 20 }),
  ],
};

/** Glow Serum as a single product answers it: no options, its default variant under its own id. */
const plainSerum: Product = {
  ...serum,
  options: [],
  variants: [variant('p1', {}, { sku: 'GLOW-000001', price: 12500, discountPrice: 9900, stock: 3 })],
};

const openForm = (path: string) =>
  render(
    <>
      <Toaster variant="admin" />
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/products" element={<ProductsPage />} />
          <Route path="/admin/products/create" element={<ProductFormPage />} />
          <Route path="/admin/products/edit/:id" element={<ProductFormPage />} />
        </Routes>
      </MemoryRouter>
    </>,
    { wrapper: WithQueryClient },
  );

const field = (label: string) => screen.getByLabelText(label, { exact: true });
const button = (name: string) => screen.getByRole('button', { name });
const variantsTable = () => screen.getByRole('table', { name: /^Variants/ });
const rows = () => within(variantsTable()).getAllByRole('row').slice(1);

interface SentVariant {
  _id?: string;
  sku?: string;
  options: Record<string, string>;
  price: string;
  discountPrice: string | null;
  stock?: number | null;
  images: string[];
}

const sentVariants = (form: FormData) => JSON.parse(form.get('variants') as string) as SentVariant[];

async function openCrayon() {
  installCatalogApi([crayon, serum]);
  const upload = installUpload(() => ({ status: 200, body: crayon }));
  openForm('/admin/products/edit/p7');
  await screen.findByDisplayValue('Matte Lip Crayon');
  return upload;
}

async function update() {
  await userEvent.click(button('Update Product'));
}

beforeEach(() => {
  toast.clear();
  session.login(token, adminUser);
  installObjectUrls();
});

afterEach(() => session.logout());

describe('options', () => {
  test('when a new product gets a Shade with ordered values and a swatch, then Generate makes a variant per value and the price fields give way to the grid', async () => {
    installCatalogApi();
    const upload = installUpload(() => ({ status: 201, body: crayon }));
    openForm('/admin/products/create');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'Up to three, such as Shade and Size. Each combination of their values is a variant with its own price and stock.',
      ),
    ).toBeInTheDocument();
    await userEvent.type(field('Name'), 'Matte Lip Crayon');
    await userEvent.type(field('Description'), 'Velvet matte colour');
    await userEvent.type(field('Price'), '4500');
    await screen.findByRole('option', { name: 'Lipstick' });
    await userEvent.selectOptions(field('Category'), 'Lipstick');

    await userEvent.click(button('Add option'));
    expect(screen.getByRole('group', { name: 'Option 1' })).toBeInTheDocument();
    expect(screen.getByText('No values yet.')).toBeInTheDocument();
    await userEvent.type(field('Option name'), 'Shade');
    await userEvent.type(field('New value of Shade'), 'Chestnut{Enter}');
    await userEvent.type(field('New value of Shade'), 'Honey{Enter}');
    await userEvent.type(field('New value of Shade'), 'Ebony');
    await userEvent.click(button('Add value'));
    expect(field('New value of Shade')).toHaveValue('');
    await userEvent.click(button('Move Ebony up'));
    await userEvent.click(button('Remove Honey'));
    await userEvent.type(field('Swatch of Chestnut (hex)'), '#8D5524');
    expect(field('Swatch colour of Chestnut')).toHaveValue('#8d5524');
    const values = within(screen.getByRole('list', { name: 'Values of Shade' })).getAllByRole('textbox', {
      name: /^Shade value/,
    });
    expect(values.map((input) => (input as HTMLInputElement).value)).toEqual(['Chestnut', 'Ebony']);
    expect(button('Move Chestnut up')).toBeDisabled();

    await userEvent.click(button('Generate variants'));

    expect(screen.queryByLabelText('Price', { exact: true })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Stock', { exact: true })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Variants 2 variants' })).toBeInTheDocument();
    expect(rows().map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual([
      'Chestnut',
      'Ebony',
    ]);
    expect(field('Price of Shade: Ebony')).toHaveValue('4500');
    expect(field('Stock of Shade: Ebony')).toHaveValue('');
    expect(field('Stock of Shade: Ebony')).toHaveAttribute('placeholder', 'Not tracked');
    expect(field('SKU of Shade: Ebony')).toHaveAttribute('placeholder', 'Automatic');

    await userEvent.click(button('Create Product'));
    await screen.findByText('Product created successfully');

    const form = upload.uploads[0]!.form;
    expect(['price', 'discountPrice', 'stock'].filter((name) => form.has(name))).toEqual([]);
    expect(JSON.parse(form.get('options') as string)).toEqual([
      { name: 'Shade', values: [{ value: 'Chestnut', swatch: '#8d5524' }, { value: 'Ebony' }] },
    ]);
    expect(sentVariants(form)).toEqual([
      { options: { Shade: 'Chestnut' }, price: '4500', discountPrice: null, stock: null, images: [] },
      { options: { Shade: 'Ebony' }, price: '4500', discountPrice: null, stock: null, images: [] },
    ]);
  });

  test('when an option is incomplete or too large, then Generate says so in the catalog’s words', async () => {
    installCatalogApi();
    openForm('/admin/products/create');
    await userEvent.click(button('Add option'));
    await userEvent.click(button('Generate variants'));
    expect(screen.getByRole('alert')).toHaveTextContent('Each option needs a name and at least one value');
    expect(field('Option name')).toHaveFocus();

    await userEvent.type(field('Option name'), 'Shade');
    for (const n of Array.from({ length: 20 }, (_, i) => i))
      await userEvent.type(field('New value of Shade'), `S${n}{Enter}`);
    await userEvent.click(button('Add option'));
    const sizes = screen.getByRole('group', { name: 'Option 2' });
    await userEvent.type(within(sizes).getByLabelText('Option name'), 'Size');
    for (const n of Array.from({ length: 16 }, (_, i) => i))
      await userEvent.type(field('New value of Size'), `${n} ml{Enter}`);
    await userEvent.click(button('Generate variants'));
    expect(screen.getByRole('alert')).toHaveTextContent('A product has at most 300 variants');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await userEvent.click(button('Add option'));
    expect(screen.queryByRole('button', { name: 'Add option' })).not.toBeInTheDocument();
    expect(screen.getByText('A product has at most 3 options')).toBeInTheDocument();
  });

  test('when a value is renamed, then its variants follow; removed, its variants go', async () => {
    await openCrayon();
    expect(rows()).toHaveLength(4);

    await userEvent.clear(field('Shade value 1'));
    await userEvent.type(field('Shade value 1'), 'Mahogany');
    expect(field('Price of Shade: Mahogany, Size: 50 ml')).toHaveValue('6000');

    await userEvent.click(button('Remove Ebony'));
    expect(rows()).toHaveLength(2);
  });
});

describe('generate', () => {
  test('when a value is added and Generate runs, then the variants that stay keep their ids, SKUs, prices and stock', async () => {
    const upload = await openCrayon();
    await userEvent.type(field('New value of Shade'), 'Honey{Enter}');
    await userEvent.click(button('Generate variants'));

    expect(rows()).toHaveLength(6);
    expect(field('SKU of Shade: Chestnut, Size: 50 ml')).toHaveValue('GLOW-v2');
    expect(field('Price of Shade: Chestnut, Size: 50 ml')).toHaveValue('6000');
    expect(field('Discount Price of Shade: Chestnut, Size: 50 ml')).toHaveValue('5500');
    expect(field('Stock of Shade: Ebony, Size: 30 ml')).toHaveValue('');
    expect(field('Price of Shade: Honey, Size: 30 ml')).toHaveValue('4500');

    await update();
    await screen.findByText('Product updated successfully');
    const sent = sentVariants(upload.uploads[0]!.form);
    expect(sent.map((each) => each._id ?? 'new')).toEqual(['v1', 'v2', 'v3', 'v4', 'new', 'new']);
    // Stock left as loaded is not sent: units sold meanwhile are not written back.
    expect(sent.slice(0, 4).some((each) => 'stock' in each)).toBe(false);
    expect(sent[0]).toEqual({
      _id: 'v1',
      sku: 'GLOW-v1',
      options: { Shade: 'Chestnut', Size: '30 ml' },
      price: '4500',
      discountPrice: null,
      images: ['img-s2'],
    });
    expect(sent[4]).toEqual({
      options: { Shade: 'Honey', Size: '30 ml' },
      price: '4500',
      discountPrice: null,
      stock: null,
      images: [],
    });
  });

  test('when a product without options gets its first option, then its stored variant carries on as the first combination with the form’s price and stock', async () => {
    installCatalogApi([plainSerum]);
    const upload = installUpload(() => ({ status: 200, body: plainSerum }));
    openForm('/admin/products/edit/p1');
    await screen.findByDisplayValue('Glow Serum');
    await userEvent.clear(field('Price'));
    await userEvent.type(field('Price'), '13000');
    await userEvent.clear(field('Stock'));
    await userEvent.type(field('Stock'), '8');
    await userEvent.click(button('Add option'));
    await userEvent.type(field('Option name'), 'Size');
    await userEvent.type(field('New value of Size'), '30 ml{Enter}');
    await userEvent.type(field('New value of Size'), '50 ml{Enter}');
    await userEvent.click(button('Generate variants'));

    expect(field('SKU of Size: 30 ml')).toHaveValue('GLOW-000001');
    expect(field('Stock of Size: 30 ml')).toHaveValue('8');
    await update();
    await screen.findByText('Product updated successfully');
    const sent = sentVariants(upload.uploads[0]!.form);
    expect(sent[0]).toMatchObject({ _id: 'p1', price: '13000', discountPrice: '9900', stock: 8 });
    expect(sent[1]).toMatchObject({ options: { Size: '50 ml' }, price: '13000', stock: null });
  });

  test('when an option is removed and Generate runs, then one variant per remaining combination stays', async () => {
    await openCrayon();
    await userEvent.click(button('Remove Size'));
    await userEvent.click(button('Generate variants'));

    expect(rows()).toHaveLength(2);
    expect(field('SKU of Shade: Chestnut')).toHaveValue('GLOW-v1');
    expect(field('SKU of Shade: Ebony')).toHaveValue('GLOW-v3');
  });
});

describe('the grid', () => {
  test('when all rows are selected and a price and a stock are set, then every variant gets them and they are sent', async () => {
    const upload = await openCrayon();
    expect(screen.getByText('0 of 4 selected')).toBeInTheDocument();
    expect(button('Set price')).toBeDisabled();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByText('4 of 4 selected')).toBeInTheDocument();
    await userEvent.type(field('Price for selected'), '7000');
    await userEvent.click(button('Set price'));
    await userEvent.type(field('Stock for selected'), '7{Enter}');

    for (const row of rows()) {
      expect(within(row).getByRole('textbox', { name: /^Price of/ })).toHaveValue('7000');
      expect(within(row).getByRole('textbox', { name: /^Stock of/ })).toHaveValue('7');
    }
    await update();
    await screen.findByText('Product updated successfully');
    expect(sentVariants(upload.uploads[0]!.form).map(({ price, stock }) => [price, stock])).toEqual([
      ['7000', 7],
      ['7000', 7],
      ['7000', 7],
      ['7000', 7],
    ]);
  });

  test('when some rows are selected, then only they change; an emptied bulk stock untracks them; a bad bulk price is refused', async () => {
    const upload = await openCrayon();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Shade: Chestnut, Size: 50 ml' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Shade: Ebony, Size: 50 ml' }));
    const selectAll = screen.getByRole('checkbox', { name: 'Select all' }) as HTMLInputElement;
    expect(selectAll.indeterminate).toBe(true);

    await userEvent.type(field('Price for selected'), '12.345');
    await userEvent.click(button('Set price'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Price must be a number of at least 0 with at most 2 decimals',
    );
    expect(field('Price of Shade: Ebony, Size: 50 ml')).toHaveValue('4500');

    await userEvent.click(button('Set stock'));
    expect(field('Stock of Shade: Chestnut, Size: 50 ml')).toHaveValue('');
    expect(field('Stock of Shade: Chestnut, Size: 30 ml')).toHaveValue('10');

    await userEvent.click(button('Remove Shade: Ebony, Size: 30 ml'));
    expect(screen.getByText('2 of 3 selected')).toBeInTheDocument();
    await update();
    await screen.findByText('Product updated successfully');
    const sent = sentVariants(upload.uploads[0]!.form);
    expect(sent.map((each) => [each._id, each.stock])).toEqual([
      ['v1', undefined],
      ['v2', null],
      ['v4', null],
    ]);
  });

  test('when a variant is given images, then their public_ids are sent in the product’s order', async () => {
    const upload = await openCrayon();
    await userEvent.click(button('Images of Shade: Ebony, Size: 50 ml: all'));
    const dialog = screen.getByRole('dialog', { name: 'Images of Shade: Ebony, Size: 50 ml' });
    expect(
      within(dialog).getByText('None chosen: the variant shows all the product’s images.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Image 2' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Image 1' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(button('Images of Shade: Ebony, Size: 50 ml: 2')).toBeInTheDocument();

    await userEvent.click(button('Images of Shade: Chestnut, Size: 30 ml: 1'));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Image 2' }));
    await userEvent.click(button('Cancel'));
    expect(button('Images of Shade: Chestnut, Size: 30 ml: 1')).toBeInTheDocument();

    await userEvent.click(button('Remove current image 2'));
    await update();
    await screen.findByText('Product updated successfully');
    const sent = sentVariants(upload.uploads[0]!.form);
    // The image taken off the product is taken off its variants too.
    expect(sent.map((each) => each.images)).toEqual([[], [], [], ['img-s1']]);
  });

  test('when a product has no saved images, then variants have none to choose and new uploads wait for a save', async () => {
    installCatalogApi([{ ...crayon, images: [] }]);
    installUpload();
    openForm('/admin/products/edit/p7');
    await screen.findByDisplayValue('Matte Lip Crayon');
    expect(screen.queryByRole('button', { name: /^Images of/ })).not.toBeInTheDocument();

    await userEvent.upload(field('Images'), [new File(['png'], 'front.png', { type: 'image/png' })]);
    expect(
      screen.getByText('New images can be given to a variant once the product is saved.'),
    ).toBeInTheDocument();
  });

  test('when every variant is removed, then the grid says to generate them and saving is refused', async () => {
    const upload = await openCrayon();
    for (const label of [
      'Shade: Chestnut, Size: 30 ml',
      'Shade: Chestnut, Size: 50 ml',
      'Shade: Ebony, Size: 30 ml',
      'Shade: Ebony, Size: 50 ml',
    ])
      await userEvent.click(button(`Remove ${label}`));

    expect(
      screen.getByText('No variants yet. Generate variants to make one for each combination.'),
    ).toBeInTheDocument();
    await update();
    expect(screen.getByRole('alert')).toHaveTextContent('A product with options needs at least one variant');
    expect(upload.uploads).toEqual([]);
  });
});

describe('validation', () => {
  test.each([
    [
      'Price',
      'Shade: Ebony, Size: 30 ml',
      '',
      'Price must be a number of at least 0 with at most 2 decimals',
    ],
    ['Discount Price', 'Shade: Ebony, Size: 30 ml', '4500', 'Discount price must be lower than the price'],
    [
      'Discount Price',
      'Shade: Ebony, Size: 30 ml',
      '1.999',
      'Discount price must be a number of at least 0 with at most 2 decimals',
    ],
    ['Stock', 'Shade: Ebony, Size: 50 ml', '2.5', 'Stock must be a whole number of at least 0'],
    ['SKU', 'Shade: Ebony, Size: 50 ml', '', 'A SKU has 1 to 64 characters'],
    ['SKU', 'Shade: Ebony, Size: 50 ml', 'glow-v1', 'Two variants have the SKU glow-v1'],
  ])(
    'when the %s of %s is %p, then the form says %p at that cell and sends nothing',
    async (column, label, typed, message) => {
      const upload = await openCrayon();
      const cell = field(`${column} of ${label}`);
      await userEvent.clear(cell);
      if (typed) await userEvent.type(cell, typed);

      await update();

      expect(screen.getByRole('alert')).toHaveTextContent(message);
      expect(cell).toHaveFocus();
      expect(cell).toBeInvalid();
      expect(upload.uploads).toEqual([]);
    },
  );

  test.each([
    [
      'a value is blank',
      async () => userEvent.clear(field('Size value 2')),
      'Each value of Size needs a name',
    ],
    [
      'two values are the same',
      async () => {
        await userEvent.clear(field('Size value 2'));
        await userEvent.type(field('Size value 2'), '30 ML');
      },
      'Values of Size must be different',
    ],
    [
      'two options have one name',
      async () => {
        const size = within(screen.getByRole('group', { name: 'Option 2' })).getByLabelText('Option name');
        await userEvent.clear(size);
        await userEvent.type(size, 'shade');
      },
      'Option names must be different',
    ],
    [
      'a swatch is not a colour',
      async () => {
        await userEvent.clear(field('Swatch of Chestnut (hex)'));
        await userEvent.type(field('Swatch of Chestnut (hex)'), '#zzz');
      },
      'Swatch must be a colour like #8d5524',
    ],
  ])('when %s, then the catalog’s sentence shows and nothing is sent', async (_case, change, message) => {
    const upload = await openCrayon();
    await change();
    await update();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(upload.uploads).toEqual([]);
  });

  test('when an option is added after the variants were made, then saving says each variant needs it', async () => {
    const upload = await openCrayon();
    await userEvent.click(button('Add option'));
    const finish = screen.getByRole('group', { name: 'Option 3' });
    await userEvent.type(within(finish).getByLabelText('Option name'), 'Finish');
    await userEvent.type(field('New value of Finish'), 'Matte{Enter}');
    await update();
    expect(screen.getByRole('alert')).toHaveTextContent('Each variant needs a Finish');
    expect(upload.uploads).toEqual([]);
  });

  test('when the catalog refuses the variants, then its message shows', async () => {
    installCatalogApi([crayon]);
    installUpload(() => ({
      status: 409,
      body: { message: 'A SKU is already used by another variant: GLOW-v9' },
    }));
    openForm('/admin/products/edit/p7');
    await screen.findByDisplayValue('Matte Lip Crayon');
    await update();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A SKU is already used by another variant: GLOW-v9',
    );
  });
});

test('when the list shows a product with options, then it says how many variants it has', async () => {
  const { variants: _left, ...listed } = crayon;
  installCatalogApi([listed, serum]);
  render(
    <MemoryRouter initialEntries={['/admin/products']}>
      <ProductsPage />
    </MemoryRouter>,
    { wrapper: WithQueryClient },
  );
  expect(await screen.findByText('4 variants')).toBeInTheDocument();
  await waitFor(() => expect(screen.getAllByText(/variants?$/)).toHaveLength(1));
});

test('while an update with variants is in flight, then the grid is locked', async () => {
  installCatalogApi([crayon]);
  const upload = installUpload();
  openForm('/admin/products/edit/p7');
  await screen.findByDisplayValue('Matte Lip Crayon');
  await update();
  expect(field('Price of Shade: Ebony, Size: 50 ml')).toBeDisabled();
  expect(screen.getByRole('checkbox', { name: 'Select all' })).toBeDisabled();
  act(() => upload.finish({ status: 200, body: crayon }));
  expect(await screen.findByText('Product updated successfully')).toBeInTheDocument();
});
