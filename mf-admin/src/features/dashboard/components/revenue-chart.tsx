import { visuallyHiddenClass } from '@glow/web-kit';
import type { DashboardAnswer } from '@glow/contracts';
import { niceCeiling } from './chart-scale';
import { formatCount, formatDay, formatLongDay, naira, nairaCompact } from './format';
import { Panel } from './panel';
import styles from './revenue-chart.module.css';

type Day = DashboardAnswer['last30Days'][number];

const refundedNote = (refunded = 0) => (refunded > 0 ? `, ${naira(refunded)} refunded` : '');

const slot = 10;
const bar = 7;

function Bars({ days, top }: { days: Day[]; top: number }) {
  return (
    <svg
      className={styles.bars}
      viewBox={`0 0 ${days.length * slot} 100`}
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      {[0, 50, 100].map((y) => (
        <line
          key={y}
          x1="0"
          x2={days.length * slot}
          y1={y}
          y2={y}
          className={styles.grid}
          vectorEffect="non-scaling-stroke"
        />
      ))}
      {days.map((day, index) => {
        // A day that gave back more than it took has negative revenue: no bar, the figure is in the title.
        const height = top > 0 ? (Math.max(0, day.revenue) / top) * 100 : 0;
        return (
          <rect
            key={day.date}
            x={index * slot + (slot - bar) / 2}
            y={100 - height}
            width={bar}
            height={height}
            className={index === days.length - 1 ? styles.today : styles.bar}
          >
            <title>{`${formatDay(day.date)}: ${naira(day.revenue)}, ${formatCount(day.paidOrders)} paid${refundedNote(day.refunded)}`}</title>
          </rect>
        );
      })}
    </svg>
  );
}

function DataTable({ days }: { days: Day[] }) {
  return (
    <table className={visuallyHiddenClass}>
      <caption>Paid orders and revenue per day, last 30 days</caption>
      <thead>
        <tr>
          <th scope="col">Day</th>
          <th scope="col">Paid orders</th>
          <th scope="col">Revenue</th>
        </tr>
      </thead>
      <tbody>
        {days.map((day) => (
          <tr key={day.date}>
            <th scope="row">{formatLongDay(day.date)}</th>
            <td>{formatCount(day.paidOrders)}</td>
            <td>{naira(day.revenue)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Revenue (money kept: paid, less refunded) per Lagos day, today's bar darker. The bars are drawn
 * for the eye only; the same figures reach screen readers as a table, so no chart library is loaded
 * for one picture.
 */
export function RevenueChart({ days }: { days: Day[] }) {
  const top = niceCeiling(Math.max(0, ...days.map((day) => day.revenue)));
  const revenue = days.reduce((sum, day) => sum + day.revenue, 0);
  const paidOrders = days.reduce((sum, day) => sum + day.paidOrders, 0);
  const refunded = days.reduce((sum, day) => sum + (day.refunded ?? 0), 0);
  const middle = Math.floor((days.length - 1) / 2);
  return (
    <Panel title="Revenue" note="Last 30 days">
      <figure className={styles.figure}>
        <figcaption className={styles.caption}>
          {naira(revenue)} from {formatCount(paidOrders)} paid {paidOrders === 1 ? 'order' : 'orders'}
          {refunded > 0 && <span className={styles.refunded}> after {naira(refunded)} refunded</span>}
        </figcaption>
        <div className={styles.plot} aria-hidden="true">
          <div className={styles.yAxis}>
            {top > 0 && <span className={styles.top}>{nairaCompact(top)}</span>}
            {top > 0 && <span className={styles.middle}>{nairaCompact(top / 2)}</span>}
            <span className={styles.bottom}>{nairaCompact(0)}</span>
          </div>
          <Bars days={days} top={top} />
        </div>
        {days.length > 0 && (
          <div className={styles.xAxis} aria-hidden="true">
            <span className={styles.first}>{formatDay(days[0]!.date)}</span>
            <span className={styles.middle}>{formatDay(days[middle]!.date)}</span>
            <span className={styles.last}>Today</span>
          </div>
        )}
        <DataTable days={days} />
      </figure>
    </Panel>
  );
}
