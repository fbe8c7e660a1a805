import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { currency, useCurrency, writeToken } from '../src';
import { resetCurrencyForTests, snapshotRetryMs } from '../src/currency/currency-store';
import { installFetch, installPendingFetch, rejectedToken, sessionExpired, token } from '../src/testing';

const ratesAnswer = {
  base: 'NGN',
  rates: { NGN: 1, USD: 0.00065, EUR: 0.0006 },
  updatedAt: '2026-11-21T00:00:00Z',
  source: 'live',
};

beforeEach(() => {
  localStorage.clear();
  resetCurrencyForTests();
});

function Price({ ngn }: { ngn: number }) {
  const { format, loading, error } = useCurrency();
  if (loading) return <p>Loading rates</p>;
  return (
    <>
      {error && <p role="alert">{error}</p>}
      <p>{format(ngn)}</p>
    </>
  );
}

test('when the rates are loading, then the hook says so, and once loaded prices use the rate', async () => {
  localStorage.setItem('selectedCurrency', 'USD');
  resetCurrencyForTests();
  const pending = installPendingFetch();

  render(<Price ngn={10000} />);

  expect(screen.getByText('Loading rates')).toBeInTheDocument();
  await act(async () => pending.answer({ status: 200, body: ratesAnswer }));
  expect(await screen.findByText('$6.50')).toBeInTheDocument();
  expect(pending.fetch.mock.calls[0]![0]).toBe('/api/exchange-rates');
});

test('when the rates cannot be fetched, then the spec error shows and prices fall back to rate 1', async () => {
  localStorage.setItem('selectedCurrency', 'EUR');
  resetCurrencyForTests();
  installFetch(() => ({ status: 503, body: { message: 'upstream down' } }));

  render(<Price ngn={1500} />);

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Unable to fetch exchange rates. Please try again later.',
  );
  expect(screen.getByText('€1,500.00')).toBeInTheDocument();
});

test('when the catalog answers its shipped snapshot, then prices use it, its date is known, and live rates replace it a minute later', async () => {
  jest.useFakeTimers();
  try {
    localStorage.setItem('selectedCurrency', 'USD');
    resetCurrencyForTests();
    const snapshot = { ...ratesAnswer, updatedAt: '2026-11-02T00:00:00Z', source: 'snapshot', stale: true };
    let answer: object = snapshot;
    const fetch = installFetch(() => ({ status: 200, body: answer }));
    const { result } = renderHook(() => useCurrency());

    await waitFor(() => expect(result.current.snapshotDate).toBe('2026-11-02T00:00:00Z'));
    expect(result.current.format(10000)).toBe('$6.50');

    answer = { ...ratesAnswer, rates: { NGN: 1, USD: 0.0007 } };
    await act(async () => jest.advanceTimersByTime(snapshotRetryMs));
    await waitFor(() => expect(result.current.snapshotDate).toBeNull());
    expect(result.current.format(10000)).toBe('$7.00');
    expect(fetch).toHaveBeenCalledTimes(2);
  } finally {
    jest.useRealTimers();
  }
});

test('when several screens use the currency, then the rates are fetched once', async () => {
  const fetch = installFetch(() => ({ status: 200, body: ratesAnswer }));

  render(
    <>
      <Price ngn={1} />
      <Price ngn={2} />
    </>,
  );
  await screen.findByText('₦1.00');

  expect(fetch).toHaveBeenCalledTimes(1);
});

test('when a currency is chosen, then it is saved and every price re-formats', async () => {
  installFetch(() => ({ status: 200, body: ratesAnswer }));
  render(<Price ngn={10000} />);
  await screen.findByText('₦10,000.00');

  act(() => currency.setSelected('USD'));

  expect(screen.getByText('$6.50')).toBeInTheDocument();
  expect(localStorage.getItem('selectedCurrency')).toBe('USD');
});

test('when an unsupported currency is chosen, then the choice is ignored', () => {
  currency.setSelected('BTC');

  expect(currency.get().selected).toBe('NGN');
  expect(localStorage.getItem('selectedCurrency')).toBeNull();
});

test('when the stored currency is corrupt, then NGN is selected and the value is cleared', async () => {
  localStorage.setItem('selectedCurrency', 'XYZ');
  resetCurrencyForTests();
  installFetch(() => ({ status: 200, body: ratesAnswer }));

  const { result } = renderHook(() => useCurrency());

  await waitFor(() => expect(result.current.loading).toBe(false));
  expect(result.current.selected).toBe('NGN');
  expect(localStorage.getItem('selectedCurrency')).toBeNull();
});

test('when the token is refused and the session is over, then the rates load on a second try without it', async () => {
  writeToken(token);
  const fetch = installFetch((url, init) => {
    if (url === '/api/users/refresh') return sessionExpired;
    return (init.headers as Record<string, string>).Authorization
      ? rejectedToken
      : { status: 200, body: ratesAnswer };
  });

  const { result } = renderHook(() => useCurrency());

  await waitFor(() => expect(result.current.loading).toBe(false));
  expect(result.current.error).toBeNull();
  expect(result.current.rates).toEqual(ratesAnswer.rates);
  expect(fetch).toHaveBeenCalledTimes(3);
});
