import { useTranslation } from 'react-i18next';
import type { ProductImportAnswer, ProductImportChange } from '@shop/domain';
import { Alert } from '@/components/ui/alert.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { DataTable } from '@/components/ui/data-table.tsx';
import { reasonText } from '@/lib/error-text.ts';
import { formatMoney } from '@/lib/format.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { validationKey } from '@/lib/form-errors.ts';

const td = 'px-4 py-2 align-top text-sm text-slate-800';
const AMOUNTS: ReadonlySet<string> = new Set(['price', 'wholesale_price', 'price_excl_vat_excise', 'shop_price', 'bar_price']);
type Value = ProductImportChange['fields'][string]['from'];

/** "3 new products · 2 products changed · 10 unchanged · 1 line refused" (the last only when some are), in the reader's language. */
export function ImportSummary({ answer }: { answer: ProductImportAnswer }) {
  const { t } = useTranslation();
  const counts = (['created', 'updated', 'unchanged', 'refused'] as const).filter((key) => key !== 'refused' || answer.refused > 0);
  const parts = counts.map((key) => t(`adminProducts.import.summary.${key}`, { count: answer[key] }));
  return (
    <p className="text-sm font-medium text-slate-800" data-testid="import-summary">
      {parts.join(' · ')}
    </p>
  );
}

/** The refused values: line, column and why, in the reader's language. */
export function ImportErrors({ answer }: { answer: ProductImportAnswer }) {
  const { t } = useTranslation();
  if (answer.error_count === 0) return null;
  const title = t('adminProducts.import.errorsTitle', { count: answer.error_count });
  const more = answer.errors.length < answer.error_count ? ` ${t('adminProducts.import.errorsMore', { shown: answer.errors.length })}` : '';
  return (
    <div className="space-y-3" data-testid="import-errors">
      <Alert tone="error">{`${title}${more}`}</Alert>
      <DataTable
        caption={t('adminProducts.import.errorsCaption')}
        columns={[
          { key: 'line', label: t('adminProducts.import.columns.line'), align: 'right' },
          { key: 'column', label: t('adminProducts.import.columns.column') },
          { key: 'problem', label: t('adminProducts.import.columns.problem') },
        ]}
      >
        {answer.errors.map((error) => (
          <tr key={`${error.line}-${error.field ?? ''}`} data-testid="import-error">
            <td className={`${td} text-right tabular-nums`}>{error.line}</td>
            <td className={`${td} font-mono text-xs`}>{error.field ?? t('adminProducts.import.wholeLine')}</td>
            <td className={td}>
              {/* A broken price limit (decision 061) is a refusal of the catalogue; every other one a field's validation text. */}
              {reasonText(error.reason, error.params) ?? t(validationKey(error.reason), { ...error.params, defaultValue: error.message })}
            </td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}

/** A value of the preview as the reader reads it: amounts as money, booleans as the status, none as a dash. */
export function useImportValue(): (field: string, value: Value) => string {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (field, value) => {
    if (value === null || value === '') return '—';
    if (typeof value === 'boolean') return value ? t('adminProducts.status.active') : t('adminProducts.status.inactive');
    if (typeof value === 'number' && AMOUNTS.has(field)) return formatMoney(value, language);
    return String(value);
  };
}

/** The products the file creates or changes (the first 1000 of a large file, and how many in all), each field as before → after. */
export function ImportChanges({ changes, total }: { changes: ProductImportChange[]; total: number }) {
  const { t } = useTranslation();
  const shown = useImportValue();
  return (
    <>
      {changes.length < total ? (
        <p className="text-sm text-slate-600" data-testid="import-changes-more">
          {t('adminProducts.import.changesMore', { total, shown: changes.length })}
        </p>
      ) : null}
      <DataTable
        caption={t('adminProducts.import.changesCaption')}
        testId="import-changes"
        columns={[
          { key: 'line', label: t('adminProducts.import.columns.line'), align: 'right' },
          { key: 'sku', label: t('adminProducts.import.columns.sku') },
          { key: 'action', label: t('adminProducts.import.columns.action') },
          { key: 'changes', label: t('adminProducts.import.columns.changes') },
        ]}
      >
        {changes.map((change) => (
          <tr key={change.line} data-testid="import-change" data-sku={change.sku}>
            <td className={`${td} text-right tabular-nums`}>{change.line}</td>
            <td className={`${td} whitespace-nowrap font-mono text-xs`}>{change.sku}</td>
            <td className={td}>
              <Badge tone={change.action === 'create' ? 'success' : 'info'}>{t(`adminProducts.import.actions.${change.action}`)}</Badge>
            </td>
            <td className={td}>
              <ul className="space-y-0.5">
                {Object.entries(change.fields).map(([field, { from, to }]) => (
                  <li key={field}>
                    <span className="font-medium">{t(`adminProducts.import.fields.${field}`)}:</span>{' '}
                    {change.action === 'update' ? (
                      <>
                        <span className="text-slate-500 line-through">{shown(field, from)}</span> <span aria-hidden="true">→</span>{' '}
                      </>
                    ) : null}
                    <span>{shown(field, to)}</span>
                  </li>
                ))}
              </ul>
            </td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}
