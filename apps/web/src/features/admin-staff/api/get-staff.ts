import { queryOptions, useQuery } from '@tanstack/react-query';
import { type StaffMember, staffListAnswerSchema } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { staffQueryKey } from './query-keys.ts';

/** GET /api/staff: every member of staff, owners included (a short list, answered whole). */
async function getStaff(signal?: AbortSignal): Promise<StaffMember[]> {
  // The answer is checked against its contract in development builds only (decision 029).
  const answer = await api('/staff', {
    ...(signal ? { signal } : {}),
    answer: import.meta.env.DEV ? staffListAnswerSchema : undefined,
  });
  return answer.staff;
}

const staffQueryOptions = () => queryOptions({ queryKey: staffQueryKey, queryFn: ({ signal }) => getStaff(signal) });

export function useStaff() {
  return useQuery(staffQueryOptions());
}
