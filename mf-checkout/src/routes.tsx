import { lazy, Suspense, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { RequireUser, Spinner } from '@glow/web-kit';
import { ComingSoon } from './features/placeholders';

const CartPage = lazy(() => import('./features/cart').then((m) => ({ default: m.CartPage })));

const guarded = (screen: ReactNode) => (
  <RequireUser>
    <Suspense fallback={<Spinner />}>{screen}</Suspense>
  </RequireUser>
);

/** The shell gives this app /cart-checkout, /orders and /orders/{id} only; every screen needs a user. */
export function AppRoutes() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/cart-checkout" element={guarded(<CartPage />)} />
        <Route path="/orders" element={guarded(<ComingSoon title="My Orders" />)} />
        <Route path="/orders/:id" element={guarded(<ComingSoon title="Order Details" />)} />
        <Route path="*" element={null} />
      </Routes>
    </BrowserRouter>
  );
}
