import { accountKeys } from '@/api/account/query-keys.ts';

export const dashboardKeys = {
  /** One list or figure set of a signed-in user's dashboard. */
  part: (userId: number, name: string) => [...accountKeys.dashboard, userId, name] as const,
};
