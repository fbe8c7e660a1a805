import { Link } from 'react-router-dom';
import styles from './coming-soon.module.css';

/** Stands in for a checkout screen that a later issue delivers. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.note}>This page is not available yet; it is coming soon.</p>
      <Link className={styles.link} to="/products">
        Continue Shopping
      </Link>
    </section>
  );
}
