import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster, session, toast } from '@glow/web-kit';
import { WithQueryClient, installFetch } from '@glow/web-kit/testing';
import { ShippingPricePage } from '../src/features/shipping-price';
import { checkShippingPrice } from '../src/features/shipping-price/hooks/shipping-price-rules';
import { adminUser, token } from './admin-users';

const openScreen = () =>
  render(
    <>
      <Toaster variant="admin" />
      <ShippingPricePage />
    </>,
    { wrapper: WithQueryClient },
  );

const field = () => screen.findByRole('spinbutton', { name: 'Shipping Price (NGN)' });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Update Shipping Price' }));

beforeEach(() => session.login(token, adminUser));
afterEach(() => {
  session.logout();
  toast.clear();
});

describe('shipping price rules', () => {
  test.each([
    ['', 'Shipping price is required'],
    ['  ', 'Shipping price is required'],
    ['-5', 'Shipping price must be a number of at least 0'],
    ['1.234', 'Shipping price can have at most 2 decimals'],
  ])('when the field holds %p, then it says %p', (text, error) => {
    expect(checkShippingPrice(text)).toEqual({ error });
  });

  test('when it holds naira with kobo, then that number is sent', () => {
    expect(checkShippingPrice(' 2500.50 ')).toEqual({ price: 2500.5 });
  });
});

test('when a new price is saved, then it is sent as a number and the toast confirms it', async () => {
  const fetch = installFetch((_url, init) =>
    init.method === 'PUT'
      ? { status: 200, body: JSON.parse(String(init.body)) }
      : { status: 200, body: { shippingPrice: 3000 } },
  );
  openScreen();
  expect(await field()).toHaveValue(3000);
  await userEvent.clear(await field());
  await userEvent.type(await field(), '4500');
  await save();

  expect(await screen.findByText('Shipping price updated successfully!')).toBeInTheDocument();
  expect(fetch.mock.calls[1]![0]).toBe('/api/shipping-price');
  expect(JSON.parse(String(fetch.mock.calls[1]![1].body))).toEqual({ shippingPrice: 4500 });
});

test('when the field is emptied, then the rule shows and nothing is sent', async () => {
  const fetch = installFetch(() => ({ status: 200, body: { shippingPrice: 3000 } }));
  openScreen();
  await userEvent.clear(await field());
  await save();
  expect(screen.getByText('Shipping price is required')).toBeInTheDocument();
  expect(fetch).toHaveBeenCalledTimes(1);
});

test('when saving fails, then the failure toast shows', async () => {
  installFetch((_url, init) =>
    init.method === 'PUT' ? { status: 500, body: {} } : { status: 200, body: { shippingPrice: 3000 } },
  );
  openScreen();
  await field();
  await save();
  expect(await screen.findByText('Failed to update shipping price.')).toBeInTheDocument();
});

test('when the price cannot be fetched, then the screen says so', async () => {
  installFetch(() => ({ status: 503, body: {} }));
  openScreen();
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch shipping price.');
});
