import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IsafPeriod } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { documentAnswers } from '../answers.ts';
import { isafPeriodsKey } from './document-keys.ts';

/** GET /api/invoices/admin/isaf/periods: the months marked as filed with VMI, newest first. */
async function getIsafPeriods(signal?: AbortSignal): Promise<IsafPeriod[]> {
  const answer = await api('/invoices/admin/isaf/periods', { ...(signal ? { signal } : {}), answer: documentAnswers?.isafPeriods });
  return answer.periods;
}

export function useIsafPeriods() {
  return useQuery({ queryKey: isafPeriodsKey, queryFn: ({ signal }) => getIsafPeriods(signal) });
}

/** POST /api/invoices/admin/isaf/periods/{month}/close: marks an ended month as filed (a filed month answers as it is). */
async function closeIsafPeriod(month: string): Promise<IsafPeriod> {
  const answer = await api(`/invoices/admin/isaf/periods/${month}/close`, { method: 'POST', answer: documentAnswers?.isafPeriodClosed });
  return answer.period;
}

export function useCloseIsafPeriod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeIsafPeriod,
    onSuccess: async () => queryClient.invalidateQueries({ queryKey: isafPeriodsKey }),
  });
}
