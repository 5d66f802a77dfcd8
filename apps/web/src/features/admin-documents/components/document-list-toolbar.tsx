import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';

/** The status filter of a list whose documents have a status. */
interface StatusFilterProps {
  filterTestId: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
}

export type DocumentListToolbarProps = (StatusFilterProps | { options?: undefined }) & {
  count: string;
  countTestId: string;
  refreshing: boolean;
  onRefresh: () => void;
};

/** Above a document list: the status filter (where documents have a status), Refresh, and how many documents are shown. */
export function DocumentListToolbar(props: DocumentListToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="flex items-end gap-3">
        {props.options ? (
          <SelectField
            label={t('adminDocuments.list.statusFilter')}
            data-testid={props.filterTestId}
            value={props.value}
            options={props.options}
            onChange={(event) => props.onChange(event.target.value)}
            className="w-56"
          />
        ) : null}
        <Button variant="secondary" onClick={props.onRefresh} disabled={props.refreshing}>
          {props.refreshing ? t('adminDocuments.list.refreshing') : t('adminDocuments.list.refresh')}
        </Button>
      </div>
      <p className="text-sm text-slate-600" data-testid={props.countTestId} aria-live="polite">
        {props.count}
      </p>
    </div>
  );
}
