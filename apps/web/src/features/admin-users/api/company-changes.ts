import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminUserAnswerSchema, companyChangesAnswerSchema, type AdminUser } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { adminUserKeys } from './query-keys.ts';
import { refreshAfterUserChange } from './user-cache.ts';

/** Parsed in development builds and unit tests only (as api/answers.ts). */
const contracts = import.meta.env.DEV ? { list: companyChangesAnswerSchema, decided: adminUserAnswerSchema } : undefined;

/** GET /api/users/admin/company-changes: customers whose change of company details waits (decision 056), longest waiting first. */
export function useHeldCompanyChanges() {
  return useQuery({
    queryKey: adminUserKeys.companyChanges,
    queryFn: async ({ signal }): Promise<AdminUser[]> => (await api('/users/admin/company-changes', { signal, answer: contracts?.list })).users,
  });
}

export type CompanyChangesDecision = 'confirm' | 'reject';

/**
 * PATCH /api/users/admin/:id/company-changes/(confirm|reject) with the account version the page showed:
 * a change the customer made since answers 409 STALE_WRITE. Either way the held changes are read again.
 */
export function useDecideCompanyChanges() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ user, decision }: { user: AdminUser; decision: CompanyChangesDecision }): Promise<AdminUser> =>
      (
        await api(`/users/admin/${user.id}/company-changes/${decision}`, {
          method: 'PATCH',
          body: { version: user.version },
          answer: contracts?.decided,
        })
      ).user,
    onSuccess: (user) => refreshAfterUserChange(queryClient, user.id, user),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminUserKeys.companyChanges }),
  });
}
