import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@shop/domain';
import { useApproveUser } from '../api/approve-user.ts';

/**
 * Whether an administrator may approve the account: a customer waiting for approval, or one rejected
 * earlier (decision 048). Administrators need no approval.
 */
export function canApprove(user: AdminUser): boolean {
  return !user.is_admin && user.role !== 'admin' && user.approval_status !== 'approved';
}

/**
 * The approve action of both users screens: its label says beforehand when approving also marks the
 * e-mail verified, and `approve` answers the success text, which says what happened.
 */
export function useApproval() {
  const { t } = useTranslation();
  const mutation = useApproveUser();
  const name = (user: AdminUser) => user.company_name || user.email;
  return {
    busy: mutation.isPending,
    label: (user: AdminUser) => (user.email_verified ? t('adminUsers.actions.approve') : t('adminUsers.actions.verifyAndApprove')),
    namedLabel: (user: AdminUser) =>
      user.email_verified
        ? t('adminUsers.actions.approveNamed', { name: name(user) })
        : t('adminUsers.actions.verifyAndApproveNamed', { name: name(user) }),
    approve: async (user: AdminUser): Promise<string> => {
      const answer = await mutation.mutateAsync(user.id);
      return answer.email_verified_now
        ? t('adminUsers.messages.verifiedAndApproved', { name: name(user) })
        : t('adminUsers.messages.approved', { name: name(user) });
    },
  };
}
