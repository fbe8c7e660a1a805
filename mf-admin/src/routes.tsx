import { BrowserRouter, Outlet, Route, Routes } from 'react-router-dom';
import { ActivityPage } from './features/activity';
import { CategoriesPage, ProductFormPage, ProductsPage } from './features/catalog';
import { DashboardPage } from './features/dashboard';
import { HeroSectionPage } from './features/hero-section';
import { AdminLayout } from './features/layout';
import { NewsletterPage } from './features/newsletter';
import { NotFoundPage } from './features/not-found';
import { AdminOrderPage, AdminOrdersPage } from './features/orders';
import { PromotionBannersPage } from './features/promotion-banners';
import { SendMessagePage } from './features/send-message';
import { ShippingPricePage } from './features/shipping-price';
import { UserEditPage, UsersPage } from './features/users';

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
          <Route index element={<DashboardPage />} />
          <Route path="users" element={<UsersPage />} />
          <Route path="users/:id" element={<UserEditPage />} />
          <Route path="newsletter" element={<NewsletterPage />} />
          <Route path="send-message" element={<SendMessagePage />} />
          <Route path="products" element={<ProductsPage />} />
          <Route path="products/create" element={<ProductFormPage />} />
          <Route path="products/edit/:id" element={<ProductFormPage />} />
          <Route path="categories" element={<CategoriesPage />} />
          <Route path="orders" element={<AdminOrdersPage />} />
          <Route path="orders/:id" element={<AdminOrderPage />} />
          <Route path="hero-section" element={<HeroSectionPage />} />
          <Route path="promotion-banners" element={<PromotionBannersPage />} />
          <Route path="shipping-prices" element={<ShippingPricePage />} />
          <Route path="activity" element={<ActivityPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route path="*" element={null} />
      </Routes>
    </BrowserRouter>
  );
}
