import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { cart, currency, session, toast } from '@glow/web-kit';
import { WithQueryClient, shopper, token } from '@glow/web-kit/testing';
import { CartCheckoutPage } from '../src/cart-checkout-page';
import { leavePage } from '../src/features/checkout/leave-page';
import { installCommerceApi } from './fake-commerce-api';
import { lipstick, order, paidOrder, paymentConfig } from './order-fixtures';

jest.mock('../src/features/checkout/leave-page', () => ({ leavePage: jest.fn() }));

const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
const checkoutAnswer = { order: order(), payment: { tx_ref: 'glow-tx-1', amount: 5500, currency: 'NGN' } };

function OrderScreen() {
  const { pathname, state } = useLocation();
  return <p>{`Arrived at ${pathname} ${JSON.stringify(state)}`}</p>;
}

function installApi(routes: NonNullable<Parameters<typeof installCommerceApi>[0]>['routes'] = {}) {
  const api = installCommerceApi({
    cart: [{ product: lipstick, quantity: 2 }],
    catalog: [lipstick],
    routes: {
      'GET /api/shipping-price': () => ({ status: 200, body: { shippingPrice: 1500 } }),
      'GET /api/payments/config': () => ({ status: 200, body: paymentConfig() }),
      'POST /api/orders/checkout': () => ({ status: 201, body: checkoutAnswer }),
      'POST /api/orders/verify': () => {
        api.emptyCart();
        return { status: 200, body: { order: paidOrder() } };
      },
      ...routes,
    },
  });
  return api;
}

async function openCheckout({ fakeTimers = false } = {}) {
  act(() => session.login(token, shopper));
  const user = userEvent.setup(fakeTimers ? { advanceTimers: (ms) => jest.advanceTimersByTime(ms) } : {});
  render(
    <MemoryRouter initialEntries={['/cart-checkout']}>
      <Routes>
        <Route path="/cart-checkout" element={<CartCheckoutPage />} />
        <Route path="/orders/:id" element={<OrderScreen />} />
      </Routes>
    </MemoryRouter>,
    { wrapper: WithQueryClient },
  );
  await screen.findByRole('link', { name: 'Velvet Lipstick' });
  return user;
}

async function fillShipping(user: ReturnType<typeof userEvent.setup>, country?: string) {
  await user.type(screen.getByLabelText('Full Name'), 'Ada Obi');
  await user.type(screen.getByLabelText('Address'), '5 Allen Avenue');
  await user.type(screen.getByLabelText('City'), 'Ikeja');
  await user.type(screen.getByLabelText('Postal Code'), '100271');
  await user.type(screen.getByLabelText('Phone Number'), '08031234567');
  if (country !== undefined) {
    await user.clear(screen.getByLabelText('Country'));
    await user.type(screen.getByLabelText('Country'), country);
  }
}

const payNow = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Pay Now' }));

function fakeFlutterwave(response: object | 'close') {
  const checkout = jest.fn((options: { callback(r: object): void; onclose(): void }) =>
    response === 'close' ? options.onclose() : options.callback(response),
  );
  window.FlutterwaveCheckout = checkout as never;
  return checkout;
}

beforeEach(() => {
  act(() => session.logout());
  localStorage.clear();
  act(() => toast.clear());
  act(() => currency.setSelected('NGN'));
  delete window.FlutterwaveCheckout;
  delete window.PaystackPop;
  jest.mocked(leavePage).mockClear();
});

it('when the page opens, then the Nigeria-only shipping warning, shipping, transit, total, Test mode and Flutterwave as default show', async () => {
  installApi();
  await openCheckout();

  expect(screen.getByRole('complementary', { name: 'Shipping notice' })).toHaveTextContent(
    '+234 809 123 4567',
  );
  expect(await screen.findByText('₦5,500.00')).toBeInTheDocument();
  expect(screen.getByText('₦1,500.00')).toBeInTheDocument();
  expect(screen.getByText('3-5 business days')).toBeInTheDocument();
  expect(await screen.findByText('Test mode')).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Flutterwave' })).toBeChecked();
  expect(screen.getByLabelText('Country')).toHaveValue('Nigeria');
});

it('when a shipping field is empty, then Pay Now says Please fill in all shipping details and places no order', async () => {
  const api = installApi();
  const user = await openCheckout();

  await payNow(user);

  expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all shipping details');
  expect(api.calls()).not.toContain('POST /api/orders/checkout');
});

