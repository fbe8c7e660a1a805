import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { session, toast, Toaster } from '@glow/web-kit';
import { WithQueryClient } from '@glow/web-kit/testing';
import { ProductsPage } from '../src/features/catalog';
import { adminUser, token } from './admin-users';
import { installCatalogApi, serum } from './catalog-fake-api';

const openList = () =>
  render(
    <>
      <Toaster variant="admin" />
      <MemoryRouter initialEntries={['/admin/products']}>
        <Routes>
          <Route path="/admin/products" element={<ProductsPage />} />
        </Routes>
      </MemoryRouter>
    </>,
    { wrapper: WithQueryClient },
  );

const nameCell = (name: string) => screen.findByText(name, { selector: 'td' });
const rowOf = (name: string) => screen.getByText(name, { selector: 'td' }).closest('tr') as HTMLElement;

beforeEach(() => {
  toast.clear();
  session.login(token, adminUser);
});

afterEach(() => session.logout());

test('when the products load, then each row shows its image or No Image, price, category and actions', async () => {
  installCatalogApi();
  openList();

  expect(screen.getByRole('status', { name: 'Loading products...' })).toBeInTheDocument();
  const serum = within(await nameCell('Glow Serum').then(() => rowOf('Glow Serum')));
  expect(serum.getByRole('img', { name: 'Glow Serum' })).toHaveAttribute('src', '/uploads/s1.webp');
  expect(serum.getByText('₦9,900.00')).toBeInTheDocument();
  expect(serum.getByText('₦12,500.00').closest('s')).not.toBeNull();
  expect(serum.getByText('Skincare')).toBeInTheDocument();
  expect(serum.getByRole('link', { name: 'Edit Glow Serum' })).toHaveAttribute(
    'href',
    '/admin/products/edit/p1',
  );
  const balm = within(rowOf('Shea Lip Balm'));
  expect(balm.getByText('No Image')).toBeInTheDocument();
  expect(balm.getByText('₦3,000.00')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Add Product' })).toHaveAttribute('href', '/admin/products/create');
});

test('when the admin searches, then the catalog is asked for that name and a miss says No products found.', async () => {
  const { calls } = installCatalogApi();
  openList();
  await nameCell('Glow Serum');

  await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'BALM');
  await waitFor(() => expect(screen.queryByText('Glow Serum', { selector: 'td' })).not.toBeInTheDocument());
  expect(screen.getByText('Shea Lip Balm', { selector: 'td' })).toBeInTheDocument();
  expect(calls.at(-1)?.url).toBe('/api/products?page=1&limit=100&search=BALM');

  await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'zzz');
  expect(await screen.findByText('No products found.')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('when the products cannot be fetched, then the failure text shows', async () => {
  installCatalogApi(undefined, undefined, (call) =>
    call.url.startsWith('/api/products') ? { status: 500 } : undefined,
  );
  openList();
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch products');
});

test('when the admin confirms a delete, then the product goes and the success toast shows; cancel keeps it', async () => {
  const { calls } = installCatalogApi();
  openList();
  await nameCell('Glow Serum');

  await userEvent.click(screen.getByRole('button', { name: 'Delete Glow Serum' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete Product' });
  expect(dialog).toHaveTextContent('Are you sure you want to delete Glow Serum?');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);

  await userEvent.click(screen.getByRole('button', { name: 'Delete Glow Serum' }));
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Product deleted successfully')).toBeInTheDocument();
  expect(calls.filter((call) => call.method === 'DELETE')).toEqual([
    { method: 'DELETE', url: '/api/products/p1' },
  ]);
});

test('when a delete fails, then the server message shows, else Failed to delete product', async () => {
  installCatalogApi(undefined, undefined, (call) => (call.method === 'DELETE' ? { status: 500 } : undefined));
  openList();
  await nameCell('Glow Serum');

  await userEvent.click(screen.getByRole('button', { name: 'Delete Glow Serum' }));
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete product');
});

test('when the products load, then each row shows its stock: the number, Out of stock at 0, Not tracked for null', async () => {
  installCatalogApi([
    { ...serum, stock: 3 },
    { ...serum, _id: 'p2', name: 'Gel Nail Polish', stock: 0 },
    { ...serum, _id: 'p3', name: 'Shea Lip Balm', stock: null },
  ]);
  openList();
  await nameCell('Glow Serum');

  expect(screen.getByRole('columnheader', { name: 'Stock' })).toBeInTheDocument();
  const stockOf = (name: string) => within(rowOf(name)).getAllByRole('cell')[4];
  expect(stockOf('Glow Serum')).toHaveTextContent(/^3$/);
  expect(stockOf('Gel Nail Polish')).toHaveTextContent(/^Out of stock$/);
  expect(stockOf('Shea Lip Balm')).toHaveTextContent(/^Not tracked$/);
  expect(stockOf('Glow Serum')).toHaveAttribute('data-label', 'Stock');
});
