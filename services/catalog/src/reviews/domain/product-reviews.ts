import type { Review, TokenClaims } from '@glow/contracts';
import {
  conflict,
  forbidden,
  notFound,
  type ActingAdmin,
  type Database,
  type Fields,
  type Outbox,
  type PoolClient,
} from '@glow/service-kit';
import { ProductRepository } from '../../products/data/product-repository';
import { recordCatalogAction } from '../../products/domain/admin-actions';
import { productNotFound } from '../../products/domain/product-catalogue';
import { productSnapshot } from '../../products/domain/product-snapshot';
import { ReviewRepository } from '../data/review-repository';

export const reviewNotFound = 'Review not found';
export const alreadyReviewed = 'Product already reviewed';
export const notYourReview = 'Not authorized to change this review';

/** A review as the activity log shows it, when an admin deletes another user's. */
function reviewOnRecord(review: Review): Fields {
  return {
    productId: review.productId,
    userId: review.user._id,
    rating: review.rating,
    comment: review.comment,
  };
}

export interface ReviewText {
  rating: number;
  comment: string;
}

type ReviewAction = 'added' | 'updated' | 'deleted';

/** Who removes a review, and from which request: an admin removing another's review is put on record. */
export interface ReviewRemover extends TokenClaims {
  origin: ActingAdmin;
}

/**
 * Shoppers' reviews of a product. Every change locks the product, recounts its rating from the
 * reviews, and announces both the review (`catalog.review.changed`, for open product pages) and the
 * product's new snapshot (`catalog.product.upserted`) in the same transaction.
 */
export class ProductReviews {
  constructor(
    private readonly db: Database,
    private readonly outbox: Outbox,
  ) {}

  async list(productId: string): Promise<Review[]> {
    const products = new ProductRepository(this.db.pool);
    if (!(await products.findById(productId))) throw notFound(productNotFound);
    return new ReviewRepository(this.db.pool).listForProduct(productId);
  }

  add(productId: string, author: TokenClaims, text: ReviewText): Promise<Review> {
    return this.db.transaction(async (client) => {
      const reviews = new ReviewRepository(client);
      if (!(await reviews.lockProduct(productId))) throw notFound(productNotFound);
      const id = await reviews.insert(productId, author._id, text.rating, text.comment);
      if (!id) throw conflict(alreadyReviewed);
      return this.announce(client, 'added', id);
    });
  }

  /** `productId` narrows the lookup when the route names the product too. */
  edit(reviewId: string, actor: TokenClaims, text: ReviewText): Promise<Review> {
    return this.changeOwned(reviewId, actor, undefined, async (client, reviews) => {
      await reviews.update(reviewId, text.rating, text.comment);
      return this.announce(client, 'updated', reviewId);
    });
  }

  remove(reviewId: string, actor: ReviewRemover, productId?: string): Promise<Review> {
    return this.changeOwned(reviewId, actor, productId, async (client, reviews) => {
      const review = (await reviews.findById(reviewId))!;
      await reviews.delete(reviewId);
      const aggregate = await reviews.recount(review.productId);
      await this.publish(client, 'deleted', review, aggregate);
      if (review.user._id !== actor._id)
        await recordCatalogAction(client, this.outbox, {
          ...actor.origin,
          action: 'review.deleted',
          subject: { type: 'review', id: reviewId },
          before: reviewOnRecord(review),
        });
      return review;
    });
  }

  private async changeOwned(
    reviewId: string,
    actor: TokenClaims,
    productId: string | undefined,
    change: (client: PoolClient, reviews: ReviewRepository) => Promise<Review>,
  ): Promise<Review> {
    return this.db.transaction(async (client) => {
      const reviews = new ReviewRepository(client);
      const found = await reviews.findById(reviewId);
      if (!found || (productId !== undefined && found.productId !== productId))
        throw notFound(reviewNotFound);
      if (found.user._id !== actor._id && !actor.isAdmin) throw forbidden(notYourReview);
      await reviews.lockProduct(found.productId);
      // The review may have gone while this transaction waited for the lock.
      if (!(await reviews.findById(reviewId))) throw notFound(reviewNotFound);
      return change(client, reviews);
    });
  }

  private async announce(client: PoolClient, action: ReviewAction, reviewId: string): Promise<Review> {
    const reviews = new ReviewRepository(client);
    const review = (await reviews.findById(reviewId))!;
    await this.publish(client, action, review, await reviews.recount(review.productId));
    return review;
  }

  private async publish(
    client: PoolClient,
    action: ReviewAction,
    review: Review,
    aggregate: { averageRating: number; numReviews: number },
  ): Promise<void> {
    const { productId, updatedAt: _updatedAt, ...announced } = review;
    await this.outbox.add(client, 'catalog.review.changed', {
      key: productId,
      data: { action, productId, review: announced, ...aggregate },
    });
    const product = (await new ProductRepository(client).findById(productId))!;
    await this.outbox.add(client, 'catalog.product.upserted', {
      key: productId,
      data: productSnapshot(product),
    });
  }
}
