import { useCallback, useId, useState } from 'react';
import { BackIcon, MenuIcon } from '../assets/ui-icons';
import { AccountEntry } from '../header/account-entry';
import { BrandLink } from '../header/brand-link';
import { CurrencyDropdown } from '../header/currency-dropdown';
import { pageTitle, showsCategoriesMenu } from '../routing/page-title';
import { usePathname } from '../routing/use-pathname';
import { CategoriesSidebar } from './categories-sidebar';
import styles from './mobile-header.module.css';

function MenuBar() {
  const [open, setOpen] = useState(false);
  const sidebarId = useId();
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <button
        type="button"
        className={styles.button}
        aria-label="Open categories"
        aria-expanded={open}
        aria-controls={sidebarId}
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </button>
      <BrandLink />
      {open && <CategoriesSidebar id={sidebarId} onClose={close} />}
    </>
  );
}

function BackBar({ title }: { title: string }) {
  return (
    <>
      <button
        type="button"
        className={styles.button}
        aria-label="Go back"
        onClick={() => window.history.back()}
      >
        <BackIcon />
      </button>
      <span className={styles.title}>{title}</span>
    </>
  );
}

/**
 * The spec's mobile header (hamburger or back button, then the brand or the page title), with the
 * currency picker and the account menu (or Login) at its end: a phone has no other way to them.
 */
export function MobileHeader() {
  const pathname = usePathname();
  return (
    <header className={styles.header}>
      {showsCategoriesMenu(pathname) ? <MenuBar /> : <BackBar title={pageTitle(pathname)} />}
      <div className={styles.actions}>
        <CurrencyDropdown />
        <AccountEntry loginClassName={styles.login} />
      </div>
    </header>
  );
}
