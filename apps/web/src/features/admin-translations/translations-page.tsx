import { useAddressParams } from '@/lib/use-address-params.ts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { PageTitle } from '@/components/ui/card.tsx';
import { DataTable } from '@/components/ui/data-table.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { useBundledTexts } from './api/bundled-texts.ts';
import { useOverrides } from './api/overrides.ts';
import { TranslationEditDialog } from './components/translation-edit-dialog.tsx';
import { basesOf, buildRows, filterRows, isOverridden, missingLanguages, type TranslationFilter, type TranslationRow } from './translation-rows.ts';
import { PageMeta } from '@/components/ui/page-meta.tsx';

const PAGE_SIZE = 50;
const FILTERS: readonly TranslationFilter[] = ['all', 'missing', 'overridden'];

function Value({ bundled, override }: { bundled: string | undefined; override: string | undefined }) {
  const { t } = useTranslation();
  if (override !== undefined)
    return (
      <div>
        <p className="whitespace-pre-wrap break-words text-slate-900">{override}</p>
        <p className="mt-1 text-xs text-slate-400 line-through">{bundled}</p>
        <span className="mt-1 inline-block rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-800">
          {t('adminTranslations.overridden')}
        </span>
      </div>
    );
  if (!bundled) return <span className="rounded bg-red-100 px-1.5 py-0.5 text-xs font-medium text-red-800">{t('adminTranslations.missing')}</span>;
  return <p className="whitespace-pre-wrap break-words text-slate-700">{bundled}</p>;
}

/** Translations: every text key in English and Lithuanian, with the administrators' overrides. */
export default function TranslationsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('adminTranslations.title')} noindex />
      <TranslationsPageContent />
    </>
  );
}

function TranslationsPageContent() {
  const { t } = useTranslation();
  const { params, change } = useAddressParams();
  const search = params.get('q') ?? '';
  const filter = (FILTERS.includes(params.get('filter') as TranslationFilter) ? params.get('filter') : 'all') as TranslationFilter;
  const pageParam = Number.parseInt(params.get('page') ?? '1', 10);
  const page = Number.isFinite(pageParam) && pageParam > 0 ? pageParam : 1;
  const [editing, setEditing] = useState<string | null>(null);
  const bundled = useBundledTexts();
  const overrides = useOverrides();

  const rows = useMemo(
    () => (bundled.data && overrides.data ? buildRows(bundled.data.en, bundled.data.lt, overrides.data) : []),
    [bundled.data, overrides.data],
  );
  const bases = useMemo(() => basesOf(rows), [rows]);
  const counts = useMemo(
    () => ({ all: rows.length, missing: filterRows(rows, '', 'missing').length, overridden: rows.filter(isOverridden).length }),
    [rows],
  );
  const shown = useMemo(() => filterRows(rows, search, filter), [rows, search, filter]);
  const pages = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  const visible = shown.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const editingRow: TranslationRow | null = editing ? (rows.find((row) => row.key === editing) ?? null) : null;

  const update = (changes: Record<string, string>, keepPage = false) =>
    change(
      (next) => {
        for (const [key, value] of Object.entries(changes)) {
          if (value && !(key === 'filter' && value === 'all')) next.set(key, value);
          else next.delete(key);
        }
        if (!keepPage) next.delete('page');
        return next;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageTitle subtitle={t('adminTranslations.subtitle')}>{t('adminTranslations.title')}</PageTitle>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <TextField
          className="sm:w-96"
          label={t('adminTranslations.search')}
          type="search"
          value={search}
          onChange={(event) => update({ q: event.target.value })}
          placeholder={t('adminTranslations.searchPlaceholder')}
        />
        <fieldset className="inline-flex overflow-hidden rounded-md border border-slate-300" aria-label={t('adminTranslations.filterLabel')}>
          {FILTERS.map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={filter === name}
              onClick={() => update({ filter: name })}
              className={`px-3 py-2 text-sm ${filter === name ? 'bg-teal-700 text-white' : 'bg-white text-slate-700 hover:bg-slate-50'}`}
            >
              {t(`adminTranslations.filter.${name}`, { count: counts[name] })}
            </button>
          ))}
        </fieldset>
      </div>
      {bundled.isError || overrides.isError ? (
        <Alert tone="error">{t('adminTranslations.errors.load')}</Alert>
      ) : !bundled.data || !overrides.data ? (
        <Spinner label={t('common.loading')} />
      ) : visible.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600">{t('adminTranslations.empty')}</p>
      ) : (
        <DataTable
          caption={t('adminTranslations.title')}
          testId="translations-table"
          columns={[
            { key: 'key', label: t('adminTranslations.columns.key'), className: 'w-1/4' },
            { key: 'en', label: t('adminTranslations.language.en') },
            { key: 'lt', label: t('adminTranslations.language.lt') },
            { key: 'edit', label: t('adminTranslations.editButton'), srOnly: true },
          ]}
        >
          {visible.map((row) => (
            <tr key={row.key} className="align-top" data-testid="translation-row" data-missing={missingLanguages(row, bases).join(' ') || undefined}>
              <td className="break-all px-3 py-2 font-mono text-xs text-slate-600">{row.key}</td>
              <td className="px-3 py-2">
                <Value bundled={row.bundled.en} override={row.override.en} />
              </td>
              <td className="px-3 py-2">
                <Value bundled={row.bundled.lt} override={row.override.lt} />
              </td>
              <td className="px-3 py-2 text-right">
                <Button
                  variant="secondary"
                  className="px-3 py-1"
                  onClick={() => setEditing(row.key)}
                  aria-label={t('adminTranslations.editNamed', { key: row.key })}
                >
                  {t('adminTranslations.editButton')}
                </Button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <Pager page={Math.min(page, pages)} pages={pages} onPage={(target) => update({ page: target > 1 ? String(target) : '' }, true)} />
      <TranslationEditDialog row={editingRow} onClose={() => setEditing(null)} />
    </div>
  );
}
