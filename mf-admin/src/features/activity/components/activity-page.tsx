import { useId } from 'react';
import { adminActionNames } from '@glow/contracts/browser';
import { SearchField, useDocumentTitle } from '@glow/web-kit';
import { SelectField } from '../../../components/select-field';
import { actionLabel } from '../activity-texts';
import { useAdminActivity } from '../api/get-admin-activity';
import { useActivityFilters } from '../hooks/use-activity-filters';
import { ActivityResults } from './activity-results';
import styles from './activity.module.css';

const knownActions = adminActionNames.map((action) => ({ value: action, label: actionLabel(action) }));

/**
 * /admin/activity: the admin activity log (who changed money, orders, stock, prices, users or roles),
 * newest first, filtered by admin, action and subject on the server.
 */
export function ActivityPage() {
  useDocumentTitle('Activity');
  const headingId = useId();
  const { filters, change } = useActivityFilters();
  const query = useAdminActivity(filters);
  // An action this screen does not know yet (a link from a newer one) stays selectable.
  const actionOptions =
    knownActions.some((option) => option.value === filters.action) || !filters.action
      ? knownActions
      : [...knownActions, { value: filters.action, label: filters.action }];
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.title}>
        Activity
      </h1>
      <p className={styles.intro}>
        What admins changed (money, orders, stock, prices, users and roles), newest first.
      </p>
      <div className={styles.filters}>
        <SearchField
          label="Admin user ID"
          value={filters.actor}
          onSearch={(actor) => change({ actor }, { typing: true })}
        />
        <SelectField<string>
          label="Action"
          emptyLabel="All actions"
          options={actionOptions}
          className={styles.control}
          value={filters.action}
          onChange={(action) => change({ action })}
        />
        <SearchField
          label="Subject ID"
          value={filters.subject}
          onSearch={(subject) => change({ subject }, { typing: true })}
        />
      </div>
      <ActivityResults
        query={query}
        labelledBy={headingId}
        onPageChange={(page) => change({ page })}
        onFilter={change}
      />
    </section>
  );
}
