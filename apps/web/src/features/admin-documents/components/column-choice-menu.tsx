import { useTranslation } from 'react-i18next';
import type { ColumnChoice } from '../use-column-choice.ts';

/** A list's columns the reader may hide (the number and the actions always show). */
export function ColumnChoiceMenu({ choice, columns }: { choice: ColumnChoice; columns: ReadonlyArray<{ key: string; label: string }> }) {
  const { t } = useTranslation();
  return (
    <details className="relative" data-testid="column-choice">
      <summary className="inline-flex min-h-10 cursor-pointer list-none items-center rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-teal-600">
        {t('adminDocuments.columnChoice.button')}
      </summary>
      <fieldset className="absolute right-0 z-20 mt-2 w-60 rounded-md border border-slate-200 bg-white p-3 shadow-lg">
        <legend className="sr-only">{t('adminDocuments.columnChoice.legend')}</legend>
        {columns.map((column) => (
          <label key={column.key} className="flex min-h-9 items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="h-4 w-4 rounded border-slate-300 text-teal-700"
              checked={choice.shows(column.key)}
              onChange={() => choice.toggle(column.key)}
              data-testid={`column-choice-${column.key}`}
            />
            {column.label}
          </label>
        ))}
      </fieldset>
    </details>
  );
}
