// No imports of schemas here: the web's first load reads this file (its navigation follows the role), and zod must stay out of it.

/**
 * The shop's staff and what each may do (decision 092): one table that the API enforces on
 * every administrators' route and the screens follow. A staff account has exactly one role.
 */
export const STAFF_ROLES = ['owner', 'sales', 'warehouse', 'accountant'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * What a role may do, one word per area of the administrators' side. `read` permissions open a
 * screen without changing anything; the others change what they name.
 */
export const PERMISSIONS = [
  /** The dashboard's figures. */
  'dashboard.read',
  /** Orders: the list, one order, its history and printout. */
  'orders.read',
  /** An order's progress (status moves, shipment) and its items. */
  'orders.progress',
  /** Customers' accounts, read only. */
  'customers.read',
  /** Customers: approvals, editing accounts, credit limits, licences, addresses. */
  'customers.manage',
  /** The administrators' products list, with stock and prices: what sales and the warehouse work from. */
  'products.read',
  /** Products as the catalogue shows them: names, descriptions, categories, images, imports. */
  'products.manage',
  /** Prices: base prices, price levels, customers' prices, discounts. */
  'prices.manage',
  /** Stock: quantities, stock history, low stock. */
  'stock.manage',
  /** Pre-invoices: issue, send, cancel, convert. */
  'preInvoices.manage',
  /** Invoices and credit notes: issue, send, cancel, correct. */
  'invoices.manage',
  /** Documents' lists and files, read only (pre-invoices, invoices, credit notes). */
  'documents.read',
  /** Payments, bank statements, receivables, reminders. */
  'payments.manage',
  /** i.SAF files and filed months, the accounting exports. */
  'accounting.export',
  /** The audit log. */
  'audit.read',
  /** Bug reports sent from the shop. */
  'bugReports.manage',
  /** Shop content: translations, gallery, stock alerts' texts. */
  'content.manage',
  /** The shop's settings (company, documents, mails, security). */
  'settings.manage',
  /** Staff accounts: invitations, roles, deactivation. */
  'staff.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Every permission a role holds. The owner holds them all. */
export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly Permission[]>> = {
  owner: PERMISSIONS,
  sales: [
    'dashboard.read',
    'orders.read',
    'orders.progress',
    'customers.read',
    'customers.manage',
    'products.read',
    'products.manage',
    'prices.manage',
    'preInvoices.manage',
    'documents.read',
    'content.manage',
  ],
  warehouse: ['dashboard.read', 'orders.read', 'orders.progress', 'products.read', 'stock.manage'],
  accountant: ['dashboard.read', 'orders.read', 'customers.read', 'invoices.manage', 'documents.read', 'payments.manage', 'accounting.export'],
};

/** Whether a staff role may do something; a customer (no role) may do nothing of the administrators' side. */
export function can(role: StaffRole | null | undefined, permission: Permission): boolean {
  return role != null && ROLE_PERMISSIONS[role].includes(permission);
}
