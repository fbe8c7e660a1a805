import { lazy, Suspense, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { RequireUser, Spinner } from '@glow/web-kit';
import { HomePage } from './features/home/home-page';
import { NotFoundPage } from './features/not-found';
import { ProductDetailRoute } from './features/product-detail';
import { ShopPage } from './features/shop/shop-page';

// The pages a first visit lands on (home, shop, a product) are in the app's own chunk; every
// other screen loads on first use, outside the first visit's bundle.
const auth = () => import('./features/auth');
const LoginPage = lazy(() => auth().then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => auth().then((m) => ({ default: m.RegisterPage })));
const ForgotPasswordPage = lazy(() => auth().then((m) => ({ default: m.ForgotPasswordPage })));
const SecureAccountPage = lazy(() => auth().then((m) => ({ default: m.SecureAccountPage })));
const ProfilePage = lazy(() => import('./features/profile').then((m) => ({ default: m.ProfilePage })));
const staticPages = () => import('./features/static-pages');
const AboutPage = lazy(() => staticPages().then((m) => ({ default: m.AboutPage })));
const PrivacyPage = lazy(() => staticPages().then((m) => ({ default: m.PrivacyPage })));
const TermsPage = lazy(() => staticPages().then((m) => ({ default: m.TermsPage })));
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
export function StorefrontRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/products" element={<ShopPage />} />
      <Route path="/shop" element={<ShopPage />} />
      <Route path="/products/:id" element={<ProductDetailRoute />} />
      <Route path="/about" element={onDemand(<AboutPage />)} />
      <Route path="/contact" element={onDemand(<ContactPage />)} />
      <Route path="/privacy" element={onDemand(<PrivacyPage />)} />
      <Route path="/terms" element={onDemand(<TermsPage />)} />
      <Route path="/login" element={onDemand(<LoginPage />)} />
      <Route path="/register" element={onDemand(<RegisterPage />)} />
      <Route path="/forgot-password" element={onDemand(<ForgotPasswordPage />)} />
      <Route path="/secure-account" element={onDemand(<SecureAccountPage />)} />
      <Route path="/profile" element={guarded(onDemand(<ProfilePage />))} />
      <Route path="/favourites" element={guarded(onDemand(<FavouritesPage />))} />
      <Route path="/inbox" element={guarded(onDemand(<InboxPage />))} />
      <Route path="/newsletter/confirm" element={onDemand(<ConfirmSubscriptionPage />)} />
      <Route path="/newsletter/unsubscribe" element={onDemand(<UnsubscribePage />)} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

/** The app in the browser: the routes on the page's address (the server renders them with its own router). */
export function AppRoutes() {
  return (
    <BrowserRouter>
      <StorefrontRoutes />
    </BrowserRouter>
  );
}