it('when the country is not Nigeria, then the shopper is told and after 3 s sent to support chat with an international-shipping message', async () => {
  jest.useFakeTimers();
  try {
    const api = installApi();
    const user = await openCheckout({ fakeTimers: true });
    await fillShipping(user, 'ghana');

    await payNow(user);

    expect(screen.getByText(/You will be redirected to customer support/)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2_900));
    expect(leavePage).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(100));
    const chat = new URL(jest.mocked(leavePage).mock.calls[0]![0]);
    expect(chat.origin).toBe('https://wa.me');
    expect(chat.searchParams.get('text')).toMatch(/shipped to ghana.*international shipping/);
    expect(api.calls()).not.toContain('POST /api/orders/checkout');
  } finally {
    jest.useRealTimers();
  }
});

it('when a Nigerian shopper pays with Flutterwave, then the exact amount is charged, verified, the cart reloads and the order page opens as paid', async () => {
  const api = installApi();
  const checkout = fakeFlutterwave({ status: 'successful', transaction_id: 77, tx_ref: 'glow-tx-1' });
  const user = await openCheckout();
  await fillShipping(user, 'NIGERIA');

  await payNow(user);

  expect(await screen.findByText('Arrived at /orders/o1 {"paid":true}')).toBeInTheDocument();
  expect(api.bodyOf('POST /api/orders/checkout')).toMatchObject({
    paymentMethod: 'flutterwave',
    currency: 'NGN',
    shippingDetails: { fullName: 'Ada Obi', country: 'NIGERIA' },
  });
  expect(checkout.mock.calls[0]![0]).toMatchObject({
    public_key: 'FLWPUBK_TEST-1',
    tx_ref: 'glow-tx-1',
    amount: 5500,
    currency: 'NGN',
    payment_options: 'card',
    customer: { email: 'ada@example.com', phone_number: '08031234567', name: 'Ada Obi' },
  });
  expect(api.bodyOf('POST /api/orders/verify')).toEqual({
    tx_ref: 'glow-tx-1',
    transaction_id: '77',
    paymentMethod: 'flutterwave',
  });
  expect(cart.get()).toEqual([]);
});

it('when Paystack is chosen, then it is opened with the amount in kobo and the order reference', async () => {
  const api = installApi();
  const setup = jest.fn((options: { callback(r: object): void }) => ({
    openIframe: () => options.callback({ reference: 'glow-tx-1', status: 'success', trans: '88' }),
  }));
  window.PaystackPop = { setup } as never;
  const user = await openCheckout();
  await fillShipping(user);
  await user.click(screen.getByRole('radio', { name: 'Paystack' }));

  await payNow(user);

  await screen.findByText(/Arrived at \/orders\/o1/);
  expect(setup.mock.calls[0]![0]).toMatchObject({
    key: 'pk_test_1',
    amount: 550_000,
    currency: 'NGN',
    ref: 'glow-tx-1',
  });
  expect(api.bodyOf('POST /api/orders/verify')).toMatchObject({
    transaction_id: '88',
    paymentMethod: 'paystack',
  });
});

it('when the payment window is closed unpaid, then Payment was not completed. shows about half a second later', async () => {
  installApi();
  fakeFlutterwave('close');
  const user = await openCheckout();
  await fillShipping(user);

  await payNow(user);

  expect(screen.queryByText('Payment was not completed.')).not.toBeInTheDocument();
  expect(await screen.findByText('Payment was not completed.', {}, { timeout: 1_500 })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
});

it('when the server refuses the checkout, then its message shows, else Failed to initiate payment', async () => {
  installApi({
    'POST /api/orders/checkout': () => ({ status: 400, body: { message: 'Your cart is empty' } }),
  });
  fakeFlutterwave('close');
  const user = await openCheckout();
  await fillShipping(user);

  await payNow(user);

  expect(await screen.findByRole('alert')).toHaveTextContent('Your cart is empty');
});

it('when the checkout fails without a message, then Failed to initiate payment shows', async () => {
  installApi({ 'POST /api/orders/checkout': () => ({ status: 500 }) });
  fakeFlutterwave('close');
  const user = await openCheckout();
  await fillShipping(user);

  await payNow(user);

  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to initiate payment');
});

it('when the provider script cannot load, then Failed to load Flutterwave payment gateway. Please try again later. shows', async () => {
  const api = installApi();
  const user = await openCheckout();
  await fillShipping(user);

  await payNow(user);
  const script = await waitFor(() => {
    const found = document.head.querySelector('script[src$="flutterwave/v3.js"]');
    if (!found) throw new Error('no script yet');
    return found;
  });
  act(() => void script.dispatchEvent(new Event('error')));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Failed to load Flutterwave payment gateway. Please try again later.',
  );
  expect(api.calls()).not.toContain('POST /api/orders/checkout');
});

