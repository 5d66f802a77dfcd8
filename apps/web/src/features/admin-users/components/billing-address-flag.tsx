import { useTranslation } from 'react-i18next';
import { missingBillingParts, type AdminUser } from '@shop/domain';
import { Alert } from '@/components/ui/alert.tsx';
import { billingPartsText } from '@/lib/billing-parts.ts';

/** What a customer's billing address lacks (decision 053); nothing for administrators, who buy nothing. */
function missingOf(user: AdminUser): string | null {
  if (user.is_admin || user.role === 'admin') return null;
  const missing = missingBillingParts(user);
  return missing.length > 0 ? billingPartsText(missing) : null;
}

/** The users list's flag: a customer whose documents are refused until the billing address is complete. */
export function BillingAddressFlag({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const missing = missingOf(user);
  if (!missing) return null;
  return (
    <p className="mt-1 text-xs font-medium text-amber-800" data-testid="billing-address-missing">
      <span aria-hidden="true">⚠ </span>
      {t('adminUsers.billingMissing.flag', { missing })}
    </p>
  );
}

/** The user page's notice: what is missing, and that pre-invoices and invoices wait for it. */
export function BillingAddressNotice({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const missing = missingOf(user);
  if (!missing) return null;
  return (
    <div data-testid="billing-address-notice">
      <Alert tone="warning" title={t('adminUsers.billingMissing.title')}>
        {t('adminUsers.billingMissing.notice', { missing })}
      </Alert>
    </div>
  );
}
