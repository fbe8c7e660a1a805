import { ErrorBox, Spinner, useDocumentTitle } from '@glow/web-kit';
import { shippingPriceFailure, useShippingPrice } from '../api/get-shipping-price';
import { ShippingPriceForm } from './shipping-price-form';
import styles from './shipping-price.module.css';

const title = 'Shipping Prices';

export function ShippingPricePage() {
  useDocumentTitle(title);
  const current = useShippingPrice();
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {current.isPending ? (
        <Spinner label="Loading shipping price..." />
      ) : current.isError ? (
        <ErrorBox text={shippingPriceFailure} />
      ) : (
        <ShippingPriceForm price={current.data.shippingPrice} />
      )}
    </section>
  );
}
