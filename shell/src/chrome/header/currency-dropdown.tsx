import { supportedCurrencies, useCurrency } from '@glow/web-kit';
import { ChevronDownIcon } from '../assets/ui-icons';
import styles from './currency-dropdown.module.css';
import { usePopover } from './use-popover';

export function CurrencyDropdown() {
  const { selected, setSelected, loading, error } = useCurrency();
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
