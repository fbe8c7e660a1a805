import type { ReactNode } from 'react';
import type { RefundedLine } from '@glow/contracts';
import styles from '../orders.module.css';

/** A titled card of the order page holding one table (Refunds, Returns). */
export function OrderTableCard({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className: string | undefined;
  children: ReactNode;
}) {
  return (
    <section className={`${styles.card} ${className ?? ''}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.cardTitle}>
        {title}
      </h2>
      <div className={styles.tableWrap}>
        <table className={styles.table}>{children}</table>
      </div>
    </section>
  );
}

/** "2 × Matte Lip Crayon", one line each. */
export function ItemLines({ lines }: { lines: RefundedLine[] }) {
  return (
    <ul className={styles.refundLines}>
      {lines.map((line) => (
        <li key={line.productId}>{`${line.quantity} × ${line.name}`}</li>
      ))}
    </ul>
  );
}
