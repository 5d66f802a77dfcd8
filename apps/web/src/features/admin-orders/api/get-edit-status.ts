import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { ordersBaseKey } from '@/api/orders/order-keys.ts';
import { answers } from '@/api/answers.ts';

interface EditStatusAnswer {
  success: true;
  canEdit: boolean;
}

/** GET /api/orders/admin/{id}/edit-status: may the items still be changed (only while received)? */
export async function getEditStatus(id: number, signal?: AbortSignal): Promise<boolean> {
  const answer = await api<EditStatusAnswer>(`/orders/admin/${id}/edit-status`, { ...(signal ? { signal } : {}), answer: answers?.orderEditStatus });
  return answer.canEdit === true;
}

/** The status is part of the key: after a status change the server is asked again. */
export const editStatusQueryKey = (id: number, status: string) => [...ordersBaseKey, 'edit-status', id, status] as const;

export const editStatusQueryOptions = (id: number, status: string) =>
  queryOptions({
    queryKey: editStatusQueryKey(id, status),
    queryFn: ({ signal }) => getEditStatus(id, signal),
    // The page falls back to a local check on failure; no point in asking again.
    retry: false,
  });

export function useEditStatus(id: number, status: string) {
  return useQuery({ ...editStatusQueryOptions(id, status), enabled: Number.isInteger(id) && id > 0 });
}
