import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { Product } from '@glow/contracts';
import { session } from '@glow/web-kit';
import { installFetch, product, shopper, token, type FakeAnswer } from '@glow/web-kit/testing';
import { ProductSummary } from '../src/features/product-detail/product-summary';
import { renderScreen, resetBrowser, settle } from './screen-harness';

const serum: Product = { ...product('p2', 4000), name: 'Glow Serum' };

/** The favourites server: add and remove answer the full list, as the spec says. */
function installFavourites() {
  let liked: Product[] = [];
  return installFetch((url): FakeAnswer => {
    if (url === '/api/favourites/add') liked = [serum];
    if (url === '/api/favourites/remove') liked = [];
    return { status: 200, body: url.startsWith('/api/favourites') ? liked : [] };
  });
}

const heartIsFilled = (button: HTMLElement) =>
  button.querySelector('path')?.getAttribute('fill') === 'currentColor';

beforeEach(() => {
  resetBrowser('/products/p2');
  installFavourites();
  act(() => session.login(token, shopper));
});

describe('product page favourite button', () => {
  it('when the shopper adds the product, then the button says Remove from Favourites with a filled heart; pressing it removes and says Add to Favourites again', async () => {
    const user = renderScreen(
      <Routes>
        <Route path="/products/*" element={<ProductSummary product={serum} />} />
      </Routes>,
      '/products/p2',
    );
    await settle();
    const add = screen.getByRole('button', { name: 'Add to Favourites' });
    expect(heartIsFilled(add)).toBe(false);

    await user.click(add);
    await settle();

    const remove = screen.getByRole('button', { name: 'Remove from Favourites' });
    expect(heartIsFilled(remove)).toBe(true);
    expect(remove).not.toHaveAttribute('aria-pressed');
    expect(screen.getByText('Glow Serum added to favorites')).toBeInTheDocument();

    await user.click(remove);
    await settle();

    expect(heartIsFilled(screen.getByRole('button', { name: 'Add to Favourites' }))).toBe(false);
    expect(screen.queryByRole('button', { name: 'Remove from Favourites' })).not.toBeInTheDocument();
    expect(screen.getByText('Glow Serum removed from favorites')).toBeInTheDocument();
  });
});
