import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type StaffMember, staffMemberSchema, type StaffPatch } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { staffQueryKey } from './query-keys.ts';

/** PATCH /api/staff/:id: a new role, or (de)activation; the API keeps at least one active owner. */
async function updateStaff({ id, patch }: { id: number; patch: StaffPatch }): Promise<StaffMember> {
  return api<StaffMember>(`/staff/${id}`, { method: 'PATCH', body: patch, answer: import.meta.env.DEV ? staffMemberSchema : undefined });
}

export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStaff,
    // Refused or not, the list is read again: a refusal may come from another owner's change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffQueryKey }),
  });
}
