import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export interface ResetTokenResponse {
  success: boolean;
  valid: boolean;
}

/** GET /api/auth/reset-password/:token → {valid}. */
export async function checkResetToken(token: string, signal?: AbortSignal): Promise<boolean> {
  const response = await api<ResetTokenResponse>(`/auth/reset-password/${encodeURIComponent(token)}`, { signal });
  return response.valid === true;
}

export const resetTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'reset-token', token],
    queryFn: ({ signal }) => checkResetToken(token, signal),
    retry: false,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

export function useResetTokenValidity(token: string | null) {
  return useQuery({ ...resetTokenQueryOptions(token ?? ''), enabled: Boolean(token) });
}
