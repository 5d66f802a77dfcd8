import { useTranslation } from 'react-i18next';
import type { AdminAddress, LicenceChange } from '@shop/domain';
import { formatDate } from '@/lib/format.ts';
import { countryText } from '@/lib/vocabulary.ts';

/**
 * What the customer changed in a licence since its last finding (decision 056): each field with the
 * value that was checked and the one there now. Nothing for a licence never checked.
 */
export function LicenceChanges({ licence }: { licence: Pick<AdminAddress, 'licence_previous_status' | 'licence_changes'> }) {
  const { t } = useTranslation();
  const previous = licence.licence_previous_status;
  if (!previous) return null;
  const value = (change: LicenceChange, text: string | null) => {
    if (text === null) return t('adminUsers.licences.changes.empty');
    if (change.field === 'licence_type') return t(`licences.type.${text === 'wholesale' ? 'wholesale' : 'retail'}`);
    if (change.field === 'country') return countryText(text);
    if (change.field === 'licence_valid_until') return formatDate(text);
    return text;
  };
  return (
    <div className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="licence-changes">
      <p className="font-medium">
        {t(previous === 'verified' ? 'adminUsers.licences.changes.sinceVerified' : 'adminUsers.licences.changes.sinceRejected')}
      </p>
      {licence.licence_changes.length === 0 ? (
        <p>{t('adminUsers.licences.changes.back')}</p>
      ) : (
        <ul className="mt-1 space-y-0.5">
          {licence.licence_changes.map((change) => (
            <li key={change.field} data-testid="licence-change" data-field={change.field}>
              {t(`adminUsers.licences.changes.field.${change.field}`)}: <span className="line-through">{value(change, change.from)}</span> →{' '}
              <span className="font-semibold">{value(change, change.to)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
