import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { Review } from '@glow/contracts';
import { Button, ConfirmDialog, ErrorBox, errorText, formatDate, toast, useSession } from '@glow/web-kit';
import {
  reviewDeleteFailed,
  reviewUpdateFailed,
  reviewsFailed,
  reviewsQuery,
  useAddReview,
  useDeleteReview,
  useEditReview,
} from './product-api';
import styles from './product-detail.module.css';
import { StarPicker, Stars } from './star-picker';

export const blankComment = 'Please enter a comment';
export const loginToReview = 'Please login to add a review.';
export const reviewThanks = 'Thank you for your review!';
export const alreadyReviewed = 'You have reviewed this product.';
export const changeYourReview = 'You can edit or delete your review above.';

/** Rating and comment, used to add a review and to edit one. */
function ReviewForm(props: {
  initial?: { rating: number; comment: string };
  submitLabel: string;
  busy: boolean;
  onSubmit(input: { rating: number; comment: string }): void;
  onCancel?(): void;
}) {
  const id = useId();
  const [rating, setRating] = useState(props.initial?.rating ?? 5);
  const [comment, setComment] = useState(props.initial?.comment ?? '');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!comment.trim()) {
      setError(blankComment);
      return;
    }
    setError(null);
    props.onSubmit({ rating, comment: comment.trim() });
  };
  return (
    <form className={styles.reviewForm} onSubmit={submit} noValidate>
      <StarPicker value={rating} onChange={setRating} name={`${id}-rating`} />
      <label htmlFor={`${id}-comment`}>Comment</label>
      <textarea
        id={`${id}-comment`}
        rows={4}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
      <ErrorBox text={error} />
      <div className={styles.formButtons}>
        <Button type="submit" disabled={props.busy}>
          {props.submitLabel}
        </Button>
        {props.onCancel && (
          <Button variant="secondary" onClick={props.onCancel} disabled={props.busy}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

function ReviewItem({
  review,
  productId,
  canChange,
}: {
  review: Review;
  productId: string;
  canChange: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const edit = useEditReview(productId);
  const remove = useDeleteReview(productId);

  if (editing) {
    return (
      <li className={styles.review}>
        <ReviewForm
          initial={review}
          submitLabel="Save"
          busy={edit.isPending}
          onCancel={() => setEditing(false)}
          onSubmit={(input) =>
            edit.mutate(
              { id: review._id, input },
              {
                onSuccess: () => {
                  toast.success('Review updated successfully');
                  setEditing(false);
                },
                onError: (error) => toast.error(errorText(error, reviewUpdateFailed)),
              },
            )
          }
        />
      </li>
    );
  }
  return (
    <li className={styles.review}>
      <div className={styles.reviewHead}>
        <strong>{review.user.username}</strong>
        {review.verifiedBuyer && <span className={styles.verifiedBuyer}>Verified buyer</span>}
        <Stars rating={review.rating} />
        <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
      </div>
      <p className={styles.comment}>{review.comment}</p>
      {canChange && (
        <div className={styles.formButtons}>
          <Button variant="secondary" onClick={() => setEditing(true)}>
            Edit
          </Button>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            Delete
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title="Delete review"
        message="Do you really want to delete this review?"
        confirmLabel="Delete"
        danger
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          // mutateAsync: the review (and this item) is gone once the list reloads, before mutate's callbacks would run.
          try {
            await remove.mutateAsync(review._id);
            toast.success('Review deleted');
          } catch (error) {
            setConfirming(false);
            toast.error(errorText(error, reviewDeleteFailed));
          }
        }}
      />
    </li>
  );
}

/**
 * The add-review form, or, once the shopper has a review here (the catalog takes one per shopper
 * and product), a note saying so: thanks right after sending, and a pointer to Edit and Delete.
 */
function AddReview({ productId, reviewed }: { productId: string; reviewed: boolean }) {
  const add = useAddReview(productId);
  const [thanked, setThanked] = useState(false);
  const note = useRef<HTMLParagraphElement>(null);
  // The form and its focused button are gone: focus goes to the words that replaced them.
  useEffect(() => {
    if (thanked && reviewed) note.current?.focus();
  }, [thanked, reviewed]);
  if (reviewed)
    return (
      <>
        <h3>Your review</h3>
        <p ref={note} tabIndex={-1} role="status" className={styles.reviewed}>
          {thanked ? reviewThanks : alreadyReviewed} {changeYourReview}
        </p>
      </>
    );
  return (
    <>
      <h3>Write a review</h3>
      <ErrorBox text={add.isError ? errorText(add.error, 'Failed to add review') : null} />
      <ReviewForm
        submitLabel="Submit Review"
        busy={add.isPending}
        onSubmit={(input) =>
          add.mutate(input, {
            onSuccess: () => {
              toast.success('Review added successfully');
              setThanked(true);
            },
          })
        }
      />
    </>
  );
}

/** The product's reviews, newest first, and the form to add one (signed-in shoppers). */
export function ReviewsSection({ productId }: { productId: string }) {
  const { user } = useSession();
  const reviews = useQuery(reviewsQuery(productId));
  const reviewed = !!user && !!reviews.data?.some((review) => review.user._id === user._id);

  return (
    <section className={styles.block} aria-labelledby="reviews-heading">
      <h2 id="reviews-heading">Reviews</h2>
      {reviews.isPending ? (
        <p className={styles.muted}>Loading reviews...</p>
      ) : reviews.isError ? (
        <p className={styles.muted}>{errorText(reviews.error, reviewsFailed)}</p>
      ) : reviews.data.length === 0 ? (
        <p className={styles.muted}>No reviews yet.</p>
      ) : (
        <ul className={styles.reviews}>
          {reviews.data.map((review) => (
            <ReviewItem
              key={review._id}
              review={review}
              productId={productId}
              canChange={!!user && (user.isAdmin || user._id === review.user._id)}
            />
          ))}
        </ul>
      )}
      {user ? (
        <AddReview productId={productId} reviewed={reviewed} />
      ) : (
        <>
          <h3>Write a review</h3>
          <p>
            <Link to="/login">{loginToReview}</Link>
          </p>
        </>
      )}
    </section>
  );
}
