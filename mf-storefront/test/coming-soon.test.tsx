import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ComingSoon } from '../src/features/placeholders';

const renderAt = (path: string, title: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <ComingSoon title={title} />
    </MemoryRouter>,
  );

describe('storefront placeholder', () => {
  it('when the home placeholder is shown, then it has its heading and a link to the products', () => {
    renderAt('/', 'Home');

    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products');
  });

  it('when the shop placeholder is shown, then it does not link to itself', () => {
    renderAt('/products', 'Shop');

    expect(screen.getByRole('heading', { level: 1, name: 'Shop' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
