import { act, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { Product, ProductVariant } from '@glow/contracts';
import { session } from '@glow/web-kit';
import { installFetch, product, shopper, token } from '@glow/web-kit/testing';
import { ProductSummary } from '../src/features/product-detail/product-summary';
import { renderScreen, resetBrowser, settle } from './screen-harness';

const image = (id: string) => ({ url: `/uploads/${id}.webp`, public_id: id });

const variant = (id: string, shade: string, changes: Partial<ProductVariant> = {}): ProductVariant => ({
  _id: id,
  sku: `GLOW-${id}`,
  options: { Shade: shade },
  price: 4500,
  discountPrice: null,
  stock: 5,
  images: [],
  ...changes,
});

/** A lip crayon in three shades: Chestnut discounted with its own picture, Ebony dearer, Rose sold out. */
const crayon: Product = {
  ...product('p1', 5000),
  name: 'Matte Lip Crayon',
  discountPrice: 4000,
  images: [image('crayon')],
  stock: null,
  maxPrice: 5000,
  options: [
    {
      name: 'Shade',
      values: [
        { value: 'Chestnut', swatch: '#8d5524' },
        { value: 'Ebony', swatch: '#3b2219' },
        { value: 'Rose', swatch: '#e8a0a8' },
      ],
    },
  ],
  variants: [
    variant('v1', 'Chestnut', { price: 5000, discountPrice: 4000, stock: 3, images: [image('chestnut')] }),
    variant('v2', 'Ebony', { price: 5000, stock: null }),
    variant('v3', 'Rose', { stock: 0 }),
  ],
};

/** A cream sold in two sizes, without swatches. */
const cream: Product = {
  ...product('p2', 3000),
  name: 'Shea Body Cream',
  maxPrice: 5200,
  options: [{ name: 'Size', values: [{ value: '100 ml' }, { value: '250 ml' }] }],
  variants: [
    { ...variant('s1', '', { price: 3000 }), options: { Size: '100 ml' } },
    { ...variant('s2', '', { price: 5200 }), options: { Size: '250 ml' } },
  ],
};

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{`${pathname}${search}`}</output>;
}

async function open(shown: Product, path = `/products/${shown._id}`) {
  const user = renderScreen(
    <Routes>
      <Route
        path="/products/:id"
        element={
          <>
            <ProductSummary product={shown} />
            <Address />
          </>
        }
      />
    </Routes>,
    path,
  );
  await settle();
  return user;
}

let fetch: ReturnType<typeof installFetch>;
beforeEach(() => {
  resetBrowser('/products/p1');
  fetch = installFetch(() => ({ status: 200, body: [] }));
  act(() => session.login(token, shopper));
});

const cartAdds = () =>
  fetch.mock.calls
    .filter(([url]) => url === '/api/cart/add')
    .map(([, init]) => JSON.parse((init as RequestInit).body as string) as unknown);
const shades = () => screen.getByRole('radiogroup', { name: 'Shade' });
const price = () => screen.getByRole('heading', { level: 1 }).parentElement!.querySelector('p + div')!;
const mainPicture = () => screen.getByRole('button', { name: /^Enlarge picture/ }).querySelector('img');
const address = () => screen.getByRole('status', { name: 'Address' });

