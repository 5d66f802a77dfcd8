import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { AppLayout } from './layouts/app-layout.tsx';
import { RouteError } from './route-error.tsx';
import type { Permission } from '@shop/domain';
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

/** An administrators' page that only a role holding the permission may open (decision 093). */
function adminPage(load: () => Promise<PageModule>, permission: Permission) {
  return page(async () => {
    // The guard and the role's table load with the page, off the first load.
    const [{ default: Page }, { RequirePermission }] = await Promise.all([load(), import('./require-permission.tsx')]);
    return {
      default: () => (
        <RequirePermission permission={permission}>
          <Page />
        </RequirePermission>
      ),
    };
  }, RequireAdmin);
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
      { path: 'admin/users', ...adminPage(() => import('@/features/admin-users/users-list-page.tsx'), 'customers.read') },
      { path: 'admin/users/:id', ...adminPage(() => import('@/features/admin-users/user-page.tsx'), 'customers.read') },
      { path: 'products', ...page(loadCatalogPage) },
      { path: 'product/:slug', ...page(loadProductPage) },
      { path: 'admin/orders', ...adminPage(() => import('@/features/admin-orders/orders-list-page.tsx'), 'orders.read') },
      { path: 'admin/orders/:id', ...adminPage(() => import('@/features/admin-orders/order-detail-page.tsx'), 'orders.read') },
      { path: 'admin/invoices', ...adminPage(() => import('@/features/admin-documents/invoices-page.tsx'), 'documents.read') },
      { path: 'admin/invoices/settings', ...adminPage(() => import('@/features/admin-documents/invoice-settings-page.tsx'), 'settings.manage') },
      {
        path: 'admin/payments/bank-statement',
        ...adminPage(() => import('@/features/admin-bank-statement/bank-statement-page.tsx'), 'payments.manage'),
      },
      { path: 'admin/receivables', ...adminPage(() => import('@/features/admin-receivables/receivables-page.tsx'), 'payments.manage') },
      { path: 'admin/products', ...adminPage(() => import('@/features/admin-products/products-admin-page.tsx'), 'products.manage') },
      { path: 'admin/products/bulk-stock', ...adminPage(() => import('@/features/admin-products/bulk-stock-page.tsx'), 'stock.manage') },
      {
        path: 'admin/products/bulk-price-excl-vat',
        ...adminPage(() => import('@/features/admin-products/bulk-public-price-page.tsx'), 'prices.manage'),
      },
      { path: 'admin/products/import', ...adminPage(() => import('@/features/admin-products/products-import-page.tsx'), 'products.manage') },
      { path: 'admin/pricing/dashboard', ...adminPage(() => import('@/features/admin-pricing/pricing-dashboard-page.tsx'), 'prices.manage') },
      { path: 'admin/pricing/customer/:userId', ...adminPage(() => import('@/features/admin-pricing/customer-prices-page.tsx'), 'prices.manage') },
      { path: 'admin/gallery', ...adminPage(() => import('@/features/admin-gallery/gallery-page.tsx'), 'content.manage') },
      { path: 'admin/translations', ...adminPage(() => import('@/features/admin-translations/translations-page.tsx'), 'content.manage') },
      { path: 'admin/bug-reports', ...adminPage(() => import('@/features/admin-bug-reports/bug-reports-page.tsx'), 'bugReports.manage') },
      { path: 'admin/audit-log', ...adminPage(() => import('@/features/admin-audit-log/audit-log-page.tsx'), 'audit.read') },
      { path: 'admin/staff', ...adminPage(() => import('@/features/admin-staff/staff-page.tsx'), 'staff.manage') },
      { path: 'admin', ...page(() => import('./admin-start.tsx')) },
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
