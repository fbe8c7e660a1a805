import { useEffect } from 'react';
import { Spinner } from '@glow/web-kit';
import { appNames, slotId } from './app-names';
import { useRemoteLoading } from './app-status';
import { ChromeBottom, ChromeTop } from './chrome';
import styles from './layout.module.css';

/**
 * The shell's own React root: the chrome around one slot per microfrontend. single-spa mounts each
 * microfrontend's React root into its slot, so React here never renders children into a slot.
 */
export function Layout({ onSlotsReady }: { onSlotsReady: () => void }) {
  const loading = useRemoteLoading();
  useEffect(onSlotsReady, [onSlotsReady]);
  return (
    <div className={styles.page}>
      <ChromeTop />
      <main id="glow-main" className={styles.main}>
        {loading && (
          <div className={styles.pending}>
            <Spinner />
          </div>
        )}
        {appNames.map((name) => (
          <div key={name} id={slotId(name)} />
        ))}
      </main>
      <ChromeBottom />
    </div>
  );
}
