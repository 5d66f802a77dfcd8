import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type StaffInvite, type StaffMember, staffMemberSchema } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { staffQueryKey } from './query-keys.ts';

/** POST /api/staff: the invited member, who sets a password from the mailed link. */
async function inviteStaff(invite: StaffInvite): Promise<StaffMember> {
  return api<StaffMember>('/staff', { method: 'POST', body: invite, answer: import.meta.env.DEV ? staffMemberSchema : undefined });
}

export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffQueryKey }),
  });
}
