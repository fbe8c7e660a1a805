import { useEffect } from 'react';
import { useStore } from '../store/create-store';
import { toast, toastStore, type Toast } from './toast-store';
import { useIsActiveToaster } from './toaster-stack';
import styles from './toaster.module.css';

export type ToasterVariant = 'default' | 'admin';

const autoCloseMs: Record<ToasterVariant, number> = { default: 5000, admin: 2000 };

function ToastItem({ item, closeAfterMs }: { item: Toast; closeAfterMs: number }) {
  useEffect(() => {
    const timer = setTimeout(() => toast.dismiss(item.id), closeAfterMs);
    return () => clearTimeout(timer);
  }, [item.id, closeAfterMs]);

  const urgent = item.kind === 'error' || item.kind === 'warning';
  return (
    <div role={urgent ? 'alert' : 'status'} className={`${styles.toast} ${styles[item.kind]}`}>
      <span className={styles.text}>{item.text}</span>
      <button
        type="button"
        className={styles.close}
        aria-label="Dismiss notification"
        onClick={() => toast.dismiss(item.id)}
      >
        ×
      </button>
    </div>
  );
}

/**
 * Where toasts appear: the shop's at the bottom right (left of the contact buttons; on a phone above
 * the bottom dock), closing after 5000 ms, or the admin area's dark ones at the bottom left after 2000 ms.
 * With several mounted, the latest mounted one shows them.
 */
export function Toaster({ variant = 'default' }: { variant?: ToasterVariant }) {
  const toasts = useStore(toastStore);
  const active = useIsActiveToaster();
  if (!active) return null;
  return (
    <section aria-label="Notifications" className={`${styles.toaster} ${styles[variant]}`}>
      {toasts.map((item) => (
        <ToastItem key={item.id} item={item} closeAfterMs={item.autoCloseMs ?? autoCloseMs[variant]} />
      ))}
    </section>
  );
}
