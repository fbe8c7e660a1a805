import { useSession } from '@glow/web-kit';
import { AppLink } from '../routing/app-link';
import { BrandLink } from './brand-link';
import { CurrencyDropdown } from './currency-dropdown';
import styles from './desktop-header.module.css';
import { HeaderIcons } from './header-icons';
import { MainNav } from './main-nav';
import { UserMenu } from './user-menu';

export function DesktopHeader() {
  const { user, loading } = useSession();
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <BrandLink />
        <MainNav />
        <div className={styles.actions}>
          <CurrencyDropdown />
          <HeaderIcons />
          {user ? (
            <UserMenu user={user} />
          ) : (
            !loading && (
              <AppLink href="/login" className={styles.login}>
                Login
              </AppLink>
            )
          )}
        </div>
      </div>
    </header>
  );
}
