import { useId } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { SubscriberPage } from '@glow/contracts';
import { SearchField } from '@glow/web-kit';
import { SelectField } from '../../../components/select-field';
import type { SubscriberFilters } from '../api/get-subscribers';
import { ExportButton } from './export-button';
import { subscribers } from './format';
import { statusOptions } from './status-labels';
import { SubscribersResults } from './subscribers-results';
import styles from './newsletter.module.css';

export interface SubscribersSectionProps {
  filters: SubscriberFilters;
  onChange: (change: Partial<SubscriberFilters>) => void;
  query: UseQueryResult<SubscriberPage>;
}

export function SubscribersSection({ filters, onChange, query }: SubscribersSectionProps) {
  const headingId = useId();
  const { search, status } = filters;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <div className={styles.sectionHeader}>
        <h2 id={headingId} className={styles.heading}>
          Subscribers
        </h2>
        {query.data && <p className={styles.count}>{subscribers(query.data.confirmed, 'confirmed')}</p>}
        <ExportButton filters={{ search, status }} />
      </div>
      <div className={styles.filters}>
        <SearchField label="Search by email" value={search} onSearch={(text) => onChange({ search: text })} />
        <SelectField
          label="Status"
          emptyLabel="All"
          options={statusOptions}
          value={status}
          onChange={(next) => onChange({ status: next })}
        />
      </div>
      <SubscribersResults query={query} labelledBy={headingId} onPageChange={(page) => onChange({ page })} />
    </section>
  );
}
