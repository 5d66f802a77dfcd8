import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Address } from '@shop/domain';
import { LicenceExpiryNotice } from './licence-expiry-notice.tsx';
import { LicenceStatusBadge } from '@/components/account/licence-status.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { formatDate } from '@/lib/format.ts';
import { countryText } from '@/lib/vocabulary.ts';

/** One shipping address as a radio option: name, street, city, postal code, country, licence with its state and validity (and a warning once it expired). */
export function AddressChoice({ address, registration, checked }: { address: Address; registration: UseFormRegisterReturn; checked: boolean }) {
  const { t } = useTranslation();
  const place = [address.postal_code, address.city].filter(Boolean).join(' ');
  return (
    <label
      data-testid="address-option"
      data-address-id={address.id}
      className={`flex cursor-pointer gap-3 rounded-lg border p-4 transition-colors focus-within:outline-2 focus-within:outline-teal-600 ${checked ? 'border-teal-600 bg-teal-50/60' : 'border-slate-200 hover:border-slate-300'}`}
    >
      <input type="radio" value={String(address.id)} className="mt-1 h-4 w-4 accent-teal-700" {...registration} />
      <span className="min-w-0 text-sm">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-slate-900">{address.address_name}</span>
          {address.is_default ? <Badge tone="brand">{t('checkout.defaultAddress')}</Badge> : null}
        </span>
        <span className="block text-slate-700">{address.street_address}</span>
        <span className="block text-slate-700">{[place, address.state_province, countryText(address.country)].filter(Boolean).join(', ')}</span>
        <span className="mt-1 flex flex-wrap items-center gap-2 text-slate-600">
          <span>
            {t('checkout.tobaccoLicense')}: <span className="font-medium text-slate-800">{address.tobacco_license}</span>
          </span>
          <LicenceStatusBadge licence={address} />
        </span>
        {address.licence_valid_until ? (
          <span className="block text-xs text-slate-500" data-testid="address-licence-valid-until">
            {t('licences.validUntil', { date: formatDate(address.licence_valid_until) })}
          </span>
        ) : null}
        {address.licence_expired && address.licence_valid_until ? <LicenceExpiryNotice validUntil={address.licence_valid_until} /> : null}
      </span>
    </label>
  );
}
