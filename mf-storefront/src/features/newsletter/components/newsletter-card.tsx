import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from '../newsletter-page.module.css';

export function NewsletterCard({ children }: { children: ReactNode }) {
  return (
    <section className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>Newsletter</h1>
        {children}
        <Link className={styles.shopLink} to="/products">
          Continue Shopping
        </Link>
      </div>
    </section>
  );
}
