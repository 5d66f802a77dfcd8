import type { StaffRole, User } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { staffRoleOf, startPageOf } from './start-page.ts';

// Decision 093: the screens follow the signed-in member's role; each role lands on its own first screen.

const member = (staff_role: StaffRole | null): Pick<User, 'is_admin' | 'role' | 'staff_role'> => ({ is_admin: true, role: 'admin', staff_role });
const customer: Pick<User, 'is_admin' | 'role' | 'staff_role'> = { is_admin: false, role: 'customer', staff_role: null };

describe('the role the screens follow', () => {
  it('when a member of staff is signed in, then the screens follow its role', () => {
    expect(staffRoleOf(member('warehouse'))).toBe('warehouse');
    expect(staffRoleOf(member('accountant'))).toBe('accountant');
  });

  it('when an administrator has no role (a session from before roles), then it is an owner, as the API has it', () => {
    expect(staffRoleOf(member(null))).toBe('owner');
  });

  it('when a customer or a visitor looks, then there is no role and nothing of the administrators’ side', () => {
    expect(staffRoleOf(customer)).toBeNull();
    expect(staffRoleOf({ ...customer, staff_role: 'owner' })).toBeNull();
    expect(staffRoleOf(null)).toBeNull();
  });
});

describe('where a role lands after login and on /admin', () => {
  it('when the accountant signs in, then it lands on the documents list', () => {
    expect(startPageOf(member('accountant'))).toBe('/admin/invoices');
  });

  it('when a warehouse worker signs in, then it lands on the orders list', () => {
    expect(startPageOf(member('warehouse'))).toBe('/admin/orders');
  });

  it('when an owner, a sales manager or a customer signs in, then it lands on the dashboard as before', () => {
    expect(startPageOf(member('owner'))).toBe('/dashboard');
    expect(startPageOf(member('sales'))).toBe('/dashboard');
    expect(startPageOf(customer)).toBe('/dashboard');
  });
});
