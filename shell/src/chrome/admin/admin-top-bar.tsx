import { AccountEntry } from '../header/account-entry';
import { BrandLink } from '../header/brand-link';
import styles from './admin-top-bar.module.css';

/** The back office's compact bar: the brand back to the shop and the account menu, nothing of the shop's. */
export function AdminTopBar() {
  return (
    <header className={styles.bar}>
      <BrandLink />
      <span className={styles.area}>Back office</span>
      <div className={styles.actions}>
        <AccountEntry loginClassName={styles.login} />
      </div>
    </header>
  );
}
