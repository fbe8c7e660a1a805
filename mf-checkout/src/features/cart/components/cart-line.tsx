import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { CartItem } from '@glow/contracts';
import { commerce, lineName, useCurrency, VisuallyHidden } from '@glow/web-kit';
import { lineTotal, unitPrice } from '../cart-total';
import type { LineStock } from '../line-stock';
import styles from '../cart-page.module.css';
import { QuantityStepper } from './quantity-stepper';

/** The spec's fallback picture for a cart line without one: the shell ships it at the site root. */
export const cartImageFallback = '/placeholder-image.png';

/**
 * One cart line: picture, name (to the product), unit price, quantity stepper, line total, Remove.
 * A line holding more than is left says so, and offers to reduce it to what is left. A shade's line
 * is named with it ('Matte Lip Crayon — Shade: Chestnut'), shows its pictures, links to the product
 * with that shade chosen, and names its variant in every call.
 */
export function CartLine({ item, stock }: { item: CartItem; stock: LineStock }) {
  const { product, quantity, variant } = item;
  const { format } = useCurrency();
  const [busy, setBusy] = useState(false);
  const problemId = useId();
  const run = async (call: () => Promise<boolean>) => {
    setBusy(true);
    await call();
    setBusy(false);
  };
  const unit = unitPrice(product);
  const discounted = unit < product.price;
  const name = lineName(product.name, variant?.options, product.options);
  const variantId = variant?._id;
  const href = `/products/${product._id}${variant ? `?variant=${encodeURIComponent(variant._id)}` : ''}`;
  const image = product.images[0]?.url || cartImageFallback;

  return (
    <li className={styles.line} aria-busy={busy}>
      <Link to={href} tabIndex={-1} aria-hidden="true" className={styles.imageLink}>
        <img className={styles.image} src={image} alt="" width={80} height={80} loading="lazy" />
      </Link>
      <div className={styles.details}>
        <Link to={href} className={styles.name}>
          {name}
        </Link>
        <p className={styles.unitPrice}>
          <span>{format(unit)}</span>
          {discounted && (
            <del className={styles.original}>
              <VisuallyHidden>was </VisuallyHidden>
              {format(product.price)}
            </del>
          )}
        </p>
        {stock.problem && (
          <p id={problemId} className={styles.stockProblem}>
            {stock.problem}
          </p>
        )}
      </div>
      <div className={styles.controls}>
        <QuantityStepper
          name={name}
          quantity={quantity}
          busy={busy}
          max={stock.max}
          describedBy={stock.problem ? problemId : undefined}
          onChange={(next) => void run(() => commerce.updateCartQuantity(product, next, variantId))}
        />
        {stock.left !== null && stock.left > 0 && (
          <button
            type="button"
            className={styles.reduce}
            disabled={busy}
            onClick={() => void run(() => commerce.updateCartQuantity(product, stock.left!, variantId))}
          >
            Reduce to {stock.left}
            <VisuallyHidden>: {name}</VisuallyHidden>
          </button>
        )}
        <p className={styles.lineTotal}>{format(lineTotal(item))}</p>
        <button
          type="button"
          className={styles.remove}
          disabled={busy}
          onClick={() => void run(() => commerce.removeFromCart(product, variantId))}
        >
          Remove<VisuallyHidden> {name}</VisuallyHidden>
        </button>
      </div>
    </li>
  );
}
