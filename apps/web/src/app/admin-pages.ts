import type { ComponentType } from 'react';
import type { Permission } from '@shop/domain';

/**
 * The administrators' pages, each with the permission that opens it (decision 093): loaded with the
 * first administrators' page a person opens, so the public pages' first load carries only their
 * addresses and keys (routes.tsx).
 */
export const ADMIN_PAGES = {
  users: [() => import('@/features/admin-users/users-list-page.tsx'), 'customers.read'],
  user: [() => import('@/features/admin-users/user-page.tsx'), 'customers.read'],
  orders: [() => import('@/features/admin-orders/orders-list-page.tsx'), 'orders.read'],
  order: [() => import('@/features/admin-orders/order-detail-page.tsx'), 'orders.read'],
  invoices: [() => import('@/features/admin-documents/invoices-page.tsx'), 'documents.read'],
  invoicesSettings: [() => import('@/features/admin-documents/invoice-settings-page.tsx'), 'settings.manage'],
  paymentsBankStatement: [() => import('@/features/admin-bank-statement/bank-statement-page.tsx'), 'payments.manage'],
  receivables: [() => import('@/features/admin-receivables/receivables-page.tsx'), 'payments.manage'],
  products: [() => import('@/features/admin-products/products-admin-page.tsx'), 'products.manage'],
  productsBulkStock: [() => import('@/features/admin-products/bulk-stock-page.tsx'), 'stock.manage'],
  stockHistory: [() => import('@/features/admin-stock-history/stock-history-page.tsx'), 'stock.manage'],
  productsBulkPriceExclVat: [() => import('@/features/admin-products/bulk-public-price-page.tsx'), 'prices.manage'],
  productsImport: [() => import('@/features/admin-products/products-import-page.tsx'), 'products.manage'],
  pricingDashboard: [() => import('@/features/admin-pricing/pricing-dashboard-page.tsx'), 'prices.manage'],
  pricingCustomer: [() => import('@/features/admin-pricing/customer-prices-page.tsx'), 'prices.manage'],
  gallery: [() => import('@/features/admin-gallery/gallery-page.tsx'), 'content.manage'],
  translations: [() => import('@/features/admin-translations/translations-page.tsx'), 'content.manage'],
  bugReports: [() => import('@/features/admin-bug-reports/bug-reports-page.tsx'), 'bugReports.manage'],
  auditLog: [() => import('@/features/admin-audit-log/audit-log-page.tsx'), 'audit.read'],
  staff: [() => import('@/features/admin-staff/staff-page.tsx'), 'staff.manage'],
} satisfies Record<string, readonly [() => Promise<{ default: ComponentType }>, Permission]>;

export type AdminPageKey = keyof typeof ADMIN_PAGES;
