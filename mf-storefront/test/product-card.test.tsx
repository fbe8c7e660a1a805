import { act, screen, within } from '@testing-library/react';
import { Route, Routes, useParams } from 'react-router-dom';
import type { Product } from '@glow/contracts';
import { session } from '@glow/web-kit';
import { installFetch, product, shopper, token } from '@glow/web-kit/testing';
import { ProductCard, type ProductCardLayout } from '../src/components/catalog/product-card';
import { renderScreen, resetBrowser, settle } from './screen-harness';

const serum: Product = {
  ...product('p2', 4000),
  name: 'Glow Serum',
  discountPrice: 3000,
  images: [{ url: '/uploads/serum.webp', public_id: 'serum' }],
};

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

/** The cart and favourites servers: both empty until the product is added. */
function installCommerce() {
  const added = new Set<string>();
  return installFetch((url) => {
    const list = url.startsWith('/api/cart') ? 'cart' : 'favourites';
    if (url.endsWith('/add')) added.add(list);
    const item = list === 'cart' ? { product: serum, quantity: 1 } : serum;
    return { status: 200, body: added.has(list) ? [item] : [] };
  });
}

beforeEach(() => {
  act(() => session.logout());
  resetBrowser('/products');
  installCommerce();
});

describe('product card', () => {
  it.each<ProductCardLayout>(['standard', 'compact', 'list'])(
    'when a %s card shows a product, then its name is the one link, to /products/{id}, with nothing interactive inside it',
    async (layout) => {
      await openShopWith(serum, layout);

      const card = screen.getByRole('article');
      const links = within(card).getAllByRole('link');
      expect(links).toHaveLength(1);
      expect(links[0]).toHaveAccessibleName('Glow Serum');
      expect(links[0]).toHaveAttribute('href', '/products/p2');
      expect(within(links[0]!).queryByRole('button')).not.toBeInTheDocument();
      expect(within(card).getAllByRole('button')).toHaveLength(2);
    },
  );

  it('when the shopper clicks the product name, then the product page opens', async () => {
    const user = await openShopWith(serum);

    await user.click(screen.getByRole('link', { name: 'Glow Serum' }));

    expect(screen.getByRole('heading', { level: 1, name: 'Product page p2' })).toBeInTheDocument();
  });

  it('when the shopper presses Add to Cart, then the product goes into the cart and the card stays', async () => {
    const fetch = installCommerce();
    act(() => session.login(token, shopper));
    const user = await openShopWith(serum);

    await user.click(screen.getByRole('button', { name: /^Add to Cart/ }));
    await settle();

    expect(fetch.mock.calls.some(([url]) => url === '/api/cart/add')).toBe(true);
    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    expect(screen.getByRole('article')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Product page/ })).not.toBeInTheDocument();
  });

  it('when the shopper presses the heart, then the product becomes a favourite and the card stays', async () => {
    act(() => session.login(token, shopper));
    const user = await openShopWith(serum);

    await user.click(screen.getByRole('button', { name: 'Add Glow Serum to favourites' }));
    await settle();

    expect(await screen.findByText('Glow Serum added to favorites')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Glow Serum to favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.queryByRole('heading', { name: /Product page/ })).not.toBeInTheDocument();
  });

  it('when a product has no picture, then the card says No Image Available and still links by its name', async () => {
    await openShopWith({ ...serum, images: [] });

    expect(within(screen.getByRole('article')).getByText('No Image Available')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Glow Serum' })).toHaveAttribute('href', '/products/p2');
  });
});
