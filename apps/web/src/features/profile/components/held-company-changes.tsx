import { useTranslation } from 'react-i18next';
import { HELD_COMPANY_FIELDS, type User } from '@shop/domain';
import { Button } from '@/components/ui/button.tsx';
import type { NoticeMessage } from '@/components/ui/notice.tsx';
import { errorText } from '@/lib/error-text.ts';
import { useWithdrawCompanyChanges } from '../api/withdraw-company-changes.ts';

/**
 * The customer's change of company name, code or VAT code that awaits our confirmation (decision 056):
 * what documents show now, what was asked for, and a way to withdraw it.
 */
export function HeldCompanyChanges({ user, onMessage }: { user: User; onMessage: (message: NoticeMessage | null) => void }) {
  const { t } = useTranslation();
  const withdraw = useWithdrawCompanyChanges();
  const held = user.pending_company_changes;
  if (!held) return null;
  const shown = (value: string | null | undefined) => value || t('profile.companyChanges.none');
  const onWithdraw = async () => {
    onMessage(null);
    try {
      await withdraw.mutateAsync();
      onMessage({ tone: 'success', text: t('profile.companyChanges.withdrawn') });
    } catch (error) {
      onMessage({ tone: 'error', text: errorText(error, t('profile.updateFailed')) });
    }
  };
  return (
    <div className="mb-5 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900" data-testid="held-company-changes" role="status">
      <p className="font-medium">{t('profile.companyChanges.title')}</p>
      <p className="mt-1">{t('profile.companyChanges.hint')}</p>
      <ul className="mt-2 space-y-0.5">
        {HELD_COMPANY_FIELDS.filter((field) => held[field] !== undefined).map((field) => (
          <li key={field}>
            {t(`profile.companyChanges.field.${field}`)}: <span className="line-through">{shown(user[field])}</span> →{' '}
            <span className="font-semibold">{shown(held[field])}</span>
          </li>
        ))}
      </ul>
      <Button variant="secondary" className="mt-3 px-3 py-1.5" onClick={() => void onWithdraw()} disabled={withdraw.isPending}>
        {t('profile.companyChanges.withdraw')}
      </Button>
    </div>
  );
}
