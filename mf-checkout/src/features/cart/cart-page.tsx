import { useEffect, type ReactNode } from 'react';
import type { CartItem } from '@glow/contracts';
import { Link } from 'react-router-dom';
import {
  Button,
  ErrorBox,
  Spinner,
  cart,
  lineKeyOf,
  useCart,
  useCartStatus,
  useDocumentTitle,
  useStockShortages,
  EmptyState,
  emptyStateActionClass,
} from '@glow/web-kit';
import styles from './cart-page.module.css';
import { CartLine } from './components/cart-line';
import { ClearCart } from './components/clear-cart';
import { OrderSummary } from './components/order-summary';
import { lineStock } from './line-stock';

export const emptyCart = 'Your cart is empty.';

/** What the checkout adds to the page: a summary in place of the cart's, and a part under the items. */
export interface CheckoutSlots {
  summary(items: readonly CartItem[]): ReactNode;
  details(items: readonly CartItem[]): ReactNode;
}

function CartBody({ checkout }: { checkout?: CheckoutSlots }) {
  const items = useCart();
  const { loaded, loading, error } = useCartStatus();
  const shortages = useStockShortages();
  // A shortage names its variant, or none for a product's default variant (whose id is the product's).
  const shortageOf = (item: CartItem) =>
    shortages.find(
      (shortage) =>
        shortage.productId === item.product._id &&
        (shortage.variantId ?? shortage.productId) === lineKeyOf(item),
    );

  if (!loaded && error)
    return (
      <div className={styles.failure}>
        <ErrorBox text={error} />
        <Button variant="secondary" onClick={() => void cart.load()} disabled={loading}>
          Retry
        </Button>
      </div>
    );
  // Until the server answers, the cart this device mirrored is shown, if it holds anything.
  if (!loaded && items.length === 0) return <Spinner label="Loading cart..." />;
  if (items.length === 0)
    return (
      <EmptyState text={emptyCart}>
        <Link className={emptyStateActionClass} to="/products">
          Continue Shopping
        </Link>
      </EmptyState>
    );
  return (
    <div className={styles.layout}>
      <div className={styles.items}>
        <ul className={styles.lines} aria-label="Cart items">
          {items.map((item) => (
            <CartLine key={lineKeyOf(item)} item={item} stock={lineStock(item, shortageOf(item))} />
          ))}
        </ul>
        <div className={styles.itemActions}>
          <ClearCart />
        </div>
        {checkout?.details(items)}
      </div>
      {checkout ? checkout.summary(items) : <OrderSummary items={items} />}
    </div>
  );
}

/** /cart-checkout: lines, clear, and the order summary, or the checkout's when it is given. */
export function CartPage({ checkout }: { checkout?: CheckoutSlots }) {
  useDocumentTitle('Cart');
  // The cart loads on sign-in; opening the page asks again, since another tab may have changed it.
  useEffect(() => void cart.load(), []);
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>Cart and Checkout</h1>
      <CartBody checkout={checkout} />
    </section>
  );
}
