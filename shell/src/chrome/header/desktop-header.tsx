import { AccountEntry } from './account-entry';
import { BrandLink } from './brand-link';
import { CurrencyDropdown } from './currency-dropdown';
import styles from './desktop-header.module.css';
import { HeaderIcons } from './header-icons';
import { MainNav } from './main-nav';

export function DesktopHeader() {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <BrandLink />
        <MainNav />
        <div className={styles.actions}>
          <CurrencyDropdown />
          <HeaderIcons />
          <AccountEntry loginClassName={styles.login} />
        </div>
      </div>
    </header>
  );
}
