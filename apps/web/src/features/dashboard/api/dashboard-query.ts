import { useQuery } from '@tanstack/react-query';
import { dashboardKeys } from './query-keys.ts';

/**
 * One list or figure set of a signed-in user's dashboard, under ['dashboard', userId, name]. The dashboard is
 * the overview: it is always read again when it is opened (no stale time).
 */
export function useDashboardQuery<T>(userId: number, name: string, fetch: (signal: AbortSignal) => Promise<T>) {
  return useQuery({ queryKey: dashboardKeys.part(userId, name), queryFn: ({ signal }) => fetch(signal), staleTime: 0 });
}
