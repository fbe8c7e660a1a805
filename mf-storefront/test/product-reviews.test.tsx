import { act, screen, within } from '@testing-library/react';
import type { Review } from '@glow/contracts';
import { formatDate, session } from '@glow/web-kit';
import { installFetch, shopper, token, type FakeAnswer } from '@glow/web-kit/testing';
import { ReviewsSection } from '../src/features/product-detail/reviews-section';
import { renderScreen, resetBrowser, settle } from './screen-harness';

const reviewBy = (user: { _id: string; username: string }, comment: string): Review => ({
  _id: `r-${user._id}`,
  productId: 'p2',
  user: { _id: user._id, username: user.username },
  rating: 4,
  comment,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
});

/** The catalog's reviews of p2: one per shopper, as its routes enforce (409 on a second). */
function installReviews(start: Review[]) {
  let reviews = [...start];
  return installFetch((url, init): FakeAnswer => {
    if (init.method === 'POST' && url === '/api/products/p2/reviews') {
      const { comment } = JSON.parse(init.body as string) as { comment: string };
      const review = reviewBy(shopper, comment);
      reviews = [review, ...reviews];
      return { status: 201, body: review };
    }
    if (init.method === 'DELETE') {
      reviews = reviews.filter((review) => review.user._id !== shopper._id);
      return { status: 200, body: { message: 'Review deleted' } };
    }
    return { status: 200, body: url === '/api/products/p2/reviews' ? reviews : [] };
  });
}

async function openReviews() {
  act(() => session.login(token, shopper));
  const user = renderScreen(<ReviewsSection productId="p2" />, '/products/p2');
  await settle();
  return user;
}

const section = () => screen.getByRole('region', { name: 'Reviews' });

beforeEach(() => resetBrowser('/products/p2'));

describe('adding a review', () => {
  it('when the shopper sends a review, then the form gives way to a thank-you that takes the focus', async () => {
    const fetch = installReviews([]);
    const user = await openReviews();

    await user.type(within(section()).getByLabelText('Comment'), 'Lovely on dark skin');
    await user.click(within(section()).getByRole('button', { name: 'Submit Review' }));
    await settle();

    const note = within(section()).getByRole('status');
    expect(note).toHaveTextContent('Thank you for your review! You can edit or delete your review above.');
    expect(note).toHaveFocus();
    expect(within(section()).getByRole('heading', { level: 3, name: 'Your review' })).toBeInTheDocument();
    expect(within(section()).queryByRole('button', { name: 'Submit Review' })).not.toBeInTheDocument();
    expect(within(section()).queryByLabelText('Comment')).not.toBeInTheDocument();
    expect(within(section()).getByText('Lovely on dark skin')).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });

  it('when the shopper already reviewed the product, then no form is offered; once that review is deleted, the form returns', async () => {
    installReviews([
      reviewBy(shopper, 'Nice but pricey'),
      reviewBy({ _id: 'u9', username: 'bola' }, 'Great'),
    ]);
    const user = await openReviews();

    expect(within(section()).getByRole('status')).toHaveTextContent(
      'You have reviewed this product. You can edit or delete your review above.',
    );
    expect(within(section()).queryByRole('button', { name: 'Submit Review' })).not.toBeInTheDocument();

    await user.click(within(section()).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await settle();

    expect(within(section()).getByRole('heading', { level: 3, name: 'Write a review' })).toBeInTheDocument();
    expect(within(section()).getByRole('button', { name: 'Submit Review' })).toBeInTheDocument();
  });

  it('when only other shoppers reviewed the product, then the form is offered', async () => {
    installReviews([reviewBy({ _id: 'u9', username: 'bola' }, 'Great')]);
    await openReviews();

    expect(within(section()).getByRole('button', { name: 'Submit Review' })).toBeInTheDocument();
    expect(within(section()).queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('who wrote a review', () => {
  it('when a review is by a shopper who paid for the product, then it says Verified buyer, and its date reads as every date on the site', async () => {
    installReviews([
      { ...reviewBy({ _id: 'u7', username: 'ada' }, 'Bought it twice'), verifiedBuyer: true },
      reviewBy({ _id: 'u9', username: 'bola' }, 'Looks nice'),
    ]);
    await openReviews();

    const [bought, looked] = within(section()).getAllByRole('listitem');
    expect(within(bought!).getByText('Verified buyer')).toBeInTheDocument();
    expect(within(looked!).queryByText('Verified buyer')).not.toBeInTheDocument();
    expect(within(bought!).getByText(formatDate('2026-11-20T10:00:00.000Z'))).toHaveAttribute(
      'datetime',
      '2026-11-20T10:00:00.000Z',
    );
    expect(formatDate('2026-11-20T10:00:00.000Z')).toBe('20 Nov 2026');
  });
});
