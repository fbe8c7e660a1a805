import { AppLink } from '../routing/app-link';
import { isActivePath } from '../routing/is-active-path';
import { usePathname } from '../routing/use-pathname';
import styles from './main-nav.module.css';

const navLinks = [
  { label: 'Home', href: '/' },
  { label: 'Shop', href: '/shop' },
  { label: 'About', href: '/about' },
  { label: 'Contact Us', href: '/contact' },
];

export function MainNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="Main">
      <ul className={styles.links}>
        {navLinks.map(({ label, href }) => (
          <li key={href}>
            <AppLink
              href={href}
              className={styles.link}
              aria-current={isActivePath(href, pathname) ? 'page' : undefined}
            >
              {label}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
