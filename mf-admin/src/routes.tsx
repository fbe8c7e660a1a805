import { BrowserRouter, Outlet, Route, Routes } from 'react-router-dom';
import { AdminLayout } from './features/layout';
import { NewsletterPage } from './features/newsletter';
import { NotFoundPage } from './features/not-found';
import { AdminComingSoon } from './features/placeholders';
import { SendMessagePage } from './features/send-message';
import { UserEditPage, UsersPage } from './features/users';

const screens: ReadonlyArray<readonly [path: string, title: string]> = [
  ['products', 'Products'],
  ['products/create', 'Add Product'],
  ['products/edit/:id', 'Edit Product'],
  ['categories', 'Categories'],
  ['orders', 'All Orders'],
  ['orders/:id', 'Order Details'],
  ['hero-section', 'Manage Hero Section'],
  ['promotion-banners', 'Manage Promotion Banners'],
  ['shipping-prices', 'Shipping Prices'],
];

/** The shell gives this app /admin and everything under it; every screen sits in the admin layout. */
export function AppRoutes() {
  return (
    <BrowserRouter>
      <Routes>
        <Route
          path="/admin"
          element={
            <AdminLayout>
              <Outlet />
            </AdminLayout>
          }
        >
          <Route index element={<AdminComingSoon title="Admin Dashboard" />} />
          <Route path="users" element={<UsersPage />} />
          <Route path="users/:id" element={<UserEditPage />} />
          <Route path="newsletter" element={<NewsletterPage />} />
          <Route path="send-message" element={<SendMessagePage />} />
          {screens.map(([path, title]) => (
            <Route key={path} path={path} element={<AdminComingSoon title={title} />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route path="*" element={null} />
      </Routes>
    </BrowserRouter>
  );
}
