import { act, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { Product } from '@glow/contracts';
import { session } from '@glow/web-kit';
import { installFetch, product, shopper, token } from '@glow/web-kit/testing';
import { ProductCard, type ProductCardLayout } from '../src/components/catalog/product-card';
import { ProductSummary } from '../src/features/product-detail/product-summary';
import { renderScreen, resetBrowser, settle } from './screen-harness';

const polish: Product = { ...product('p7', 2500), name: 'Gel Nail Polish', stock: 0 };
const razor: Product = { ...product('p8', 9000), name: 'Safety Razor', stock: 3 };
const cream: Product = { ...product('p9', 4500), name: 'Body Cream', stock: null };

async function show(screenUnderTest: ReactNode) {
  const user = renderScreen(
    <Routes>
      <Route path="/products/*" element={screenUnderTest} />
    </Routes>,
    '/products/x',
  );
  await settle();
  return user;
}

let fetch: ReturnType<typeof installFetch>;
beforeEach(() => {
  resetBrowser('/products/x');
  fetch = installFetch(() => ({ status: 200, body: [] }));
  act(() => session.login(token, shopper));
});

const cartAdds = () => fetch.mock.calls.filter(([url]) => url === '/api/cart/add');

describe('product card and stock', () => {
  it.each<ProductCardLayout>(['standard', 'compact', 'list'])(
    'when a %s card shows a sold-out product, then its button reads Out of stock and is disabled',
    async (layout) => {
      await show(<ProductCard product={polish} layout={layout} />);

      const card = screen.getByRole('article');
      const button = within(card).getByRole('button', { name: /^Out of stock\s?: Gel Nail Polish$/ });
      expect(button).toBeDisabled();
      expect(within(card).queryByRole('button', { name: /Add to Cart/ })).not.toBeInTheDocument();
    },
  );

  it.each([
    ['a tracked product with units left', razor],
    ['an untracked product', cream],
  ])('when a card shows %s, then Add to Cart is offered', async (_case, shown) => {
    await show(<ProductCard product={shown} />);

    expect(screen.getByRole('button', { name: /^Add to Cart/ })).toBeEnabled();
    expect(screen.queryByText('Out of stock')).not.toBeInTheDocument();
  });
});

describe('product page and stock', () => {
  it('when the product is sold out, then Add to Cart reads Out of stock, is disabled and no quantity is offered', async () => {
    await show(<ProductSummary product={polish} />);

    expect(screen.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
    expect(screen.queryByRole('group', { name: 'Quantity' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Favourites' })).toBeEnabled();
  });

  it('when the stock is tracked, then the stepper stops at what is left and says so', async () => {
    const user = await show(<ProductSummary product={razor} />);
    const increase = screen.getByRole('button', { name: 'Increase quantity' });

    await user.click(increase);
    await user.click(increase);

    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(3);
    expect(increase).toBeDisabled();
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveAccessibleDescription('Only 3 left');

    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await settle();
    expect(cartAdds()).toHaveLength(1);
    expect(JSON.parse(cartAdds()[0]![1].body as string)).toEqual({ productId: 'p8', quantity: 3 });
  });

  it('when more than is left is typed, then the field says Only N left and Add to Cart refuses it', async () => {
    const user = await show(<ProductSummary product={razor} />);
    const field = screen.getByRole('spinbutton', { name: 'Quantity' });

    await user.clear(field);
    await user.type(field, '5');

    expect(screen.getByRole('alert')).toHaveTextContent('Only 3 left');
    expect(field).toBeInvalid();
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await settle();
    expect(cartAdds()).toEqual([]);
    expect(screen.getAllByText('Only 3 left').length).toBeGreaterThan(1);

    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(field).toHaveValue(3);
    expect(field).toBeValid();
  });

  it('when the stock is not tracked, then the stepper goes on without a stock note', async () => {
    const user = await show(<ProductSummary product={cream} />);

    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));

    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(2);
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeEnabled();
    expect(screen.queryByText(/left/)).not.toBeInTheDocument();
  });
});
