import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HELD_COMPANY_FIELDS, type AdminUser } from '@shop/domain';
import { Button } from '@/components/ui/button.tsx';
import { Notice, type NoticeMessage } from '@/components/ui/notice.tsx';
import { errorText, isStaleWrite } from '@/lib/error-text.ts';
import { formatDateTime } from '@/lib/format.ts';
import { type CompanyChangesDecision, useDecideCompanyChanges, useHeldCompanyChanges } from '../api/company-changes.ts';

/**
 * Beside the waiting list: approved customers' changes of company name, code or VAT code, held until an
 * administrator confirms them (decision 056). Documents keep the confirmed details meanwhile.
 */
export function CompanyChangesQueue({ onDecided }: { onDecided: (notice: NoticeMessage) => void }) {
  const { t } = useTranslation();
  const held = useHeldCompanyChanges();
  const list = held.data ?? [];
  if (list.length === 0) return null;
  return (
    <section
      className="mb-6 rounded-lg border border-amber-200 bg-white p-4 shadow-sm"
      aria-labelledby="company-changes-heading"
      data-testid="company-changes-queue"
    >
      <h2 id="company-changes-heading" className="font-semibold text-slate-900">
        {t('adminUsers.companyChanges.title', { count: list.length })}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('adminUsers.companyChanges.hint')}</p>
      <ul className="mt-3 divide-y divide-slate-100">
        {list.map((user) => (
          <HeldChange key={user.id} user={user} onDecided={onDecided} />
        ))}
      </ul>
    </section>
  );
}

function HeldChange({ user, onDecided }: { user: AdminUser; onDecided: (notice: NoticeMessage) => void }) {
  const { t } = useTranslation();
  const decide = useDecideCompanyChanges();
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const held = user.pending_company_changes;
  if (!held) return null;
  const name = user.company_name || user.email;
  const shown = (value: string | null | undefined) => value || t('adminUsers.companyChanges.none');
  const run = async (decision: CompanyChangesDecision) => {
    setNotice(null);
    try {
      await decide.mutateAsync({ user, decision });
      // The entry leaves the list: the page says what was done.
      onDecided({ tone: 'success', text: t(`adminUsers.companyChanges.${decision === 'confirm' ? 'confirmed' : 'rejected'}`, { name }) });
    } catch (error) {
      setNotice({
        tone: 'error',
        text: isStaleWrite(error) ? t('adminUsers.companyChanges.stale', { name }) : errorText(error, t('adminUsers.companyChanges.failed')),
      });
    }
  };
  return (
    <li className="py-3" data-testid="company-change" data-user-id={user.id}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Link to={`/admin/users/${user.id}`} className="font-medium text-teal-800 hover:underline">
          {name}
        </Link>
        <span className="text-xs text-slate-500">{t('adminUsers.companyChanges.asked', { date: formatDateTime(held.requested_at) })}</span>
      </div>
      <ul className="mt-1 space-y-0.5 text-sm text-slate-700">
        {HELD_COMPANY_FIELDS.filter((field) => held[field] !== undefined).map((field) => (
          <li key={field} data-testid="company-change-field" data-field={field}>
            {t(`adminUsers.companyChanges.field.${field}`)}: <span className="line-through">{shown(user[field])}</span> →{' '}
            <span className="font-semibold">{shown(held[field])}</span>
          </li>
        ))}
      </ul>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button
          className="px-3 py-1.5"
          onClick={() => void run('confirm')}
          disabled={decide.isPending}
          aria-label={t('adminUsers.companyChanges.confirmNamed', { name })}
        >
          {t('adminUsers.companyChanges.confirm')}
        </Button>
        <Button
          variant="secondary"
          className="px-3 py-1.5 text-red-700"
          onClick={() => void run('reject')}
          disabled={decide.isPending}
          aria-label={t('adminUsers.companyChanges.rejectNamed', { name })}
        >
          {t('adminUsers.companyChanges.reject')}
        </Button>
      </div>
      <Notice notice={notice} className="mt-2" />
    </li>
  );
}

/** On a customer's page: its held change of company details, to confirm or reject there too. */
export function HeldCompanyChangeCard({ user, onDecided }: { user: AdminUser; onDecided: (notice: NoticeMessage) => void }) {
  const { t } = useTranslation();
  if (!user.pending_company_changes) return null;
  return (
    <section className="rounded-lg border border-amber-200 bg-white px-4 pt-3 shadow-sm" aria-labelledby="company-change-card-heading">
      <h2 id="company-change-card-heading" className="font-semibold text-slate-900">
        {t('adminUsers.companyChanges.cardTitle')}
      </h2>
      <ul>
        <HeldChange user={user} onDecided={onDecided} />
      </ul>
    </section>
  );
}
