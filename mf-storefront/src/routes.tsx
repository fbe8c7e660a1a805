import { lazy, Suspense, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { RequireUser, Spinner } from '@glow/web-kit';
import { ForgotPasswordPage, LoginPage, RegisterPage, SecureAccountPage } from './features/auth';
import { HomePage } from './features/home/home-page';
import { NotFoundPage } from './features/not-found';
import { ProductDetailRoute } from './features/product-detail';
import { ProfilePage } from './features/profile';
import { ShopPage } from './features/shop/shop-page';
import { AboutPage, PrivacyPage, TermsPage } from './features/static-pages';

// Screens few visitors open load on first use, outside the first visit's bundle.
const ContactPage = lazy(() => import('./features/contact').then((m) => ({ default: m.ContactPage })));
const FavouritesPage = lazy(() =>
  import('./features/favourites').then((m) => ({ default: m.FavouritesPage })),
);
const InboxPage = lazy(() => import('./features/inbox').then((m) => ({ default: m.InboxPage })));
const ConfirmSubscriptionPage = lazy(() =>
  import('./features/newsletter').then((m) => ({ default: m.ConfirmSubscriptionPage })),
);
const UnsubscribePage = lazy(() =>
  import('./features/newsletter').then((m) => ({ default: m.UnsubscribePage })),
);

const guarded = (screen: ReactNode) => <RequireUser>{screen}</RequireUser>;
const onDemand = (screen: ReactNode) => <Suspense fallback={<Spinner />}>{screen}</Suspense>;

/** Every path the shell does not give to checkout or admin lands here; unknown ones get the 404 page. */
export function AppRoutes() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/products" element={<ShopPage />} />
        <Route path="/shop" element={<ShopPage />} />
        <Route path="/products/:id" element={<ProductDetailRoute />} />
        <Route path="/about" element={<AboutPage />} />
        <Route path="/contact" element={onDemand(<ContactPage />)} />
        <Route path="/privacy" element={<PrivacyPage />} />
        <Route path="/terms" element={<TermsPage />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/secure-account" element={<SecureAccountPage />} />
        <Route path="/profile" element={guarded(<ProfilePage />)} />
        <Route path="/favourites" element={guarded(onDemand(<FavouritesPage />))} />
        <Route path="/inbox" element={guarded(onDemand(<InboxPage />))} />
        <Route path="/newsletter/confirm" element={onDemand(<ConfirmSubscriptionPage />)} />
        <Route path="/newsletter/unsubscribe" element={onDemand(<UnsubscribePage />)} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </BrowserRouter>
  );
}
