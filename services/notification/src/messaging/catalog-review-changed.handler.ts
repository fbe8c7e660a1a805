import { allRoom } from '../domain/rooms';
import type { TopicHandler } from './topic-handler';

/** Product pages of every visitor refresh their reviews and rating. */
export const catalogReviewChanged: TopicHandler<'catalog.review.changed'> = {
  topic: 'catalog.review.changed',
  toPush: ({ action, productId, review, averageRating, numReviews }) =>
    action === 'deleted'
      ? {
          event: 'reviewDeleted',
          rooms: [allRoom],
          payload: { productId, reviewId: review._id, averageRating, numReviews },
        }
      : {
          event: action === 'added' ? 'reviewAdded' : 'reviewUpdated',
          rooms: [allRoom],
          payload: { productId, review, averageRating, numReviews },
        },
};
