import type { StaffRole, User } from '@shop/domain';
import { isAdmin } from './session.ts';

type Member = Pick<User, 'is_admin' | 'role' | 'staff_role'>;

/**
 * The signed-in member's staff role (decision 093), or null for a customer or a visitor. An
 * administrator without one (a session stored before roles existed) is an owner, as the API has it;
 * the API refuses whatever the role may not do in any case. Kept apart from the permission table,
 * which only administrators' code loads.
 */
export function staffRoleOf(user: Member | null | undefined): StaffRole | null {
  if (!user || !isAdmin(user)) return null;
  return user.staff_role ?? 'owner';
}

/** The role's first screen after login and on /admin: the accountant's documents, the warehouse's orders. */
export function startPageOf(user: Member | null | undefined): string {
  const role = staffRoleOf(user);
  if (role === 'accountant') return '/admin/invoices';
  if (role === 'warehouse') return '/admin/orders';
  return '/dashboard';
}
