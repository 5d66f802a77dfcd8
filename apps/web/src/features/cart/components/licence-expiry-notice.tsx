import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSettings } from '@/api/settings/shop-settings.ts';
import { formatDate } from '@/lib/format.ts';

/**
 * Under a checkout address whose licence has expired (decision 091): a warning, or, while the shop
 * requires verified licences (decision 041), that an order to it is refused, with the way to the
 * profile's addresses where the renewed licence is entered.
 */
export function LicenceExpiryNotice({ validUntil }: { validUntil: string }) {
  const { t } = useTranslation();
  const required = useSettings().data?.require_verified_licence ?? false;
  return (
    <span
      className={`mt-2 block rounded-md px-3 py-2 text-sm ${required ? 'bg-red-50 text-red-800' : 'bg-amber-50 text-amber-900'}`}
      data-testid="licence-expired-warning"
      data-refused={required}
    >
      {t(required ? 'checkout.licence.expiredRefused' : 'checkout.licence.expired', { date: formatDate(validUntil) })}{' '}
      <Link to="/profile" className="font-semibold underline">
        {t('checkout.licence.update')}
      </Link>
    </span>
  );
}
