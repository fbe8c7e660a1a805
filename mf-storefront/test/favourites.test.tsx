import { act, screen, within } from '@testing-library/react';
import type { Product } from '@glow/contracts';
import { session } from '@glow/web-kit';
import {
  installFetch,
  installPendingFetch,
  product,
  shopper,
  token,
  type FakeAnswer,
} from '@glow/web-kit/testing';
import { FavouritesPage } from '../src/features/favourites';
import { renderScreen, resetBrowser, settle } from './screen-harness';

const serum: Product = { ...product('p2', 4000), name: 'Glow Serum' };
const balm: Product = { ...product('p3', 1500), name: 'Shea Balm' };

/** The favourites server; `failing` calls answer 500. */
function installFavourites(start: Product[], failing: string[] = []) {
  let liked = [...start];
  return installFetch((url, init): FakeAnswer => {
    const call = `${init.method} ${url}`;
    if (failing.includes(call)) return { status: 500 };
    if (call === 'POST /api/favourites/remove') {
      const { productId } = JSON.parse(init.body as string) as { productId: string };
      liked = liked.filter((p) => p._id !== productId);
    }
    return { status: 200, body: url.startsWith('/api/favourites') ? liked : [] };
  });
}

async function openFavourites() {
  act(() => session.login(token, shopper));
  const user = renderScreen(<FavouritesPage />, '/favourites');
  await settle();
  return user;
}

beforeEach(() => {
  act(() => session.logout());
  resetBrowser('/favourites');
});

describe('favourites page', () => {
  it('when the favourites are loading, then a spinner says so', () => {
    installPendingFetch();
    act(() => session.login(token, shopper));

    renderScreen(<FavouritesPage />, '/favourites');

    expect(screen.getByRole('status', { name: 'Loading favourites...' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Favourites' })).toBeInTheDocument();
  });

  it('when the favourites cannot be loaded, then Failed to load favourites. shows and Retry loads them', async () => {
    installFavourites([serum], ['GET /api/favourites']);
    const user = await openFavourites();

    expect(screen.getAllByText('Failed to load favourites.')).toHaveLength(2);
    installFavourites([serum]);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await settle();

    expect(screen.getByRole('link', { name: 'Glow Serum' })).toHaveAttribute('href', '/products/p2');
  });

  it('when the shopper has no favourites, then the page says so with Browse Products to /products', async () => {
    installFavourites([]);
    await openFavourites();

    expect(screen.getByText('You have no favourite products yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products');
  });

  it('when the shopper has favourites, then each shows as a card with a pressed heart; pressing it takes the product off', async () => {
    installFavourites([serum, balm]);
    const user = await openFavourites();

    expect(screen.getAllByRole('article')).toHaveLength(2);
    const heart = screen.getByRole('button', { name: 'Add Glow Serum to favourites' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');

    await user.click(heart);
    await settle();

    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(within(screen.getByRole('article')).getByRole('link', { name: 'Shea Balm' })).toBeInTheDocument();
    expect(screen.getByText('Glow Serum removed from favorites')).toBeInTheDocument();
  });
});
