import { Link, useLocation } from 'react-router-dom';
import styles from './coming-soon.module.css';

const shopPaths = ['/products', '/shop'];

/** Stands in for a screen that a later issue delivers. */
export function ComingSoon({ title }: { title: string }) {
  const { pathname } = useLocation();
  const onShop = shopPaths.includes(pathname.replace(/\/+$/, ''));
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.note}>This page is not available yet; it is coming soon.</p>
      {onShop ? null : (
        <Link className={styles.link} to="/products">
          Browse Products
        </Link>
      )}
    </section>
  );
}
