import { Button, ErrorBox } from '@glow/web-kit';
import { exportFailure, useExportSubscribers } from '../api/export-subscribers';
import type { SubscriberFilters } from '../api/get-subscribers';
import styles from './newsletter.module.css';

/** Exports the subscribers the filters select, on every page. */
export function ExportButton({ filters }: { filters: Pick<SubscriberFilters, 'search' | 'status'> }) {
  const exportCsv = useExportSubscribers();
  return (
    <>
      <Button variant="secondary" disabled={exportCsv.isPending} onClick={() => exportCsv.mutate(filters)}>
        {exportCsv.isPending ? 'Exporting...' : 'Export CSV'}
      </Button>
      {exportCsv.isError && (
        <div className={styles.wide}>
          <ErrorBox text={exportFailure} />
        </div>
      )}
    </>
  );
}
