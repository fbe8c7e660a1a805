import type { ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { RequireUser } from '@glow/web-kit';
import { NotFoundPage } from './features/not-found';
import { ComingSoon } from './features/placeholders';
import { AboutPage, PrivacyPage, TermsPage } from './features/static-pages';

const guarded = (screen: ReactNode) => <RequireUser>{screen}</RequireUser>;

/** Every path the shell does not give to checkout or admin lands here; unknown ones get the 404 page. */
export function AppRoutes() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<ComingSoon title="Home" />} />
        <Route path="/products" element={<ComingSoon title="Shop" />} />
        <Route path="/shop" element={<ComingSoon title="Shop" />} />
        <Route path="/products/:id" element={<ComingSoon title="Product" />} />
        <Route path="/about" element={<AboutPage />} />
        <Route path="/contact" element={<ComingSoon title="Contact Us" />} />
        <Route path="/privacy" element={<PrivacyPage />} />
        <Route path="/terms" element={<TermsPage />} />
        <Route path="/login" element={<ComingSoon title="Login" />} />
        <Route path="/register" element={<ComingSoon title="Register" />} />
        <Route path="/forgot-password" element={<ComingSoon title="Forgot Password" />} />
        <Route path="/profile" element={guarded(<ComingSoon title="Profile" />)} />
        <Route path="/favourites" element={guarded(<ComingSoon title="Favourites" />)} />
        <Route path="/inbox" element={guarded(<ComingSoon title="Inbox" />)} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </BrowserRouter>
  );
}
