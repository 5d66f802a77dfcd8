import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/ui/select-field.tsx';

interface StatusFilterProps {
  label: string;
  testId: string;
  status: string | null;
  statuses: readonly string[];
  statusLabel: (status: string) => string;
  onStatus: (status: string | null) => void;
  /** "N orders" once the list is loaded, else nothing. */
  countText: string | null;
}

/** Above a tab's list: the status select ("All" first) and how many entries the list holds. */
export function StatusFilter({ label, testId, status, statuses, statusLabel, onStatus, countText }: StatusFilterProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <SelectField
        className="w-full sm:w-64"
        label={label}
        data-testid={testId}
        value={status ?? ''}
        onChange={(event) => onStatus(event.target.value || null)}
        options={[{ value: '', label: t('orders.filter.all') }, ...statuses.map((value) => ({ value, label: statusLabel(value) }))]}
      />
      {countText !== null ? <p className="text-sm text-slate-600">{countText}</p> : null}
    </div>
  );
}
