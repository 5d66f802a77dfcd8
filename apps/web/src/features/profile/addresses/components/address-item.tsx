import { useTranslation } from 'react-i18next';
import { isCountryCode, type Address } from '@shop/domain';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { countryText } from '@/lib/vocabulary.ts';
import { LicenceDetails } from '@/components/account/licence-status.tsx';

/** One saved address with its edit and delete buttons. */
export function AddressItem({
  address,
  disabled,
  onEdit,
  onDelete,
}: {
  address: Address;
  disabled: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const place = [address.postal_code, address.city].filter(Boolean).join(' ');
  const name = address.address_name;
  const actions = [
    {
      testId: 'address-edit',
      variant: 'secondary',
      className: 'px-3 py-1.5',
      onClick: onEdit,
      label: t('addresses.edit'),
      name: t('addresses.editNamed', { name }),
    },
    {
      testId: 'address-delete',
      variant: 'ghost',
      className: 'px-3 py-1.5 text-red-700 hover:bg-red-50',
      onClick: onDelete,
      label: t('addresses.delete'),
      name: t('addresses.deleteNamed', { name }),
    },
  ] as const;
  return (
    <li
      data-testid="address-item"
      data-address-id={address.id}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 sm:flex-row sm:items-start sm:justify-between"
    >
      <div className="min-w-0 text-sm">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-slate-900">{address.address_name}</span>
          {address.is_default ? (
            <Badge tone="brand">
              <span data-testid="address-default-badge">{t('addresses.default')}</span>
            </Badge>
          ) : null}
        </p>
        <p className="text-slate-700">{address.street_address}</p>
        <p className="text-slate-700">{[place, address.state_province, countryText(address.country)].filter(Boolean).join(', ')}</p>
        {isCountryCode(address.country) ? null : (
          <p className="text-xs font-medium text-amber-800" data-testid="address-country-unknown">
            {t('addresses.countryUnknown')}
          </p>
        )}
        <LicenceDetails address={address} />
      </div>
      <div className="flex shrink-0 gap-2">
        {actions.map((action) => (
          <Button
            key={action.testId}
            variant={action.variant}
            className={action.className}
            onClick={action.onClick}
            disabled={disabled}
            data-testid={action.testId}
            aria-label={action.name}
          >
            {action.label}
          </Button>
        ))}
      </div>
    </li>
  );
}
