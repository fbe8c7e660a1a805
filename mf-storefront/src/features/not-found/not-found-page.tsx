import { Link } from 'react-router-dom';
import { useDocumentTitle } from '@glow/web-kit';
import styles from './not-found-page.module.css';

export function NotFoundPage() {
  useDocumentTitle('404 - Page Not Found');
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>404 - Page Not Found</h1>
      <p className={styles.text}>The page you are looking for does not exist or has moved.</p>
      <Link className={styles.home} to="/">
        Go to Home
      </Link>
    </section>
  );
}
