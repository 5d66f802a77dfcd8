import { useTranslation } from 'react-i18next';
import type { AuditChanges } from '@shop/domain';
import { formatMoney } from '@/lib/format.ts';

/** A value as an operator reads it: amounts in cents as euros, nothing as a dash. */
const shown = (field: string, value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (field.endsWith('_cents') && typeof value === 'number') return formatMoney(value / 100);
  return typeof value === 'string' ? value : JSON.stringify(value);
};

/** An entry's changes, field by field: the old value struck through, then the new one. */
export function AuditChangesList({ changes }: { changes: AuditChanges }) {
  const { t } = useTranslation();
  return (
    <dl className="space-y-1 text-xs" data-testid="audit-changes">
      {Object.entries(changes).map(([field, change]) => (
        <div key={field} className="flex flex-wrap gap-x-2">
          <dt className="font-mono font-medium text-slate-700">{field}</dt>
          <dd className="min-w-0 break-words text-slate-600">
            <span className="sr-only">{t('adminAuditLog.from')} </span>
            <del className="text-red-700">{shown(field, change.from)}</del>
            <span aria-hidden="true"> → </span>
            <span className="sr-only"> {t('adminAuditLog.to')} </span>
            <ins className="text-emerald-800 no-underline">{shown(field, change.to)}</ins>
          </dd>
        </div>
      ))}
    </dl>
  );
}
