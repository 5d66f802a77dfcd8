import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export interface VerifyEmailResponse {
  success: boolean;
  message: string;
}

/** POST /api/auth/verify-email {token}. */
export function verifyEmail(token: string): Promise<VerifyEmailResponse> {
  return api<VerifyEmailResponse>('/auth/verify-email', { method: 'POST', body: { token } });
}

/**
 * A single-use token is sent exactly once: as a query keyed by the token, never retried, never
 * refetched, so React StrictMode's double effects and re-renders do not send it twice.
 */
export const verifyEmailQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'verify-email', token],
    queryFn: () => verifyEmail(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnMount: false,
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
  });

export function useVerifyEmail(token: string | null) {
  return useQuery({ ...verifyEmailQueryOptions(token ?? ''), enabled: Boolean(token) });
}
