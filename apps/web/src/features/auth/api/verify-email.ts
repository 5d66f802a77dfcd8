import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VerifyEmailAnswer } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { loadPageTexts } from '@/lib/i18n.ts';
import { authKeys } from './query-keys.ts';

/** POST /api/auth/verify-email {token}: `already_verified` when the link was opened before (decision 090). */
function verifyEmail(token: string): Promise<VerifyEmailAnswer> {
  return api<VerifyEmailAnswer>('/auth/verify-email', { method: 'POST', body: { token } });
}

/**
 * A single-use token is sent exactly once: as a query keyed by the token, never retried, never
 * refetched, so React StrictMode's double effects and re-renders do not send it twice.
 */
const verifyEmailQueryOptions = (token: string) =>
  queryOptions({
    queryKey: authKeys.verifyEmail(token),
    // The answer "already verified" is worded in the account texts (kept out of the first load):
    // they come with the answer, so the page never shows it before its words are there (decision 090).
    queryFn: async () => (await Promise.all([verifyEmail(token), loadPageTexts('account').catch(() => undefined)]))[0],
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
