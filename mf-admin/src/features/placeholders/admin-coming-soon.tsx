import styles from './admin-coming-soon.module.css';

/** Stands in for an admin screen that a later issue delivers. */
export function AdminComingSoon({ title }: { title: string }) {
  return (
    <section className={styles.panel}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.note}>This admin screen is not available yet; it is coming soon.</p>
    </section>
  );
}
