import { memo, useEffect, useId, useRef, useState, type Dispatch, type KeyboardEvent } from 'react';
import { Button } from '@glow/web-kit';
import { stockProblem } from '../components/product-rules';
import { bulkPriceProblem } from './variant-rules';
import type { VariantsAction } from './variants-reducer';
import styles from './variants.module.css';

export interface BulkBarProps {
  total: number;
  selected: number;
  dispatch: Dispatch<VariantsAction>;
}

export const bulkStockHint = 'Empty: not tracked.';

/** Select all, and set the price or the stock of the selected variants at once. */
export const BulkBar = memo(function BulkBar({ total, selected, dispatch }: BulkBarProps) {
  const [price, setPrice] = useState('');
  const [stock, setStock] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const all = useRef<HTMLInputElement>(null);
  const priceId = useId();
  const stockId = useId();
  const hintId = useId();
  const problemId = useId();
  const none = selected === 0;

  useEffect(() => {
    if (all.current) all.current.indeterminate = selected > 0 && selected < total;
  }, [selected, total]);

  const setPrices = () => {
    const bad = bulkPriceProblem(price);
    setProblem(bad);
    if (!bad) dispatch({ type: 'setPrice', price: price.trim() });
  };
  const setStocks = () => {
    const bad = stockProblem(stock);
    setProblem(bad);
    if (!bad) dispatch({ type: 'setStock', stock: stock.trim() });
  };
  // Enter sets the value instead of submitting the product form.
  const onEnter = (set: () => void) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (!none) set();
  };

  return (
    <div className={styles.bulk}>
      <label className={styles.selectAll}>
        <input
          ref={all}
          type="checkbox"
          className={styles.check}
          checked={total > 0 && selected === total}
          disabled={total === 0}
          onChange={(event) => dispatch({ type: 'selectAll', selected: event.target.checked })}
        />
        Select all
      </label>
      <span className={styles.selectedCount} aria-live="polite">{`${selected} of ${total} selected`}</span>
      <div className={styles.bulkField}>
        <label htmlFor={priceId} className={styles.fieldLabel}>
          Price for selected
        </label>
        <div className={styles.inline}>
          <input
            id={priceId}
            className={`${styles.cell} ${styles.bulkInput}`}
            inputMode="decimal"
            autoComplete="off"
            value={price}
            aria-describedby={problem ? problemId : undefined}
            onChange={(event) => setPrice(event.target.value)}
            onKeyDown={onEnter(setPrices)}
          />
          <Button variant="secondary" disabled={none} onClick={setPrices}>
            Set price
          </Button>
        </div>
      </div>
      <div className={styles.bulkField}>
        <label htmlFor={stockId} className={styles.fieldLabel}>
          Stock for selected
        </label>
        <div className={styles.inline}>
          <input
            id={stockId}
            className={`${styles.cell} ${styles.bulkInput}`}
            inputMode="numeric"
            autoComplete="off"
            placeholder={'Not tracked'}
            value={stock}
            aria-describedby={[hintId, problem ? problemId : ''].join(' ').trim()}
            onChange={(event) => setStock(event.target.value)}
            onKeyDown={onEnter(setStocks)}
          />
          <Button variant="secondary" disabled={none} onClick={setStocks}>
            Set stock
          </Button>
        </div>
        <p id={hintId} className={styles.hint}>
          {bulkStockHint}
        </p>
      </div>
      {problem && (
        <p id={problemId} role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
    </div>
  );
});
