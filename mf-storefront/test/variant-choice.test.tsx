import type { Product, ProductVariant } from '@glow/contracts';
import { product } from '@glow/web-kit/testing';
import {
  choose,
  initialChoice,
  isValueSoldOut,
  variantFor,
} from '../src/features/product-detail/variant-choice';

const variant = (id: string, Shade: string, Size: string, stock: number | null = 5): ProductVariant => ({
  _id: id,
  sku: id,
  options: { Shade, Size },
  price: 4500,
  discountPrice: null,
  stock,
  images: [],
});

/** Chestnut in both sizes; Ebony only in 30 ml, sold out. */
const crayon: Product = {
  ...product('p1', 4500),
  options: [
    { name: 'Shade', values: [{ value: 'Chestnut' }, { value: 'Ebony' }] },
    { name: 'Size', values: [{ value: '15 ml' }, { value: '30 ml' }] },
  ],
  variants: [
    variant('a', 'Chestnut', '15 ml'),
    variant('b', 'Chestnut', '30 ml'),
    variant('c', 'Ebony', '30 ml', 0),
  ],
};

describe('choosing a shade and a size', () => {
  it('when only a shade is chosen, then no variant is chosen yet', () => {
    expect(variantFor(crayon, { Shade: 'Chestnut' })).toBeUndefined();
    expect(variantFor(crayon, { Shade: 'Chestnut', Size: '30 ml' })?._id).toBe('b');
  });

  it('when a shade sold in the chosen size is picked, then the size stays', () => {
    expect(choose(crayon, { Shade: 'Chestnut', Size: '30 ml' }, 'Shade', 'Ebony')).toEqual({
      Shade: 'Ebony',
      Size: '30 ml',
    });
  });

  it('when a shade not sold in the chosen size is picked, then the size is to be chosen again', () => {
    expect(choose(crayon, { Shade: 'Chestnut', Size: '15 ml' }, 'Shade', 'Ebony')).toEqual({
      Shade: 'Ebony',
    });
  });

  it('when a value is sold out only in combination with the other choice, then it reads sold out only then', () => {
    expect(isValueSoldOut(crayon, { Size: '30 ml' }, 'Shade', 'Ebony')).toBe(true);
    expect(isValueSoldOut(crayon, { Shade: 'Chestnut' }, 'Size', '30 ml')).toBe(false);
    expect(isValueSoldOut(crayon, { Shade: 'Ebony' }, 'Size', '30 ml')).toBe(true);
  });

  it('when the address names an unknown variant, then nothing but single-valued options is chosen', () => {
    expect(initialChoice(crayon, 'nope')).toEqual({});
    const oneSize: Product = {
      ...crayon,
      options: [crayon.options![0]!, { name: 'Size', values: [{ value: '30 ml' }] }],
    };
    expect(initialChoice(oneSize, null)).toEqual({ Size: '30 ml' });
    expect(initialChoice(crayon, 'c')).toEqual({ Shade: 'Ebony', Size: '30 ml' });
  });
});
