import type { VariantColumn } from './variant-drafts';

/** Element ids of the editor's fields, so a validation message can put the focus where it points. */
export const optionNameId = (option: string) => `option-${option}-name`;
export const optionValueId = (value: string) => `option-value-${value}`;
export const swatchTextId = (value: string) => `option-value-${value}-swatch`;
export const variantCellId = (variant: string, column: VariantColumn) => `variant-${variant}-${column}`;
