import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { AppLayout } from './layouts/app-layout.tsx';
import { RouteError } from './route-error.tsx';
import { GuestOnly, RequireAdmin, RequireAuth, RequireCustomer } from './guards.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { loadPageTexts } from '@/lib/i18n.ts';
import { loadCatalogPage, loadHomePage, loadLoginPage, loadProductPage, loadRegisterPage } from './entry-pages.ts';

type PageModule = { default: ComponentType };

/** The texts beyond the visitors' that a page behind a guard needs: a signed-in person's, and the administrators' too. */
function textsFor(guard: unknown): Promise<void> | undefined {
  if (guard === RequireAdmin) return loadPageTexts('account', 'admin');
  if (guard === RequireAuth || guard === RequireCustomer) return loadPageTexts('account');
  return undefined;
}

/** Each page is its own chunk, loaded when first visited, with the texts it needs beyond the visitors'. */
function page(load: () => Promise<PageModule>, guard?: ComponentType<{ children: React.ReactNode }>) {
  return {
    lazy: async () => {
      const [{ default: Page }] = await Promise.all([load(), textsFor(guard)]);
      const Guard = guard;
      return {
        Component: Guard
          ? () => (
              <Guard>
                <Page />
              </Guard>
            )
          : Page,
      };
    },
  };
}

/** Every page of the shop; the browser routes through them (router.tsx), and the server prerenders the public ones (prerender.tsx). */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <Spinner />,
    children: [
      { index: true, ...page(loadHomePage) },
      { path: 'login', ...page(loadLoginPage, GuestOnly) },
      { path: 'register', ...page(loadRegisterPage, GuestOnly) },
      { path: 'verify-email', ...page(() => import('@/features/auth/verify-email-page.tsx')) },
      { path: 'forgot-password', ...page(() => import('@/features/auth/forgot-password-page.tsx')) },
      { path: 'reset-password', ...page(() => import('@/features/auth/reset-password-page.tsx')) },
      { path: 'dashboard', ...page(() => import('@/features/dashboard/dashboard-page.tsx'), RequireAuth) },
      { path: 'profile', ...page(() => import('@/features/profile/profile-page.tsx'), RequireAuth) },
      { path: 'admin/users', ...page(() => import('@/features/admin-users/users-list-page.tsx'), RequireAdmin) },
      { path: 'admin/users/:id', ...page(() => import('@/features/admin-users/user-page.tsx'), RequireAdmin) },
      { path: 'products', ...page(loadCatalogPage) },
      { path: 'product/:slug', ...page(loadProductPage) },
      { path: 'admin/orders', ...page(() => import('@/features/admin-orders/orders-list-page.tsx'), RequireAdmin) },
      { path: 'admin/orders/:id', ...page(() => import('@/features/admin-orders/order-detail-page.tsx'), RequireAdmin) },
      { path: 'admin/invoices', ...page(() => import('@/features/admin-documents/invoices-page.tsx'), RequireAdmin) },
      { path: 'admin/invoices/settings', ...page(() => import('@/features/admin-documents/invoice-settings-page.tsx'), RequireAdmin) },
      { path: 'admin/payments/bank-statement', ...page(() => import('@/features/admin-bank-statement/bank-statement-page.tsx'), RequireAdmin) },
      { path: 'admin/receivables', ...page(() => import('@/features/admin-receivables/receivables-page.tsx'), RequireAdmin) },
      { path: 'admin/products', ...page(() => import('@/features/admin-products/products-admin-page.tsx'), RequireAdmin) },
      { path: 'admin/products/bulk-stock', ...page(() => import('@/features/admin-products/bulk-stock-page.tsx'), RequireAdmin) },
      { path: 'admin/products/bulk-price-excl-vat', ...page(() => import('@/features/admin-products/bulk-public-price-page.tsx'), RequireAdmin) },
      { path: 'admin/products/import', ...page(() => import('@/features/admin-products/products-import-page.tsx'), RequireAdmin) },
      { path: 'admin/pricing/dashboard', ...page(() => import('@/features/admin-pricing/pricing-dashboard-page.tsx'), RequireAdmin) },
      { path: 'admin/pricing/customer/:userId', ...page(() => import('@/features/admin-pricing/customer-prices-page.tsx'), RequireAdmin) },
      { path: 'admin/gallery', ...page(() => import('@/features/admin-gallery/gallery-page.tsx'), RequireAdmin) },
      { path: 'admin/translations', ...page(() => import('@/features/admin-translations/translations-page.tsx'), RequireAdmin) },
      { path: 'admin/bug-reports', ...page(() => import('@/features/admin-bug-reports/bug-reports-page.tsx'), RequireAdmin) },
      { path: 'admin/audit-log', ...page(() => import('@/features/admin-audit-log/audit-log-page.tsx'), RequireAdmin) },
      { path: 'cart', ...page(() => import('@/features/cart/cart-page.tsx'), RequireCustomer) },
      { path: 'checkout', ...page(() => import('@/features/cart/checkout-page.tsx'), RequireCustomer) },
      { path: 'quick-order', ...page(() => import('@/features/quick-order/quick-order-page.tsx'), RequireCustomer) },
      { path: 'orders', ...page(() => import('@/features/orders/orders-page.tsx'), RequireAuth) },
      { path: 'orders/:id', ...page(() => import('@/features/orders/order-detail-page.tsx'), RequireAuth) },
      { path: 'pre-invoices', ...page(() => import('@/features/documents/pre-invoices-page.tsx'), RequireAuth) },
      { path: 'account/balance', ...page(() => import('@/features/balance/balance-page.tsx'), RequireCustomer) },
      // Spec: anything else redirects to /, replacing the history entry.
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
