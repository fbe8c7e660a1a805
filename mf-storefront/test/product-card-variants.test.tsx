import { act, screen, within } from '@testing-library/react';
import { Route, Routes, useParams } from 'react-router-dom';
import type { Product } from '@glow/contracts';
import { currency, session } from '@glow/web-kit';
import { installFetch, product, shopper, token } from '@glow/web-kit/testing';
import { ProductCard, type ProductCardLayout } from '../src/components/catalog/product-card';
import { renderScreen, resetBrowser, settle } from './screen-harness';

const crayon: Product = {
  ...product('p1', 4500),
  name: 'Matte Lip Crayon',
  maxPrice: 5000,
  options: [
    {
      name: 'Shade',
      values: ['Chestnut', 'Ebony', 'Rose', 'Mocha'].map((value) => ({ value, swatch: '#8d5524' })),
    },
  ],
};

const cream: Product = {
  ...product('p2', 3000),
  name: 'Shea Body Cream',
  maxPrice: 3000,
  options: [{ name: 'Size', values: [{ value: '100 ml' }, { value: '250 ml' }] }],
};

const serum: Product = { ...product('p3', 4000), name: 'Glow Serum', discountPrice: 3000, maxPrice: 3000 };

function ProductPage() {
  return <h1>Product page {useParams().id}</h1>;
}

async function openShopWith(card: Product, layout?: ProductCardLayout) {
  const user = renderScreen(
    <Routes>
      <Route path="/products" element={<ProductCard product={card} layout={layout} />} />
      <Route path="/products/:id" element={<ProductPage />} />
    </Routes>,
    '/products',
  );
  await settle();
  return user;
}

let fetch: ReturnType<typeof installFetch>;
beforeEach(() => {
  resetBrowser('/products');
  fetch = installFetch(() => ({ status: 200, body: [] }));
  act(() => currency.setSelected('NGN'));
  act(() => session.login(token, shopper));
});

describe('product card with options', () => {
  it.each<ProductCardLayout>(['standard', 'compact', 'list'])(
    'when a %s card shows a product in four shades at two prices, then it says 4 shades and the price range',
    async (layout) => {
      await openShopWith(crayon, layout);

      const card = screen.getByRole('article');
      expect(within(card).getByText('4 shades')).toBeInTheDocument();
      expect(within(card).getByText('₦4,500.00 – ₦5,000.00')).toBeInTheDocument();
    },
  );

  it('when the shopper presses Choose shade, then the product page opens and nothing is added', async () => {
    const user = await openShopWith(crayon);

    await user.click(screen.getByRole('link', { name: /^Choose shade\s?: Matte Lip Crayon$/ }));
    await settle();

    expect(screen.getByRole('heading', { level: 1, name: 'Product page p1' })).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([url]) => String(url).startsWith('/api/cart/'))).toEqual([]);
  });

  it('when a product comes in two sizes at one price, then the card says 2 sizes and shows one price', async () => {
    await openShopWith(cream);

    const card = screen.getByRole('article');
    expect(within(card).getByText('2 sizes')).toBeInTheDocument();
    expect(within(card).getByText('₦3,000.00')).toBeInTheDocument();
    expect(within(card).queryByText(/–/)).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /^Choose size\s?: Shea Body Cream$/ })).toHaveAttribute(
      'href',
      '/products/p2',
    );
  });

  it('when a product without options is shown, then the card reads as before: its discount, no count, Add to Cart', async () => {
    await openShopWith(serum);

    const card = screen.getByRole('article');
    expect(within(card).getByText('₦3,000.00')).toBeInTheDocument();
    expect(within(card).getByText('₦4,000.00', { exact: false })).toBeInTheDocument();
    expect(within(card).queryByText(/shades?|sizes?/)).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /^Add to Cart\s?: Glow Serum$/ })).toBeEnabled();
  });

  it('when every shade is sold out, then the card says Out of stock on a disabled button', async () => {
    await openShopWith({ ...crayon, stock: 0 });

    expect(screen.getByRole('button', { name: /^Out of stock\s?: Matte Lip Crayon$/ })).toBeDisabled();
    expect(screen.queryByRole('link', { name: /Choose/ })).not.toBeInTheDocument();
  });
});
