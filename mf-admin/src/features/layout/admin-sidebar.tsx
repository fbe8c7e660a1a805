import { useId, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { adminLinks } from './admin-links';
import styles from './admin-layout.module.css';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.link} ${styles.active}` : styles.link;

export function AdminSidebar() {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <nav aria-label="Admin" className={styles.sidebar}>
      <div className={styles.sidebarHeader}>
        <span className={styles.sidebarTitle}>Admin Panel</span>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? 'Close menu' : 'Menu'}
        </button>
      </div>
      <ul id={listId} className={open ? `${styles.links} ${styles.open}` : styles.links}>
        {adminLinks.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.end} className={linkClass} onClick={() => setOpen(false)}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
