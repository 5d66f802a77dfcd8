import { useTranslation } from 'react-i18next';
import { paymentTermsNotUnderstood, type AdminUser } from '@shop/domain';
import { Badge } from '@/components/ui/badge.tsx';
import { paymentTermsWords } from '@/lib/vocabulary.ts';

/** The user page's terms: the chosen rule in the reader's language, the default, or the old text to choose for (decision 054). */
export function PaymentTermsDetail({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  if (user.payment_terms_rule) return <>{paymentTermsWords(t, user.payment_terms_rule)}</>;
  if (paymentTermsNotUnderstood(user))
    return (
      <span className="flex flex-wrap items-center gap-2" data-testid="terms-not-understood-detail">
        <Badge tone="warning">{t('paymentTermsField.badge')}</Badge>
        <span>“{user.payment_terms}”</span>
      </span>
    );
  return <Badge>{t('adminUsers.details.defaultTerms')}</Badge>;
}

/** The users list's flag: old terms the migration could not read, shown as stored until an administrator chooses. */
export function PaymentTermsFlag({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  if (!paymentTermsNotUnderstood(user)) return null;
  return (
    <p className="mt-1 text-xs font-medium text-amber-800" data-testid="terms-not-understood-flag">
      <span aria-hidden="true">⚠ </span>
      {t('paymentTermsField.badge')}: “{user.payment_terms}”
    </p>
  );
}
