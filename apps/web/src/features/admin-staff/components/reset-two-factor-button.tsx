import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffMember } from '@shop/domain';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import type { NoticeMessage } from '@/components/ui/notice.tsx';
import { errorText } from '@/lib/error-text.ts';
import { useSession } from '@/lib/session.ts';
import { useResetStaffTwoFactor } from '../api/reset-two-factor.ts';

/**
 * "Reset two-factor sign-in" of a member who lost its phone (decision 100), after a confirmation: its
 * authenticator and recovery codes stop working and its sessions end. Shown only for a member that has
 * it on, never on the owner's own row (that is turned off on the profile, with a code).
 */
export function ResetTwoFactorButton({ member, onMessage }: { member: StaffMember; onMessage: (message: NoticeMessage | null) => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const reset = useResetStaffTwoFactor();
  const [confirming, setConfirming] = useState(false);
  if (!member.mfa_enabled || session?.user.id === member.id) return null;

  const onConfirm = async () => {
    onMessage(null);
    try {
      await reset.mutateAsync(member.id);
      onMessage({ tone: 'success', text: t('staffRoles.list.mfaReset', { name: member.name }) });
    } catch (error) {
      onMessage({ tone: 'error', text: errorText(error, t('staffRoles.list.changeFailed')) });
    }
    setConfirming(false);
  };

  return (
    <>
      <Button
        variant="secondary"
        onClick={() => setConfirming(true)}
        disabled={reset.isPending}
        aria-label={t('staffRoles.list.resetMfaOf', { name: member.name })}
        data-testid="staff-reset-mfa"
      >
        {t('staffRoles.list.resetMfa')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          if (!open && !reset.isPending) setConfirming(false);
        }}
        title={t('staffRoles.confirm.resetMfaTitle')}
        description={t('staffRoles.confirm.resetMfaText', { name: member.name, email: member.email })}
        confirmLabel={t('staffRoles.list.resetMfa')}
        cancelLabel={t('staffRoles.confirm.cancel')}
        tone="danger"
        busy={reset.isPending}
        onConfirm={() => void onConfirm()}
      />
    </>
  );
}
