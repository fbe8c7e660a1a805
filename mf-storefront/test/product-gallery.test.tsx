import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Image } from '@glow/contracts';
import { Gallery } from '../src/features/product-detail/gallery';

const picture: Image = {
  url: '/uploads/balm.webp',
  public_id: 'balm',
  width: 1600,
  height: 1600,
  variants: [
    { url: '/uploads/balm-400w.webp', width: 400 },
    { url: '/uploads/balm-800w.webp', width: 800 },
  ],
};

describe('product gallery', () => {
  it('when the shopper enlarges the picture, then the dialog shows the original upload, not a smaller variant', async () => {
    const user = userEvent.setup();
    render(<Gallery images={[picture]} name="Shea Balm" />);

    await user.click(screen.getByRole('button', { name: 'Enlarge picture of Shea Balm' }));

    const enlarged = within(screen.getByRole('dialog', { name: 'Shea Balm' })).getByRole('img', {
      name: 'Shea Balm',
    });
    expect(enlarged).toHaveAttribute('src', '/uploads/balm.webp');
    expect(enlarged).not.toHaveAttribute('srcset');
    expect(enlarged).toHaveAttribute('width', '1600');
  });
});
