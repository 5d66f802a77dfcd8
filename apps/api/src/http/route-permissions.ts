import type { Permission } from '@shop/domain';

/**
 * What each administrators' route needs (decision 092), by method and route pattern as
 * Fastify registers it ("PATCH /api/orders/admin/:id/status"). `requireAdmin` checks the signed-in
 * member's role against this table (ROLE_PERMISSIONS in @shop/domain); a route guarded by
 * `requireAdmin` must have a line here.
 */
export const ROUTE_PERMISSIONS: Readonly<Record<string, Permission>> = {
  // Customers: accounts, approvals, held company changes, credit, licences
  'GET /api/users/admin/all': 'customers.read',
  'GET /api/users/admin/company-changes': 'customers.read',
  'PATCH /api/users/admin/:id/company-changes/confirm': 'customers.manage',
  'PATCH /api/users/admin/:id/company-changes/reject': 'customers.manage',
  'GET /api/users/admin/:id': 'customers.read',
  'GET /api/users/admin/:id/credit': 'customers.read',
  'PUT /api/users/admin/:id': 'customers.manage',
  'PATCH /api/users/admin/:id/approve': 'customers.manage',
  'PATCH /api/users/admin/:id/reject': 'customers.manage',
  'PATCH /api/users/admin/:id/verify-email': 'customers.manage',
  'DELETE /api/users/admin/:id': 'customers.manage',
  'GET /api/users/admin/licences': 'customers.read',
  'GET /api/users/admin/:id/addresses': 'customers.read',
  'PATCH /api/users/admin/:userId/addresses/:addressId/licence': 'customers.manage',
  // Staff
  'GET /api/staff': 'staff.manage',
  'POST /api/staff': 'staff.manage',
  'PATCH /api/staff/:id': 'staff.manage',
  'POST /api/staff/:id/two-factor/reset': 'staff.manage',
  // Products, prices and stock
  'GET /api/products/admin/all': 'products.read',
  'GET /api/products/admin/facets': 'products.read',
  'GET /api/products/admin/by-ids': 'products.read',
  'GET /api/products/admin/export.csv': 'products.manage',
  'POST /api/products/admin/import': 'products.manage',
  'POST /api/products/upload-photo': 'products.manage',
  'POST /api/products': 'products.manage',
  'PUT /api/products/:id': 'products.manage',
  'DELETE /api/products/:id': 'products.manage',
  'PUT /api/products/bulk-price': 'prices.manage',
  'PUT /api/products/bulk-stock': 'stock.manage',
  'GET /api/products/admin/low-stock': 'stock.manage',
  'GET /api/products/admin/:id/stock-history': 'stock.manage',
  'GET /api/products/admin/stock-history': 'stock.manage',
  'GET /api/products/admin/:id': 'products.read',
  'GET /api/pricing/admin/customer/:userId': 'prices.manage',
  'POST /api/pricing/admin/customer/:userId/bulk': 'prices.manage',
  'DELETE /api/pricing/admin/customer/:userId/product/:productId': 'prices.manage',
  'DELETE /api/pricing/admin/customer/:userId/all': 'prices.manage',
  'GET /api/pricing/admin/user-type-prices': 'prices.manage',
  'POST /api/pricing/admin/bulk-user-type-prices': 'prices.manage',
  'DELETE /api/pricing/admin/user-type/:userType/product/:productId': 'prices.manage',
  // Orders
  'GET /api/orders/admin/all': 'orders.read',
  'GET /api/orders/admin/:id': 'orders.read',
  'GET /api/orders/admin/:id/edit-status': 'orders.read',
  'POST /api/orders/admin/bulk-status': 'orders.progress',
  'PATCH /api/orders/admin/:id/status': 'orders.progress',
  'PUT /api/orders/admin/:id/items': 'orders.progress',
  'POST /api/orders/:id/cancel': 'orders.progress',
  'POST /api/orders/admin/:id/create-pre-invoice': 'preInvoices.manage',
  // Documents: pre-invoices, invoices, credit notes
  'GET /api/pre-invoices/admin/all': 'documents.read',
  'GET /api/pre-invoices/admin/:id': 'documents.read',
  'GET /api/pre-invoices/admin/:id/pdf': 'documents.read',
  'PATCH /api/pre-invoices/admin/:id/status': 'preInvoices.manage',
  // Converting issues an invoice.
  'POST /api/pre-invoices/admin/:id/convert': 'invoices.manage',
  'GET /api/invoices/admin/all': 'documents.read',
  'GET /api/invoices/admin/:id': 'documents.read',
  'GET /api/invoices/admin/:id/pdf': 'documents.read',
  'PATCH /api/invoices/admin/:id/status': 'invoices.manage',
  'POST /api/invoices/admin/:id/credit-note': 'invoices.manage',
  'GET /api/credit-notes/admin/all': 'documents.read',
  'GET /api/credit-notes/admin/:id': 'documents.read',
  'GET /api/credit-notes/admin/:id/pdf': 'documents.read',
  // The seller and numbering of documents: read by the documents' screens, changed with the settings.
  'GET /api/invoices/settings': 'documents.read',
  'PUT /api/invoices/settings': 'settings.manage',
  // Payments and what is owed
  'POST /api/invoices/admin/:id/payments': 'payments.manage',
  'GET /api/invoices/admin/:id/payments': 'payments.manage',
  'POST /api/pre-invoices/admin/:id/payments': 'payments.manage',
  'GET /api/pre-invoices/admin/:id/payments': 'payments.manage',
  'POST /api/payments/admin/:id/reverse': 'payments.manage',
  'POST /api/payments/admin/bank-statement': 'payments.manage',
  'GET /api/invoices/admin/receivables': 'payments.manage',
  'GET /api/invoices/admin/receivables.csv': 'payments.manage',
  'GET /api/invoices/admin/:id/reminders': 'payments.manage',
  // i.SAF and the accounting exports
  'GET /api/invoices/admin/isaf': 'accounting.export',
  'GET /api/invoices/admin/isaf/periods': 'accounting.export',
  'POST /api/invoices/admin/isaf/periods/:month/close': 'accounting.export',
  'GET /api/invoices/admin/journal.csv': 'accounting.export',
  'GET /api/invoices/admin/payments.csv': 'accounting.export',
  // The audit log, settings, content, bug reports
  'GET /api/audit-log': 'audit.read',
  'PUT /api/settings/admin': 'settings.manage',
  'POST /api/age-gate/admin/reset': 'settings.manage',
  'PUT /api/translations/admin/:lang': 'content.manage',
  'DELETE /api/translations/admin/:lang/:key': 'content.manage',
  'GET /api/gallery': 'content.manage',
  'GET /api/gallery/folders': 'content.manage',
  'POST /api/gallery/folders': 'content.manage',
  'POST /api/gallery/upload': 'content.manage',
  'DELETE /api/gallery/:ref': 'content.manage',
  'POST /api/gallery/:ref/move': 'content.manage',
  'GET /api/gallery/:ref/metadata': 'content.manage',
  'PUT /api/gallery/:ref/metadata': 'content.manage',
  'PUT /api/gallery/:ref/rename': 'content.manage',
  'GET /api/bug-reports/admin': 'bugReports.manage',
  'GET /api/bug-reports/:id': 'bugReports.manage',
  'PATCH /api/bug-reports/:id': 'bugReports.manage',
  'GET /api/bug-reports/:id/screenshot': 'bugReports.manage',
  'GET /api/bug-reports/:id/download': 'bugReports.manage',
  // Lines other work added:
  'GET /api/invoices/admin/export.csv': 'documents.read',
  'GET /api/pre-invoices/admin/export.csv': 'documents.read',
  'GET /api/credit-notes/admin/export.csv': 'documents.read',
  'GET /api/audit-log/export.csv': 'audit.read',
  'GET /api/orders/admin/:id/notes': 'orders.read',
  'POST /api/orders/admin/:id/notes': 'orders.progress',
};

/**
 * A route's line in the table: "METHOD /api/pattern". The HEAD Fastify adds beside a GET is that GET,
 * and a prefix's "/" route ("/api/gallery/") is the prefix's own ("/api/gallery").
 */
export function routeKey(method: string, url: string): string {
  const upper = method.toUpperCase();
  return `${upper === 'HEAD' ? 'GET' : upper} ${url.length > 1 ? url.replace(/\/$/, '') : url}`;
}

/** The permission a route needs, or undefined when the table has no line for it. */
export function permissionOf(method: string, url: string): Permission | undefined {
  return ROUTE_PERMISSIONS[routeKey(method, url)];
}
