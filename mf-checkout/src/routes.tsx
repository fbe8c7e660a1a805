import { lazy, Suspense, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { RequireUser, Spinner } from '@glow/web-kit';

const CartCheckoutPage = lazy(() =>
  import('./cart-checkout-page').then((m) => ({ default: m.CartCheckoutPage })),
);
const OrdersPage = lazy(() => import('./features/orders').then((m) => ({ default: m.OrdersPage })));
const OrderPage = lazy(() => import('./features/orders').then((m) => ({ default: m.OrderPage })));

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
        <Route path="/cart-checkout" element={guarded(<CartCheckoutPage />)} />
        <Route path="/orders" element={guarded(<OrdersPage />)} />
        <Route path="/orders/:id" element={guarded(<OrderPage />)} />
        <Route path="*" element={null} />
      </Routes>
    </BrowserRouter>
  );
}
