import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ReactElement } from 'react';
import { AboutPage, PrivacyPage, TermsPage } from '../src/features/static-pages';

const renderPage = (page: ReactElement) => render(<MemoryRouter>{page}</MemoryRouter>);

describe('static pages', () => {
  it('when About Us is shown, then it has empty banner slots for about-hero, about-team and about-products', () => {
    const { container } = renderPage(<AboutPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    const slots = [...container.querySelectorAll('[data-placement]')];
    expect(slots.map((slot) => slot.getAttribute('data-placement'))).toEqual([
      'about-hero',
      'about-team',
      'about-products',
    ]);
    for (const slot of slots) expect(slot).toBeEmptyDOMElement();
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