describe('product page with shades', () => {
  it('when it opens without a choice, then the swatches are unchecked, the price is the range and Add to Cart asks for a shade', async () => {
    const user = await open(crayon);

    const radios = within(shades()).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('aria-checked'))).toEqual(['false', 'false', 'false']);
    expect(radios.map((radio) => radio.textContent)).toEqual(['Chestnut', 'Ebony', 'Rose']);
    expect(radios[2]).toHaveAccessibleName('Rose, sold out');
    expect(price()).toHaveTextContent('₦4,000.00 – ₦5,000.00');
    expect(screen.queryByText(/^Get \d+% off$/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await settle();

    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a shade');
    expect(shades()).toHaveAccessibleDescription('Please choose a shade');
    expect(cartAdds()).toEqual([]);
  });

  it('when a shade is chosen, then its price, discount, picture and the address follow, and Add to Cart sends it', async () => {
    const user = await open(crayon);
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));

    await user.click(within(shades()).getByRole('radio', { name: 'Chestnut' }));

    expect(within(shades()).getByRole('radio', { name: 'Chestnut' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText('Shade').parentElement).toHaveTextContent('Shade: Chestnut');
    expect(price()).toHaveTextContent('₦4,000.00was ₦5,000.00');
    expect(screen.getByText('Get 20% off')).toBeInTheDocument();
    expect(mainPicture()).toHaveAttribute('src', '/uploads/chestnut.webp');
    expect(address()).toHaveTextContent('/products/p1?variant=v1');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await settle();
    expect(cartAdds()).toEqual([{ productId: 'p1', variantId: 'v1', quantity: 2 }]);
  });

  it('when the shopper moves through the shades with the arrow keys, then each is chosen and its stock decides the button', async () => {
    const user = await open(crayon);
    const chestnut = within(shades()).getByRole('radio', { name: 'Chestnut' });
    expect(chestnut).toHaveAttribute('tabindex', '0');

    chestnut.focus();
    await user.keyboard('{ArrowRight}');

    const ebony = within(shades()).getByRole('radio', { name: 'Ebony' });
    expect(ebony).toHaveFocus();
    expect(ebony).toHaveAttribute('aria-checked', 'true');
    expect(price()).toHaveTextContent('₦5,000.00');
    expect(mainPicture()).toHaveAttribute('src', '/uploads/crayon.webp');
    expect(address()).toHaveTextContent('/products/p1?variant=v2');

    await user.keyboard('{ArrowRight}');

    const rose = within(shades()).getByRole('radio', { name: 'Rose, sold out' });
    expect(rose).toHaveFocus();
    expect(rose).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
    expect(screen.queryByRole('group', { name: 'Quantity' })).not.toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(within(shades()).getByRole('radio', { name: 'Chestnut' })).toHaveFocus();
  });

  it('when a tracked shade is chosen, then the quantity stops at what is left of it and says so', async () => {
    const user = await open(crayon);
    await user.click(within(shades()).getByRole('radio', { name: 'Chestnut' }));
    const increase = screen.getByRole('button', { name: 'Increase quantity' });

    await user.click(increase);
    await user.click(increase);

    expect(increase).toBeDisabled();
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveAccessibleDescription('Only 3 left');
  });

  it('when a shade with more units was at a larger quantity, then choosing a scarcer shade brings the quantity down to what is left', async () => {
    const user = await open(crayon, '/products/p1?variant=v2');
    const field = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(field);
    await user.type(field, '7');

    await user.click(within(shades()).getByRole('radio', { name: 'Chestnut' }));

    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(3);
  });

  it('when the address names a shade, then the page opens with it chosen', async () => {
    await open(crayon, '/products/p1?variant=v2');

    expect(within(shades()).getByRole('radio', { name: 'Ebony' })).toHaveAttribute('aria-checked', 'true');
    expect(within(shades()).getByRole('radio', { name: 'Ebony' })).toHaveAttribute('tabindex', '0');
    expect(price()).toHaveTextContent('₦5,000.00');
  });

  it('when the product has a single shade, then it is chosen already and Add to Cart adds it', async () => {
    const single: Product = {
      ...crayon,
      maxPrice: 4000,
      options: [{ name: 'Shade', values: [crayon.options![0]!.values[0]!] }],
      variants: [crayon.variants![0]!],
    };
    const user = await open(single);

    expect(within(shades()).getByRole('radio', { name: 'Chestnut' })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await settle();

    expect(cartAdds()).toEqual([{ productId: 'p1', variantId: 'v1', quantity: 1 }]);
  });
});

describe('product page with sizes', () => {
  it('when a size is chosen, then it is a text button and the price follows it', async () => {
    const user = await open(cream);
    const sizes = screen.getByRole('radiogroup', { name: 'Size' });
    expect(price()).toHaveTextContent('₦3,000.00 – ₦5,200.00');

    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a size');

    await user.click(within(sizes).getByRole('radio', { name: '250 ml' }));

    expect(price()).toHaveTextContent('₦5,200.00');
    expect(address()).toHaveTextContent('/products/p2?variant=s2');
    expect(within(sizes).getByRole('radio', { name: '250 ml' }).querySelector('svg')).toBeNull();
  });
});

describe('product page without options', () => {
  it('when the product has no options, then there is nothing to choose and Add to Cart sends the spec’s call', async () => {
    const serum: Product = {
      ...product('p3', 4000),
      name: 'Glow Serum',
      options: [],
      maxPrice: 4000,
      variants: [{ ...variant('p3', '', { price: 4000 }), options: {} }],
    };
    const user = await open(serum, '/products/p3');

    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await settle();

    expect(cartAdds()).toEqual([{ productId: 'p3', quantity: 1 }]);
    expect(address()).toHaveTextContent(/^\/products\/p3$/);
  });
});

describe('what a beauty shopper reads', () => {
  it('when the product has its brand, size, skin types, concerns, NAFDAC number, ingredients and how to use, then each shows, the long ones behind a disclosure', async () => {
    const serum: Product = {
      ...product('p1', 9000),
      name: 'Niacinamide Serum',
      brand: 'Arami Essentials',
      size: '30 ml',
      skinTypes: ['oily', 'combination'],
      concerns: ['acne', 'fine-lines'],
      nafdacNumber: 'A1-1234',
      ingredients: 'Aqua, Niacinamide, Zinc PCA',
      howToUse: 'Two drops morning and night.',
    };
    const user = await open(serum);

    const shown = Object.fromEntries(
      screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(shown).toEqual({
      Brand: 'Arami Essentials',
      Size: '30 ml',
      'Skin type': 'Oily, Combination',
      Concerns: 'Acne, Fine lines',
      'NAFDAC No.': 'A1-1234',
    });
    const ingredients = screen.getByText('Ingredients').closest('details')!;
    expect(ingredients).not.toHaveAttribute('open');
    await user.click(screen.getByText('Ingredients'));
    expect(ingredients).toHaveAttribute('open');
    expect(within(ingredients).getByText('Aqua, Niacinamide, Zinc PCA')).toBeVisible();
    expect(screen.getByText('How to use').closest('details')).toBeInTheDocument();
  });

  it('when the product has none of them, then nothing more shows', async () => {
    await open({ ...product('p1', 9000), name: 'Plain Soap' });
    expect(screen.queryAllByRole('term')).toEqual([]);
    expect(screen.queryByText('Ingredients')).not.toBeInTheDocument();
  });
});
