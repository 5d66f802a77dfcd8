import type { StaffRole } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { adminNavItemsFor } from './admin-nav-items.tsx';
import { navItemsFor } from './nav-config.ts';

// Decision 093: the administrators' navigation shows only the screens the member's role may open.

const entries = (role: StaffRole) =>
  [...navItemsFor('admin', 'main'), ...adminNavItemsFor('main', role), ...adminNavItemsFor('settings', role)].map((item) => item.id).sort();

describe('the administrators’ navigation by role', () => {
  it('when a warehouse worker is signed in, then it sees orders, stock and stock history and nothing of prices, documents, customers or settings', () => {
    expect(entries('warehouse')).toEqual(['admin-orders', 'admin-stock', 'admin-stock-history', 'dashboard']);
  });

  it('when the accountant is signed in, then it sees documents, payments and read-only orders and customers, no prices, stock or settings', () => {
    expect(entries('accountant')).toEqual([
      'admin-bank-statement',
      'admin-invoices',
      'admin-orders',
      'admin-receivables',
      'admin-users',
      'dashboard',
    ]);
  });

  it('when a sales manager is signed in, then it sees customers, prices, products, orders and documents, no payments, audit or staff', () => {
    expect(entries('sales')).toEqual([
      'admin-gallery',
      'admin-invoices',
      'admin-orders',
      'admin-pricing',
      'admin-products',
      'admin-translations',
      'admin-users',
      'dashboard',
    ]);
  });

  it('when an owner is signed in, then it sees every screen, the staff screen too, and stock through the products page', () => {
    const owner = entries('owner');
    expect(owner).toContain('admin-staff');
    expect(owner).toContain('admin-audit-log');
    expect(owner).toContain('admin-bank-statement');
    expect(owner).not.toContain('admin-stock');
    expect(owner).not.toContain('admin-stock-history');
    expect(owner).toHaveLength(13);
  });

  it('when a customer or a visitor looks, then the role plays no part in their entries', () => {
    expect(navItemsFor('customer', 'main').map((item) => item.id)).toEqual(['products', 'dashboard', 'orders', 'balance', 'quick-order']);
    expect(navItemsFor('guest', 'main').map((item) => item.id)).toEqual(['products']);
  });
});
