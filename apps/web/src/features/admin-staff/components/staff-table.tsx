import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STAFF_ROLES, type StaffMember, type StaffRole } from '@shop/domain';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { DataTable } from '@/components/ui/data-table.tsx';
import type { NoticeMessage } from '@/components/ui/notice.tsx';
import { errorText } from '@/lib/error-text.ts';
import { useUpdateStaff } from '../api/update-staff.ts';
import { ResetTwoFactorButton } from './reset-two-factor-button.tsx';
import { roleOptions } from './role-options.ts';

const td = 'px-4 py-3 align-middle';
const isRole = (value: string): value is StaffRole => (STAFF_ROLES as readonly string[]).includes(value);

/** The staff, each with a role to change, an account to deactivate or reactivate and two-factor sign-in to reset (after a confirmation). */
export function StaffTable({ staff, onMessage }: { staff: StaffMember[]; onMessage: (message: NoticeMessage | null) => void }) {
  const { t } = useTranslation();
  const update = useUpdateStaff();
  const [confirming, setConfirming] = useState<StaffMember | null>(null);

  const change = async (member: StaffMember, patch: { role?: StaffRole; is_active?: boolean }, done: string) => {
    onMessage(null);
    try {
      await update.mutateAsync({ id: member.id, patch });
      onMessage({ tone: 'success', text: done });
    } catch (error) {
      onMessage({ tone: 'error', text: errorText(error, t('staffRoles.list.changeFailed')) });
    }
  };

  const columns = [
    { key: 'name', label: t('staffRoles.list.name') },
    { key: 'email', label: t('staffRoles.list.email') },
    { key: 'role', label: t('staffRoles.list.role') },
    { key: 'state', label: t('staffRoles.list.state') },
    { key: 'mfa', label: t('staffRoles.list.mfa') },
    { key: 'actions', label: t('staffRoles.list.actions'), srOnly: true, align: 'right' as const },
  ];

  return (
    <>
      <DataTable caption={t('staffRoles.list.caption')} columns={columns} busy={update.isPending} testId="staff-table">
        {staff.map((member) => (
          <tr key={member.id} data-testid="staff-row" data-email={member.email}>
            <td className={`${td} font-medium text-slate-900`}>{member.name}</td>
            <td className={`${td} text-slate-700`}>{member.email}</td>
            <td className={td}>
              <label className="sr-only" htmlFor={`staff-role-${member.id}`}>
                {t('staffRoles.list.roleOf', { name: member.name })}
              </label>
              <select
                id={`staff-role-${member.id}`}
                data-testid="staff-role-select"
                value={member.role}
                disabled={update.isPending}
                onChange={(event) => {
                  const role = event.target.value;
                  if (isRole(role) && role !== member.role)
                    void change(member, { role }, t('staffRoles.list.roleChanged', { name: member.name, role: t(`staffRoles.role.${role}`) }));
                }}
                className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-teal-600"
              >
                {roleOptions(t).map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </td>
            <td className={td}>
              <span className="flex flex-wrap gap-1">
                {member.is_active ? (
                  <Badge tone="success">{t('staffRoles.list.active')}</Badge>
                ) : (
                  <Badge tone="neutral">{t('staffRoles.list.inactive')}</Badge>
                )}
                {member.invitation_pending ? <Badge tone="warning">{t('staffRoles.list.invitationPending')}</Badge> : null}
              </span>
            </td>
            <td className={td}>
              {member.mfa_enabled ? (
                <Badge tone="success">{t('staffRoles.list.mfaOn')}</Badge>
              ) : (
                <Badge tone="neutral">{t('staffRoles.list.mfaOff')}</Badge>
              )}
            </td>
            <td className={`${td} text-right`}>
              <span className="flex flex-wrap justify-end gap-2">
                <ResetTwoFactorButton member={member} onMessage={onMessage} />
                <Button variant="secondary" onClick={() => setConfirming(member)} disabled={update.isPending} data-testid="staff-toggle-active">
                  {member.is_active ? t('staffRoles.list.deactivate') : t('staffRoles.list.reactivate')}
                </Button>
              </span>
            </td>
          </tr>
        ))}
      </DataTable>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open && !update.isPending) setConfirming(null);
        }}
        title={confirming?.is_active ? t('staffRoles.confirm.deactivateTitle') : t('staffRoles.confirm.reactivateTitle')}
        description={
          confirming?.is_active
            ? t('staffRoles.confirm.deactivateText', { name: confirming.name, email: confirming.email })
            : t('staffRoles.confirm.reactivateText', { name: confirming?.name ?? '', email: confirming?.email ?? '' })
        }
        confirmLabel={confirming?.is_active ? t('staffRoles.list.deactivate') : t('staffRoles.list.reactivate')}
        cancelLabel={t('staffRoles.confirm.cancel')}
        tone={confirming?.is_active ? 'danger' : 'primary'}
        busy={update.isPending}
        onConfirm={() => {
          const member = confirming;
          if (!member) return;
          const done = member.is_active
            ? t('staffRoles.list.deactivated', { name: member.name })
            : t('staffRoles.list.reactivated', { name: member.name });
          void change(member, { is_active: !member.is_active }, done).then(() => setConfirming(null));
        }}
      />
    </>
  );
}
