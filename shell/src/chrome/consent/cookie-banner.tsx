import { useRef, useState } from 'react';
import { api } from '@glow/web-kit';
import { AppLink } from '../routing/app-link';
import { readConsent, writeConsent, type Consent } from './consent-cookie';
import styles from './cookie-banner.module.css';
import { useReservedBottomSpace } from './reserve-bottom-space';

async function postConsent(consent: Consent): Promise<void> {
  try {
    await api.post('/users/consent', { consent });
  } catch (error) {
    // The spec wants a failed consent post only logged, never shown to the visitor.
    // eslint-disable-next-line no-console
    console.info('Saving the cookie consent failed', error);
  }
}

function ConsentQuestion({ onChoose }: { onChoose: (choice: Consent) => void }) {
  const banner = useRef<HTMLElement>(null);
  useReservedBottomSpace(banner);
  return (
    <section ref={banner} className={styles.banner} aria-label="Cookie consent">
      <p className={styles.text}>
        We use cookies to keep you signed in, remember your cart and currency, and understand how our store is
        used. You can accept or reject cookies that are not essential. See our{' '}
        <AppLink href="/privacy">Privacy Policy</AppLink>.
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.reject} onClick={() => onChoose('rejected')}>
          Reject
        </button>
        <button type="button" className={styles.accept} onClick={() => onChoose('accepted')}>
          Accept
        </button>
      </div>
    </section>
  );
}

export function CookieBanner() {
  const [consent, setConsent] = useState(readConsent);
  const chosen = useRef(false);
  if (consent) return null;

  const choose = (choice: Consent) => {
    if (chosen.current) return;
    chosen.current = true;
    writeConsent(choice);
    setConsent(choice);
    void postConsent(choice);
  };

  return <ConsentQuestion onChoose={choose} />;
}
