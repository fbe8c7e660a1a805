import { render, screen } from '@testing-library/react';
import { AdminComingSoon } from '../src/features/placeholders';

test('when an admin screen is not built yet, then its title and a note show', () => {
  render(<AdminComingSoon title="Manage Promotion Banners" />);

  expect(screen.getByRole('heading', { level: 1, name: 'Manage Promotion Banners' })).toBeInTheDocument();
  expect(screen.getByText(/not available yet/)).toBeInTheDocument();
});
