import type { Permission } from '@shop/domain';

/**
 * What each administrators' route needs (issue 30, decision 092), by method and route pattern as
 * Fastify registers it ("PATCH /api/orders/admin/:id/status"). `requireAdmin` checks the signed-in
 * member's role against this table (ROLE_PERMISSIONS in @shop/domain); a route guarded by
 * `requireAdmin` must have a line here.
 */
export const ROUTE_PERMISSIONS: Readonly<Record<string, Permission>> = {};

/** The permission a route needs, or undefined when the table has no line for it. */
export function permissionOf(method: string, url: string): Permission | undefined {
  return ROUTE_PERMISSIONS[`${method.toUpperCase()} ${url}`];
}
