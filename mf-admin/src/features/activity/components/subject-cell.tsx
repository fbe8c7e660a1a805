import { Link } from 'react-router-dom';
import type { AdminActivityEntry } from '@glow/contracts/browser';
import { visuallyHiddenClass } from '@glow/web-kit';
import { subjectLabel } from '../activity-texts';
import type { ChangeFilters } from '../hooks/use-activity-filters';
import styles from './activity.module.css';

/** The back-office screens a subject has: the order, the product's form, the user. */
const screenOf: Record<string, (id: string) => string> = {
  order: (id) => `/admin/orders/${id}`,
  product: (id) => `/admin/products/edit/${id}`,
  user: (id) => `/admin/users/${id}`,
};

/** What the action was about: its kind, its id (a filter), and a link to its screen while it has one. */
export function SubjectCell({ entry, onFilter }: { entry: AdminActivityEntry; onFilter: ChangeFilters }) {
  const { type, id } = entry.subject;
  const removed = entry.action.endsWith('.deleted');
  const screen = removed ? undefined : screenOf[type]?.(id);
  return (
    <>
      <span className={styles.kind}>{subjectLabel(type)}</span>
      <button
        type="button"
        className={styles.idButton}
        aria-label={`Show only the actions on ${type} ${id}`}
        onClick={() => onFilter({ subject: id })}
      >
        {id}
      </button>
      {screen && (
        <Link to={screen} className={styles.open}>
          Open
          <span className={visuallyHiddenClass}>
            {' '}
            {type} {id}
          </span>
        </Link>
      )}
    </>
  );
}
