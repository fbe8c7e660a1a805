import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ComingSoon } from '../src/features/placeholders';

describe('checkout placeholder', () => {
  it('when a checkout screen is not built yet, then its title shows with a way back to the shop', () => {
    render(
      <MemoryRouter initialEntries={['/orders']}>
        <ComingSoon title="My Orders" />
      </MemoryRouter>,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'My Orders' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/products');
  });
});
