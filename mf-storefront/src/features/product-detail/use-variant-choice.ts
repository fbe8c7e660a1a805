import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Product, ProductVariant, VariantChoice } from '@glow/contracts';
import { choose, initialChoice, optionsOf, variantFor } from './variant-choice';

/**
 * The shopper's choice of the product's options, started from `?variant=` (so a shared or cart link
 * opens that shade), and kept in it: each pick replaces the address rather than adding a history
 * entry, as shops do, so Back leaves the product instead of stepping back through the shades tried.
 */
export function useVariantChoice(product: Product) {
  const [params, setParams] = useSearchParams();
  const [choice, setChoice] = useState<VariantChoice>(() => initialChoice(product, params.get('variant')));

  const pick = (name: string, value: string): ProductVariant | undefined => {
    const next = choose(product, choice, name, value);
    const chosen = variantFor(product, next);
    setChoice(next);
    if (optionsOf(product).length > 0)
      setParams(
        (current) => {
          const changed = new URLSearchParams(current);
          if (chosen) changed.set('variant', chosen._id);
          else changed.delete('variant');
          return changed;
        },
        { replace: true, preventScrollReset: true },
      );
    return chosen;
  };
  return { choice, variant: variantFor(product, choice), pick };
}
