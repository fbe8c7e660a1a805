import type { Product } from '@glow/contracts';
import { vocabularyLabel } from '@glow/web-kit';
import styles from './product-detail.module.css';

/**
 * What a beauty shopper reads before buying, where the shop has said it: brand, size, the skin types
 * and concerns it is for, the NAFDAC registration number, and the full ingredient list and how to use
 * it (each behind its own disclosure, as they run long). Nothing is shown for a product without them.
 */
export function ProductFacts({ product }: { product: Product }) {
  const facts: [string, string][] = [];
  if (product.brand) facts.push(['Brand', product.brand]);
  if (product.size) facts.push(['Size', product.size]);
  if (product.skinTypes?.length) facts.push(['Skin type', product.skinTypes.map(vocabularyLabel).join(', ')]);
  if (product.concerns?.length) facts.push(['Concerns', product.concerns.map(vocabularyLabel).join(', ')]);
  if (product.nafdacNumber) facts.push(['NAFDAC No.', product.nafdacNumber]);
  const more: [string, string][] = [];
  if (product.ingredients) more.push(['Ingredients', product.ingredients]);
  if (product.howToUse) more.push(['How to use', product.howToUse]);
  if (facts.length === 0 && more.length === 0) return null;
  return (
    <div className={styles.facts}>
      {facts.length > 0 && (
        <dl className={styles.factList}>
          {facts.map(([term, value]) => (
            <div key={term} className={styles.fact}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {more.map(([title, text]) => (
        <details key={title} className={styles.factDetails}>
          <summary>{title}</summary>
          <p>{text}</p>
        </details>
      ))}
    </div>
  );
}