it('when the script loads but defines no checkout, then Payment gateway not loaded. Please try again later. shows', async () => {
  installApi();
  const user = await openCheckout();
  await fillShipping(user);
  await user.click(screen.getByRole('radio', { name: 'Paystack' }));

  await payNow(user);
  const script = await waitFor(() => {
    const found = document.head.querySelector('script[src$="paystack/inline.js"]');
    if (!found) throw new Error('no script yet');
    return found;
  });
  act(() => void script.dispatchEvent(new Event('load')));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Payment gateway not loaded. Please try again later.',
  );
});

it('when the paid order cannot be verified, then Payment was successful, but failed to verify on server. shows', async () => {
  installApi({ 'POST /api/orders/verify': () => ({ status: 500 }) });
  fakeFlutterwave({ status: 'successful', transaction_id: 77, tx_ref: 'glow-tx-1' });
  const user = await openCheckout();
  await fillShipping(user);

  await payNow(user);

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Payment was successful, but failed to verify on server.',
  );
  await settle();
});

describe('a declined card', () => {
  const declined = 'Your card was declined. Please try again or use another card.';
  const declinedBy402 = () => ({ status: 402, body: { message: declined, order: order() } });

  it('when Flutterwave reports a failed charge, then the server records it and its declined text shows, not Payment was not completed.', async () => {
    const api = installApi({ 'POST /api/orders/verify': declinedBy402 });
    fakeFlutterwave({ status: 'failed', transaction_id: 91, tx_ref: 'glow-tx-1' });
    const user = await openCheckout();
    await fillShipping(user);

    await payNow(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(declined);
    expect(api.bodyOf('POST /api/orders/verify')).toEqual({
      tx_ref: 'glow-tx-1',
      transaction_id: '91',
      paymentMethod: 'flutterwave',
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(screen.queryByText('Payment was not completed.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  });

  it('when Paystack reports a failed charge and verify answers 402 with its own sentence, then that sentence shows', async () => {
    installApi({
      'POST /api/orders/verify': () => ({ status: 402, body: { message: 'Payment was not completed.' } }),
    });
    window.PaystackPop = {
      setup: (options: { callback(r: object): void }) => ({
        openIframe: () => options.callback({ reference: 'glow-tx-1', status: 'failed', trans: '92' }),
      }),
    } as never;
    const user = await openCheckout();
    await fillShipping(user);
    await user.click(screen.getByRole('radio', { name: 'Paystack' }));

    await payNow(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Payment was not completed.');
  });

  it('when the server cannot be asked about the failed charge, then the declined text still shows', async () => {
    installApi({ 'POST /api/orders/verify': () => ({ status: 503, body: { message: 'Payment is away' } }) });
    fakeFlutterwave({ status: 'failed', transaction_id: 93, tx_ref: 'glow-tx-1' });
    const user = await openCheckout();
    await fillShipping(user);

    await payNow(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(declined);
  });

  it('when the shopper presses Pay Now again after a decline, then the same order is paid under its reference and the order page opens', async () => {
    let attempts = 0;
    const api = installApi({
      'POST /api/orders/verify': () => {
        attempts += 1;
        if (attempts === 1) return declinedBy402();
        api.emptyCart();
        return { status: 200, body: { order: paidOrder() } };
      },
    });
    const checkout = fakeFlutterwave({ status: 'failed', transaction_id: 94, tx_ref: 'glow-tx-1' });
    const user = await openCheckout();
    await fillShipping(user);
    await payNow(user);
    await screen.findByText(declined);

    checkout.mockImplementation((options: { callback(r: object): void }) =>
      options.callback({ status: 'successful', transaction_id: 95, tx_ref: 'glow-tx-1' }),
    );
    await payNow(user);

    expect(await screen.findByText('Arrived at /orders/o1 {"paid":true}')).toBeInTheDocument();
    expect(api.calls().filter((call) => call === 'POST /api/orders/checkout')).toHaveLength(1);
    expect(checkout.mock.calls.map(([options]) => (options as unknown as { tx_ref: string }).tx_ref)).toEqual(
      ['glow-tx-1', 'glow-tx-1'],
    );
  });

  it('when the address changed after a closed window, then Pay Now places a new order, and pressing it again pays that one', async () => {
    const api = installApi();
    fakeFlutterwave('close');
    const user = await openCheckout();
    await fillShipping(user);
    await payNow(user);
    await screen.findByText('Payment was not completed.', {}, { timeout: 1_500 });

    await user.clear(screen.getByLabelText('City'));
    await user.type(screen.getByLabelText('City'), 'Lekki');
    await payNow(user);
    await payNow(user);
    await settle();

    expect(api.calls().filter((call) => call === 'POST /api/orders/checkout')).toHaveLength(2);
  });
});
