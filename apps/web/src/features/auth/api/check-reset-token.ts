import { queryOptions, useQuery } from '@tanstack/react-query';
import type { resetTokenAnswerSchema } from '@shop/domain';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';
import { authKeys } from './query-keys.ts';

type ResetTokenAnswer = z.infer<typeof resetTokenAnswerSchema>;

/** GET /api/auth/reset-password/:token → {valid}. */
async function checkResetToken(token: string, signal?: AbortSignal): Promise<boolean> {
  const response = await api<ResetTokenAnswer>(`/auth/reset-password/${encodeURIComponent(token)}`, { signal });
  return response.valid === true;
}

const resetTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: authKeys.resetToken(token),
    queryFn: ({ signal }) => checkResetToken(token, signal),
    retry: false,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

export function useResetTokenValidity(token: string | null) {
  return useQuery({ ...resetTokenQueryOptions(token ?? ''), enabled: Boolean(token) });
}
