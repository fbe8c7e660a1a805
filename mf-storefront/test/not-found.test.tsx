import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../src/features/not-found';

describe('not-found page', () => {
  it('when an unknown path is shown, then it reads 404 - Page Not Found and links home', async () => {
    render(
      <MemoryRouter initialEntries={['/no-such-page']}>
        <Routes>
          <Route path="/" element={<p>home screen</p>} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </MemoryRouter>,
    );

    expect(screen.getByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeInTheDocument();
    const home = screen.getByRole('link', { name: 'Go to Home' });
    expect(home).toHaveAttribute('href', '/');

    await userEvent.click(home);
    expect(screen.getByText('home screen')).toBeInTheDocument();
  });
});
