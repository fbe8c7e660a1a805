import type { AdminAction } from '@glow/contracts/browser';
import { visuallyHiddenClass } from '@glow/web-kit';
import { fieldLabel, shownValue } from './shown-values';
import styles from './activity.module.css';

type Fields = NonNullable<AdminAction['before']>;

/**
 * What an action changed, one line per field: before → after on a change, the value alone when the
 * thing was created (only after) or removed (only before).
 */
export function ChangeList({ before, after }: { before?: Fields; after?: Fields }) {
  const names = [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])];
  if (names.length === 0) return <span className={styles.muted}>—</span>;
  return (
    <dl className={styles.changes}>
      {names.map((name) => (
        <div key={name} className={styles.change}>
          <dt>{fieldLabel(name)}</dt>
          <dd>
            {before && after ? (
              <>
                <span className={styles.before}>{shownValue(before[name])}</span>
                <span aria-hidden="true"> → </span>
                <span className={visuallyHiddenClass}>changed to </span>
                <span>{shownValue(after[name])}</span>
              </>
            ) : (
              shownValue((after ?? before)![name])
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
