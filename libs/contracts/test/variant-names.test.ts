import { lineName, variantLabel, type ProductOption, type VariantChoice } from '../src';

const options: ProductOption[] = [
  { name: 'Shade', values: [{ value: 'Chestnut', swatch: '#8d5524' }] },
  { name: 'Size', values: [{ value: '30 ml' }] },
];

// The contracts' variant-names.ts names lines so (the cart's, order's and catalog's sentences use it).
const cases: [VariantChoice | undefined, ProductOption[] | undefined, string][] = [
  [undefined, undefined, 'Matte Lip Crayon'],
  [{}, [], 'Matte Lip Crayon'],
  [{ Shade: 'Chestnut' }, undefined, 'Matte Lip Crayon — Shade: Chestnut'],
  [{ Size: '30 ml', Shade: 'Chestnut' }, options, 'Matte Lip Crayon — Shade: Chestnut, Size: 30 ml'],
  [{ Size: '30 ml', Shade: 'Chestnut' }, undefined, 'Matte Lip Crayon — Size: 30 ml, Shade: Chestnut'],
  [{ Shade: 'Chestnut' }, options, 'Matte Lip Crayon — Shade: Chestnut'],
];

describe('variant names', () => {
  it.each(cases)('when a line holds %j of %j, then it is named %s', (choice, given, name) => {
    expect(lineName('Matte Lip Crayon', choice, given)).toBe(name);
  });

  it('when a choice is labelled alone, then it reads without the product', () => {
    expect(variantLabel({ Size: '30 ml', Shade: 'Chestnut' }, options)).toBe('Shade: Chestnut, Size: 30 ml');
    expect(variantLabel({})).toBe('');
  });
});
