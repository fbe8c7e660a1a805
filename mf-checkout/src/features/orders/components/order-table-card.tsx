import type { ReactNode } from 'react';
import type { RefundedLine } from '@glow/contracts';
import styles from '../orders.module.css';

/** A titled card of the order page holding one table (Items, Refunds, Returns): its columns, then its rows. */
export function OrderTableCard({
  id,
  title,
  className,
  columns,
  children,
  after,
}: {
  id: string;
  title: string;
  className?: string | undefined;
  columns: string[];
  children: ReactNode;
  /** Shown under the table (the Items card's shipping and total). */
  after?: ReactNode;
}) {
  return (
    <section className={`${styles.card} ${className ?? ''}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.cardTitle}>
        {title}
      </h2>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
      {after}
    </section>
  );
}

/** "2 × Matte Lip Crayon", one line each. */
export function ItemLines({ lines }: { lines: RefundedLine[] }) {
  return (
    <ul className={styles.refundLines}>
      {lines.map((line, index) => (
        // Two shades of a product are two lines of one product id; their order never changes.
        <li key={`${line.productId}:${index}`}>{`${line.quantity} × ${line.name}`}</li>
      ))}
    </ul>
  );
}
