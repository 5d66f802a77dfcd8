/**
 * The signed-in customer's own data that several features change: its orders (checkout and the
 * documents refresh them), its dashboard (checkout and reorders), its shipping addresses (the profile
 * edits them, the checkout chooses among them). Kept apart from lib/query-keys.ts: no public page reads them.
 */
export const accountKeys = {
  orders: ['orders'] as const,
  dashboard: ['dashboard'] as const,
  addresses: ['addresses'] as const,
};
