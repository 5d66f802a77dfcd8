import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type StaffMember, staffMemberSchema } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { staffQueryKey } from './query-keys.ts';

/** POST /api/staff/:id/two-factor/reset: the member's two-factor sign-in off and its sessions ended (never the owner's own). */
async function resetStaffTwoFactor(id: number): Promise<StaffMember> {
  return api<StaffMember>(`/staff/${id}/two-factor/reset`, { method: 'POST', answer: import.meta.env.DEV ? staffMemberSchema : undefined });
}

export function useResetStaffTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetStaffTwoFactor,
    // Done or refused (another owner may have reset it first), the list is read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffQueryKey }),
  });
}
