import { useTranslation } from 'react-i18next';
import type { Address } from '@shop/domain';
import { Badge, type BadgeTone } from '@/components/ui/badge.tsx';
import { formatDate } from '@/lib/format.ts';

type Licence = Pick<Address, 'licence_status' | 'licence_expired'>;

/** The state a reader sees: an expired licence shows as expired whatever its check said. */
const stateOf = (licence: Licence) => (licence.licence_expired ? 'expired' : licence.licence_status);
const TONES: Record<ReturnType<typeof stateOf>, BadgeTone> = { verified: 'success', unverified: 'warning', rejected: 'danger', expired: 'danger' };

/** A licence's check as a badge: verified, waiting for the check, rejected or expired. */
export function LicenceStatusBadge({ licence }: { licence: Licence }) {
  const { t } = useTranslation();
  const state = stateOf(licence);
  return (
    <Badge tone={TONES[state]}>
      <span data-testid="licence-status" data-status={state}>
        {t(`licences.status.${state}`)}
      </span>
    </Badge>
  );
}

/** The licence line of an address: number, type, issuer, validity, its check and the administrator's note. */
export function LicenceDetails({ address }: { address: Address }) {
  const { t } = useTranslation();
  const details = [
    t(`licences.type.${address.licence_type}`),
    address.licence_issuer ? t('licences.issuedBy', { issuer: address.licence_issuer }) : '',
    address.licence_valid_until ? t('licences.validUntil', { date: formatDate(address.licence_valid_until) }) : '',
  ].filter(Boolean);
  return (
    <div className="mt-1 space-y-1 text-sm text-slate-600" data-testid="licence-details">
      <p className="flex flex-wrap items-center gap-2">
        <span>
          {t('addresses.fields.tobaccoLicense')}: <span className="font-medium text-slate-800">{address.tobacco_license}</span>
        </span>
        <LicenceStatusBadge licence={address} />
      </p>
      <p className="text-xs text-slate-500">{details.join(' · ')}</p>
      {address.licence_note ? <p className="text-xs text-red-700">{t('licences.note', { note: address.licence_note })}</p> : null}
    </div>
  );
}
