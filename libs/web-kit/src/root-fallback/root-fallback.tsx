import { Button } from '../ui/button';
import styles from './root-fallback.module.css';

export interface RootFallbackProps {
  /** Defaults to reloading the page. */
  onRefresh?: () => void;
}

/** What a crashed or unreachable app shows in its slot; the rest of the page keeps working. */
export function RootFallback({ onRefresh = () => window.location.reload() }: RootFallbackProps) {
  return (
    <div role="alert" className={styles.fallback}>
      <h2 className={styles.title}>Something went wrong.</h2>
      <p className={styles.text}>
        Please try refreshing the page or contact support if the problem persists.
      </p>
      <Button onClick={onRefresh}>Refresh Page</Button>
    </div>
  );
}
