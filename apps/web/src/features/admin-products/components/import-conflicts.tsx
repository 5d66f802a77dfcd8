import { useTranslation } from 'react-i18next';
import type { ProductImportConflict, ProductImportOverwrite } from '@shop/domain';
import { Alert } from '@/components/ui/alert.tsx';
import { CheckboxField } from '@/components/ui/checkbox-field.tsx';
import { DataTable } from '@/components/ui/data-table.tsx';
import { useImportValue } from './import-preview.tsx';

const td = 'px-4 py-2 align-top text-sm text-slate-800';

/** The ticked rows, by SKU: the version each was ticked at (decision 060). */
export type OverwriteTicks = Record<string, string>;

/** A conflict is ticked only at the version the preview shows now: a product that moved again is unticked. */
const isTicked = (ticks: OverwriteTicks, conflict: ProductImportConflict) => ticks[conflict.sku] === conflict.current_version;

/** What the Import button sends: the ticked conflicts of this preview, each with the version it was ticked at. */
export const overwriteOf = (ticks: OverwriteTicks, conflicts: ProductImportConflict[]): ProductImportOverwrite =>
  conflicts.filter((conflict) => isTicked(ticks, conflict)).map((conflict) => ({ sku: conflict.sku, version: conflict.current_version }));

/**
 * Rows the file would write over changes it does not know of (decision 060): each field with the
 * file's value and today's, and an "overwrite" tick per row. Unticked rows make the import refuse the
 * whole file; the administrator removes them from the file or ticks them.
 */
export function ImportConflicts({
  conflicts,
  ticks,
  onTick,
}: {
  conflicts: ProductImportConflict[];
  ticks: OverwriteTicks;
  onTick: (conflict: ProductImportConflict, ticked: boolean) => void;
}) {
  const { t } = useTranslation();
  const shown = useImportValue();
  if (conflicts.length === 0) return null;
  const open = conflicts.filter((conflict) => !isTicked(ticks, conflict)).length;
  return (
    <div className="space-y-3" data-testid="import-conflicts">
      <Alert tone={open > 0 ? 'warning' : 'info'} title={t('adminProducts.import.conflicts.title', { count: conflicts.length })}>
        {t('adminProducts.import.conflicts.explain')}
      </Alert>
      <DataTable
        caption={t('adminProducts.import.conflicts.caption')}
        columns={[
          { key: 'line', label: t('adminProducts.import.columns.line'), align: 'right' },
          { key: 'sku', label: t('adminProducts.import.columns.sku') },
          { key: 'fields', label: t('adminProducts.import.conflicts.fields') },
          { key: 'overwrite', label: t('adminProducts.import.conflicts.overwrite') },
        ]}
      >
        {conflicts.map((conflict) => (
          <tr key={conflict.line} data-testid="import-conflict" data-sku={conflict.sku}>
            <td className={`${td} text-right tabular-nums`}>{conflict.line}</td>
            <td className={`${td} whitespace-nowrap font-mono text-xs`}>{conflict.sku}</td>
            <td className={td}>
              <ul className="space-y-0.5">
                {Object.entries(conflict.fields).map(([field, { file, now }]) => (
                  <li key={field}>
                    {t(`adminProducts.import.conflicts.${conflict.reason}`, {
                      field: t(`adminProducts.import.fields.${field}`),
                      file: shown(field, file),
                      now: shown(field, now),
                    })}
                  </li>
                ))}
              </ul>
            </td>
            <td className={td}>
              <CheckboxField
                data-testid="import-overwrite"
                label={t('adminProducts.import.conflicts.overwrite')}
                aria-label={t('adminProducts.import.conflicts.overwriteRow', { sku: conflict.sku })}
                checked={isTicked(ticks, conflict)}
                onChange={(event) => onTick(conflict, event.target.checked)}
              />
            </td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}
