import { contactDetails, whatsappUrl } from '@glow/web-kit';
import styles from '../checkout.module.css';

/** Spec §2: the shipping fees shown are for Nigeria only; support's phone/WhatsApp number for the rest. */
export function ShippingWarning() {
  return (
    <aside className={styles.warning} aria-label="Shipping notice">
      <p>
        Shipping fees shown are for delivery within Nigeria only. For shipping outside Nigeria, call or
        WhatsApp us on{' '}
        <a href={contactDetails.phoneHref} className={styles.link}>
          {contactDetails.phoneDisplay}
        </a>{' '}
        (
        <a
          href={whatsappUrl('Hello! I would like to ask about international shipping.')}
          className={styles.link}
          target="_blank"
          rel="noreferrer"
        >
          chat on WhatsApp
        </a>
        ).
      </p>
    </aside>
  );
}
