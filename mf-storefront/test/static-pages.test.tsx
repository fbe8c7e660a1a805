import { render, screen, waitFor } from '@testing-library/react';
import { WithQueryClient, installFetch } from '@glow/web-kit/testing';
import { MemoryRouter } from 'react-router-dom';
import type { ReactElement } from 'react';
import { AboutPage, PrivacyPage, TermsPage } from '../src/features/static-pages';

const renderPage = (page: ReactElement) => render(<MemoryRouter>{page}</MemoryRouter>);

describe('static pages', () => {
  it('when About Us is shown, then its about-hero, about-team and about-products banners show in page order', async () => {
    installFetch((url) => {
      const placement = new URL(url, 'http://glow.test').searchParams.get('placement')!;
      const banner = {
        _id: placement,
        image: { url: `/uploads/${placement}.webp`, public_id: placement },
        link: null,
        order: 0,
        placement,
      };
      return { status: 200, body: [banner] };
    });
    const { container } = render(
      <MemoryRouter>
        <AboutPage />
      </MemoryRouter>,
      { wrapper: WithQueryClient },
    );

    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('img', { name: 'Promotion 1 of 1' })).toHaveLength(3));
    const slots = [...container.querySelectorAll('[data-placement]')];
    expect(slots.map((slot) => slot.getAttribute('data-placement'))).toEqual([
      'about-hero',
      'about-team',
      'about-products',
    ]);
    expect(slots.map((slot) => slot.querySelector('img')?.getAttribute('src'))).toEqual([
      '/uploads/about-hero.webp',
      '/uploads/about-team.webp',
      '/uploads/about-products.webp',
    ]);
  });

  it('when /about has no banners, then nothing shows where they would be', async () => {
    const fetch = installFetch(() => ({ status: 200, body: [] }));
    const { container } = render(
      <MemoryRouter>
        <AboutPage />
      </MemoryRouter>,
      { wrapper: WithQueryClient },
    );
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    expect(container.querySelector('[data-placement]')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });

  it('when the Privacy Policy is shown, then it says the service is not for children under 13', () => {
    renderPage(<PrivacyPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText(/not intended for children under 13/)).toBeInTheDocument();
  });

  it('when the Terms and Conditions are shown, then they state the 30-day return policy', () => {
    renderPage(<TermsPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Return policy' })).toBeInTheDocument();
    const policy = screen.getByText(/within 30 days/);
    expect(policy).toHaveTextContent(/unused/);
    expect(policy).toHaveTextContent(/original packaging/);
  });
});
