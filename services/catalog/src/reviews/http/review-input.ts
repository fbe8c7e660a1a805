import { badRequest } from '@glow/service-kit';
import { z } from 'zod';
import type { ReviewText } from '../domain/product-reviews';

export const blankComment = 'Please enter a comment';
export const badRating = 'Rating must be a whole number from 1 to 5';
const defaultRating = 5;
const maxCommentLength = 2000;

/** The body `parseReviewText` accepts, for the API description. */
export const reviewTextSchema = z.object({
  rating: z.union([z.number().int().min(1).max(5), z.string().regex(/^[1-5]$/)]).optional(),
  comment: z.string().min(1).max(maxCommentLength),
});

/** `{ rating?, comment }` from a review form: the texts the shopper sees, word for word. */
export function parseReviewText(body: unknown): ReviewText {
  const { rating = defaultRating, comment } = (body ?? {}) as { rating?: unknown; comment?: unknown };
  const asNumber = typeof rating === 'string' && rating.trim() !== '' ? Number(rating) : rating;
  if (typeof asNumber !== 'number' || !Number.isInteger(asNumber) || asNumber < 1 || asNumber > 5) {
    throw badRequest(badRating);
  }
  if (typeof comment !== 'string' || comment.trim() === '') throw badRequest(blankComment);
  if (comment.length > maxCommentLength) {
    throw badRequest(`A review may be at most ${maxCommentLength} characters long`);
  }
  return { rating: asNumber, comment: comment.trim() };
}
