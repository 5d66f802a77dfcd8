import { type ReactNode, useEffect } from 'react';
import { can, type Permission, type StaffRole } from '@shop/domain';
import { followRoleChanges } from '@/lib/session-refresh.ts';
import { staffRoleOf } from '@/lib/start-page.ts';
import { useSession } from '@/lib/session.ts';
import type { NavArea, NavItem } from './nav-config.ts';

/** An administrators' entry and what the member's role needs to see it (decision 093). */
interface AdminNavItem extends NavItem {
  permission: Permission;
  /** Left out for a role holding this: a page it sees leads there already. */
  hiddenWith?: Permission;
}

const admin = (id: string, labelKey: string, to: string, area: NavArea, permission: Permission, hiddenWith?: Permission): AdminNavItem => ({
  id: `admin-${id}`,
  labelKey,
  to,
  audiences: ['admin'],
  area,
  permission,
  ...(hiddenWith ? { hiddenWith } : {}),
});

/** The administrators' entries, after the dashboard, in this order. */
const ADMIN_NAV_ITEMS: readonly AdminNavItem[] = [
  admin('orders', 'nav.adminOrders', '/admin/orders', 'main', 'orders.read'),
  admin('stock', 'nav.stock', '/admin/products/bulk-stock', 'main', 'stock.manage', 'products.manage'),
  admin('stock-history', 'nav.stockHistory', '/admin/stock-history', 'main', 'stock.manage', 'products.manage'),
  admin('products', 'nav.adminProducts', '/admin/products', 'main', 'products.manage'),
  admin('invoices', 'nav.adminInvoices', '/admin/invoices', 'main', 'documents.read'),
  admin('bank-statement', 'nav.bankStatement', '/admin/payments/bank-statement', 'settings', 'payments.manage'),
  admin('receivables', 'nav.adminReceivables', '/admin/receivables', 'main', 'payments.manage'),
  admin('users', 'nav.customerManagement', '/admin/users', 'settings', 'customers.read'),
  admin('pricing', 'nav.priceManagement', '/admin/pricing/dashboard', 'settings', 'prices.manage'),
  admin('gallery', 'nav.imageGallery', '/admin/gallery', 'settings', 'content.manage'),
  admin('translations', 'nav.translations', '/admin/translations', 'settings', 'content.manage'),
  admin('bug-reports', 'nav.bugReports', '/admin/bug-reports', 'settings', 'bugReports.manage'),
  admin('audit-log', 'nav.auditLog', '/admin/audit-log', 'settings', 'audit.read'),
  admin('staff', 'nav.staff', '/admin/staff', 'settings', 'staff.manage'),
];

/** The entries of an area that the role may open: nothing is shown that the role cannot do. */
export function adminNavItemsFor(area: NavArea, role: StaffRole | null): NavItem[] {
  return ADMIN_NAV_ITEMS.filter((item) => item.area === area && can(role, item.permission) && !(item.hiddenWith && can(role, item.hiddenWith)));
}

export interface AdminNavEntries {
  main: NavItem[];
  settings: NavItem[];
}

/** Hands the signed-in member's entries to the bar or the mobile menu, which draw them as their own. */
export default function AdminNavItems({ children }: { children: (entries: AdminNavEntries) => ReactNode }) {
  const role = staffRoleOf(useSession()?.user);
  // A role the owner changes reaches this tab at its next refusal or return to it (decision 099).
  useEffect(followRoleChanges, []);
  return children({ main: adminNavItemsFor('main', role), settings: adminNavItemsFor('settings', role) });
}
