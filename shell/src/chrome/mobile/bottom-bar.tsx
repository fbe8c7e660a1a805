import { useBadgeCounts, useSession, VisuallyHidden } from '@glow/web-kit';
import { CartIcon, HeartIcon, HomeIcon, InboxIcon, ShopIcon } from '../assets/ui-icons';
import { hrefFor } from '../header/account-links';
import { CountBadge } from '../header/count-badge';
import { AppLink } from '../routing/app-link';
import { isActivePath } from '../routing/is-active-path';
import { usePathname } from '../routing/use-pathname';
import styles from './bottom-bar.module.css';
import { ContactStrip } from './contact-strip';
import { useHideOnScrollDown } from './use-hide-on-scroll-down';

const items = [
  { label: 'Home', href: '/', Icon: HomeIcon, needsUser: false },
  { label: 'Shop', href: '/shop', Icon: ShopIcon, needsUser: false },
  { label: 'Favourites', href: '/favourites', Icon: HeartIcon, needsUser: true, badge: 'favourites' },
  { label: 'Inbox', href: '/inbox', Icon: InboxIcon, needsUser: true, badge: 'inbox' },
  { label: 'Cart', href: '/cart-checkout', Icon: CartIcon, needsUser: true, badge: 'cart' },
] as const;

/** The phone's bottom dock: the contact strip above the spec's bottom bar; it hides while scrolling down. */
export function BottomBar() {
  const hidden = useHideOnScrollDown();
  const pathname = usePathname();
  const { user } = useSession();
  const counts = useBadgeCounts();
  return (
    <div
      className={styles.dock}
      data-hidden={hidden ? 'true' : 'false'}
      aria-hidden={hidden || undefined}
      inert={hidden}
    >
      <ContactStrip />
      <nav className={styles.bar} aria-label="Quick navigation">
        <ul className={styles.items}>
          {items.map((item) => {
            const count = 'badge' in item ? counts[item.badge] : 0;
            return (
              <li key={item.href}>
                <AppLink
                  href={item.needsUser ? hrefFor(item.href, Boolean(user)) : item.href}
                  className={styles.item}
                  aria-current={isActivePath(item.href, pathname) ? 'page' : undefined}
                >
                  <span className={styles.icon}>
                    <item.Icon />
                    <CountBadge count={count} />
                  </span>
                  {/* The name is the visible label plus the count, read from the text (an aria-label
                      differing from the visible text fails label-content-name-mismatch). */}
                  <span>{item.label}</span>
                  {count > 0 && <VisuallyHidden> ({count})</VisuallyHidden>}
                </AppLink>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
