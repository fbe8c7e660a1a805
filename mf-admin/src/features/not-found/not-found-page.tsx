import { Link } from 'react-router-dom';
import styles from './not-found-page.module.css';

/** An /admin path that names no admin screen. */
export function NotFoundPage() {
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>404 - Page Not Found</h1>
      <p className={styles.text}>This admin page does not exist. Pick a section from the menu.</p>
      <Link className={styles.home} to="/">
        Go to Home
      </Link>
    </section>
  );
}
