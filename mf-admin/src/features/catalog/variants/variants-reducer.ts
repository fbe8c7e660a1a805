import { generateVariants, type VariantTemplate } from './generate-variants';
import {
  maxOptions,
  newKey,
  type OptionDraft,
  type VariantColumn,
  type VariantDraft,
  type VariantsState,
} from './variant-drafts';

export type VariantsAction =
  | { type: 'addOption' }
  | { type: 'renameOption'; option: string; name: string }
  | { type: 'removeOption'; option: string }
  | { type: 'addValue'; option: string; value: string }
  | { type: 'editValue'; option: string; value: string; text: string }
  | { type: 'setSwatch'; option: string; value: string; swatch: string }
  | { type: 'moveValue'; option: string; value: string; by: -1 | 1 }
  | { type: 'removeValue'; option: string; value: string }
  | { type: 'generate'; template: VariantTemplate }
  | { type: 'editVariant'; variant: string; column: VariantColumn; text: string }
  | { type: 'setImages'; variant: string; images: string[] }
  | { type: 'removeVariant'; variant: string }
  | { type: 'select'; variant: string; selected: boolean }
  | { type: 'selectAll'; selected: boolean }
  | { type: 'setPrice'; price: string }
  | { type: 'setStock'; stock: string };

const withOption = (state: VariantsState, key: string, change: (option: OptionDraft) => OptionDraft) => ({
  ...state,
  options: state.options.map((option) => (option.key === key ? change(option) : option)),
});

/** Only the changed rows get new objects: the grid's memoised rows skip every other one. */
const changeVariants = (
  state: VariantsState,
  applies: (variant: VariantDraft) => boolean,
  change: (variant: VariantDraft) => VariantDraft,
): VariantsState => ({
  ...state,
  variants: state.variants.map((variant) => (applies(variant) ? change(variant) : variant)),
});

const keepVariants = (state: VariantsState, keep: (variant: VariantDraft) => boolean): VariantsState => {
  const variants = state.variants.filter(keep);
  const kept = new Set(variants.map((variant) => variant.key));
  return { ...state, variants, selected: new Set([...state.selected].filter((key) => kept.has(key))) };
};

function moved<T extends { key: string }>(list: T[], key: string, by: -1 | 1): T[] {
  const from = list.findIndex((item) => item.key === key);
  const to = from + by;
  if (from < 0 || to < 0 || to >= list.length) return list;
  const next = [...list];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

export function variantsReducer(state: VariantsState, action: VariantsAction): VariantsState {
  switch (action.type) {
    case 'addOption':
      if (state.options.length >= maxOptions) return state;
      return { ...state, options: [...state.options, { key: newKey('option'), name: '', values: [] }] };
    case 'renameOption':
      return withOption(state, action.option, (option) => ({ ...option, name: action.name }));
    case 'removeOption':
      return { ...state, options: state.options.filter((option) => option.key !== action.option) };
    case 'addValue':
      return withOption(state, action.option, (option) => ({
        ...option,
        values: [...option.values, { key: newKey('value'), value: action.value, swatch: '' }],
      }));
    case 'editValue':
    case 'setSwatch':
      return withOption(state, action.option, (option) => ({
        ...option,
        values: option.values.map((value) =>
          value.key !== action.value
            ? value
            : action.type === 'editValue'
              ? { ...value, value: action.text }
              : { ...value, swatch: action.swatch },
        ),
      }));
    case 'moveValue':
      return withOption(state, action.option, (option) => ({
        ...option,
        values: moved(option.values, action.value, action.by),
      }));
    case 'removeValue':
      // A variant of a value that is gone cannot be sold: its row goes with it.
      return keepVariants(
        withOption(state, action.option, (option) => ({
          ...option,
          values: option.values.filter((value) => value.key !== action.value),
        })),
        (variant) => variant.choice[action.option] !== action.value,
      );
    case 'generate': {
      const variants = generateVariants(state.options, state.variants, action.template);
      const kept = new Set(variants.map((variant) => variant.key));
      return { ...state, variants, selected: new Set([...state.selected].filter((key) => kept.has(key))) };
    }
    case 'editVariant':
      return changeVariants(
        state,
        (variant) => variant.key === action.variant,
        (variant) => ({ ...variant, [action.column]: action.text }),
      );
    case 'setImages':
      return changeVariants(
        state,
        (variant) => variant.key === action.variant,
        (variant) => ({ ...variant, images: action.images }),
      );
    case 'removeVariant':
      return keepVariants(state, (variant) => variant.key !== action.variant);
    case 'select': {
      const selected = new Set(state.selected);
      if (action.selected) selected.add(action.variant);
      else selected.delete(action.variant);
      return { ...state, selected };
    }
    case 'selectAll':
      return {
        ...state,
        selected: new Set(action.selected ? state.variants.map((variant) => variant.key) : []),
      };
    case 'setPrice':
      return changeVariants(
        state,
        (variant) => state.selected.has(variant.key) && variant.price !== action.price,
        (variant) => ({ ...variant, price: action.price }),
      );
    case 'setStock':
      return changeVariants(
        state,
        (variant) => state.selected.has(variant.key) && variant.stock !== action.stock,
        (variant) => ({ ...variant, stock: action.stock }),
      );
  }
}
