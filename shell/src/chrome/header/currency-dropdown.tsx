import { supportedCurrencies, useCurrency } from '@glow/web-kit';
import { ChevronDownIcon } from '../assets/ui-icons';
import styles from './currency-dropdown.module.css';
import { usePopover } from './use-popover';

/** The day a rates snapshot was taken, e.g. "2 Nov 2026". */
function ratesDay(isoDate: string): string {
  return new Date(isoDate).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export function CurrencyDropdown() {
  const { selected, setSelected, loading, error, snapshotDate } = useCurrency();
  const { open, setOpen, close, rootRef, buttonRef, panelId: listId } = usePopover();

  const choose = (code: (typeof supportedCurrencies)[number]) => {
    setSelected(code);
    close(true);
  };

  return (
    <div ref={rootRef} className={styles.root}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((current) => !current)}
      >
        <span className={styles.hidden}>Currency </span>
        {selected}
        <ChevronDownIcon />
      </button>
      {open && (
        <div id={listId} className={styles.panel}>
          {loading && <p className={styles.notice}>Loading...</p>}
          {error && (
            <p className={styles.notice} role="alert">
              {error}
            </p>
          )}
          {snapshotDate && <p className={styles.notice}>rates of {ratesDay(snapshotDate)}</p>}
          <ul className={styles.list} aria-label="Currencies">
            {supportedCurrencies.map((code) => (
              <li key={code}>
                <button
                  type="button"
                  className={styles.option}
                  aria-current={code === selected ? 'true' : undefined}
                  onClick={() => choose(code)}
                >
                  {code}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
