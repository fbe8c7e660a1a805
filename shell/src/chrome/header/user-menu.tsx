import type { User } from '@glow/contracts';
import { navigate, session } from '@glow/web-kit';
import { UserIcon } from '../assets/ui-icons';
import { AppLink } from '../routing/app-link';
import { usePopover } from './use-popover';
import styles from './user-menu.module.css';

function menuLinks(user: User) {
  const links = [
    { label: 'Profile', href: '/profile' },
    { label: 'My Orders', href: '/orders' },
    { label: 'Inbox', href: '/inbox' },
  ];
  return user.isAdmin ? [...links, { label: 'Admin Panel', href: '/admin' }] : links;
}

export function UserMenu({ user }: { user: User }) {
  const { open, setOpen, rootRef, buttonRef, panelId } = usePopover();

  const logout = () => {
    setOpen(false);
    session.logout();
    navigate('/login');
  };

  return (
    <div ref={rootRef} className={styles.root}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.toggle}
        aria-label="Account menu"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}
      >
        <UserIcon />
      </button>
      {open && (
        <nav id={panelId} className={styles.panel} aria-label="Account">
          <p className={styles.welcome}>Welcome, {user.username}</p>
          <ul className={styles.links}>
            {menuLinks(user).map(({ label, href }) => (
              <li key={href}>
                <AppLink href={href} className={styles.item} onNavigate={() => setOpen(false)}>
                  {label}
                </AppLink>
              </li>
            ))}
            <li>
              <button type="button" className={styles.item} onClick={logout}>
                Logout
              </button>
            </li>
          </ul>
        </nav>
      )}
    </div>
  );
}
