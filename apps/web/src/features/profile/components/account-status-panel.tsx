import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DEFAULT_PAYMENT_TERMS_RULE, type User } from '@shop/domain';
import { Badge, type BadgeTone } from '@/components/ui/badge.tsx';
import { Card } from '@/components/ui/card.tsx';
import { formatDate } from '@/lib/format.ts';
import { isAdmin } from '@/lib/session.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { paymentTermsWords } from '@/lib/vocabulary.ts';
import { useDefaultPaymentTerms } from '@/api/documents/get-display-settings.ts';

const APPROVAL_TONES: Record<string, BadgeTone> = { pending: 'warning', approved: 'success', rejected: 'danger' };

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 py-2.5">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-right text-sm font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/** Account status side panel. */
export function AccountStatusPanel({ user }: { user: User }) {
  const { t } = useTranslation();
  const admin = isAdmin(user);
  const language = currentLanguage();
  // A customer without terms of its own has the shop's default (decision 054), read-only.
  const shopDefault = useDefaultPaymentTerms(!user.payment_terms_rule);

  return (
    <div className="space-y-6">
      <Card title={t('profile.status.title')}>
        <dl className="divide-y divide-slate-100">
          <Row label={t('profile.status.accountType')}>{admin ? t('profile.status.administrator') : t('profile.status.wholesaleCustomer')}</Row>
          {!admin ? (
            <Row label={t('profile.status.customerType')}>
              <Badge tone={user.user_type ? 'brand' : 'neutral'}>
                {user.user_type ? t(`customerType.${user.user_type}`) : t('profile.status.regular')}
              </Badge>
            </Row>
          ) : null}
          <Row label={t('profile.status.status')}>
            <Badge tone={user.is_active ? 'success' : 'danger'}>{user.is_active ? t('profile.status.active') : t('profile.status.inactive')}</Badge>
          </Row>
          <Row label={t('profile.status.approval')}>
            <Badge tone={APPROVAL_TONES[user.approval_status] ?? 'neutral'}>
              {t(`profile.approval.${user.approval_status}`, { defaultValue: user.approval_status })}
            </Badge>
          </Row>
          <Row label={t('profile.status.memberSince')}>{formatDate(user.created_at, language)}</Row>
          <Row label={t('profile.status.lastUpdated')}>{formatDate(user.updated_at, language)}</Row>
        </dl>
        {admin ? (
          <Link
            to="/admin/users"
            className="mt-4 inline-flex w-full items-center justify-center rounded-md bg-teal-700 px-4 py-2 text-sm font-medium text-white hover:bg-teal-800"
          >
            {t('profile.manageUsers')}
          </Link>
        ) : null}
      </Card>

      <Card title={t('profile.paymentTerms.title')}>
        <p className="text-base font-medium text-slate-900" data-testid="own-payment-terms">
          {paymentTermsWords(t, user.payment_terms_rule ?? shopDefault.data ?? DEFAULT_PAYMENT_TERMS_RULE)}
        </p>
        <p className="mt-2 text-sm text-slate-500">{t('profile.paymentTerms.note')}</p>
      </Card>
    </div>
  );
}
