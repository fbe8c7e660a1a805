/** `end`: active only on exactly this path (the dashboard at /admin would match every screen). */
export type AdminLink = { to: string; label: string; end?: boolean };

export const adminLinks: readonly AdminLink[] = [
  { to: '/admin', label: 'Dashboard', end: true },
  { to: '/admin/users', label: 'Users' },
  { to: '/admin/products', label: 'Products' },
  { to: '/admin/categories', label: 'Categories' },
  { to: '/admin/orders', label: 'Orders' },
  { to: '/admin/hero-section', label: 'Hero Section' },
  { to: '/admin/newsletter', label: 'Newsletter' },
  { to: '/admin/promotion-banners', label: 'Promotion Banners' },
  { to: '/admin/send-message', label: 'Send Message' },
  { to: '/admin/shipping-prices', label: 'Shipping Prices' },
  { to: '/admin/activity', label: 'Activity' },
];
