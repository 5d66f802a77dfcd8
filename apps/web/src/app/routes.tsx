import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { AppLayout } from './layouts/app-layout.tsx';
import { RouteError } from './route-error.tsx';
import type { AdminPageKey } from './admin-pages.ts';
import { GuestOnly, RequireAdmin, RequireAuth, RequireCustomer } from './guards.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { loadPageTexts } from '@/lib/i18n.ts';
import { loadCatalogPage, loadForgotPasswordPage, loadHomePage, loadLoginPage, loadProductPage, loadRegisterPage } from './entry-pages.ts';

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
function adminPage(key: AdminPageKey) {
  return page(async () => {
    // The table of pages, the guard and the role's table load with the page, off the first load.
    const [{ ADMIN_PAGES }, { RequirePermission }] = await Promise.all([import('./admin-pages.ts'), import('./require-permission.tsx')]);
    const [load, permission] = ADMIN_PAGES[key];
    const { default: Page } = await load();
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
      { path: 'forgot-password', ...page(loadForgotPasswordPage) },
      { path: 'reset-password', ...page(() => import('@/features/auth/reset-password-page.tsx')) },
      { path: 'dashboard', ...page(() => import('@/features/dashboard/dashboard-page.tsx'), RequireAuth) },
      { path: 'profile', ...page(() => import('@/features/profile/profile-page.tsx'), RequireAuth) },
      { path: 'admin/users', ...adminPage('users') },
      { path: 'admin/users/:id', ...adminPage('user') },
      { path: 'products', ...page(loadCatalogPage) },
      { path: 'product/:slug', ...page(loadProductPage) },
      { path: 'admin/orders', ...adminPage('orders') },
      { path: 'admin/orders/:id', ...adminPage('order') },
      { path: 'admin/invoices', ...adminPage('invoices') },
      { path: 'admin/invoices/settings', ...adminPage('invoicesSettings') },
      { path: 'admin/payments/bank-statement', ...adminPage('paymentsBankStatement') },
      { path: 'admin/receivables', ...adminPage('receivables') },
      { path: 'admin/products', ...adminPage('products') },
      { path: 'admin/products/bulk-stock', ...adminPage('productsBulkStock') },
      { path: 'admin/stock-history', ...adminPage('stockHistory') },
      { path: 'admin/products/bulk-price-excl-vat', ...adminPage('productsBulkPriceExclVat') },
      { path: 'admin/products/import', ...adminPage('productsImport') },
      { path: 'admin/pricing/dashboard', ...adminPage('pricingDashboard') },
      { path: 'admin/pricing/customer/:userId', ...adminPage('pricingCustomer') },
      { path: 'admin/gallery', ...adminPage('gallery') },
      { path: 'admin/translations', ...adminPage('translations') },
      { path: 'admin/bug-reports', ...adminPage('bugReports') },
      { path: 'admin/audit-log', ...adminPage('auditLog') },
      { path: 'admin/staff', ...adminPage('staff') },
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
