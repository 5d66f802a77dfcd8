import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductImportAnswer } from '@shop/domain';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FilePicker } from '@/components/ui/file-picker.tsx';
import { PageTitle } from '@/components/ui/card.tsx';
import { PageMeta } from '@/components/ui/page-meta.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorText } from '@/lib/error-text.ts';
import { useApplyImport, usePreviewImport } from './api/import-products.ts';
import { BackToProducts } from './components/admin-products-links.tsx';
import { ExportProductsButton } from './components/export-products-button.tsx';
import { ImportConflicts, overwriteOf, type OverwriteTicks } from './components/import-conflicts.tsx';
import { ImportChanges, ImportErrors, ImportSummary } from './components/import-preview.tsx';

const HOW_TO = ['start', 'match', 'version', 'stockChange', 'cells', 'safe'] as const;

/**
 * /admin/products/import: upload a products CSV, read the preview of every change
 * and of every row changed since the export (tick "overwrite" to write it anyway), apply it all at once.
 */
export default function ProductsImportPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('adminProducts.import.title')} noindex />
      <ProductsImportContent />
    </>
  );
}

function ProductsImportContent() {
  const { t } = useTranslation();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [applied, setApplied] = useState<ProductImportAnswer | null>(null);
  const [ticks, setTicks] = useState<OverwriteTicks>({});
  const preview = usePreviewImport();
  const apply = useApplyImport();

  const check = (chosen: File, keepTicks = false) => {
    setApplied(null);
    if (!keepTicks) setTicks({});
    apply.reset();
    preview.mutate(chosen);
  };

  const answer = preview.data;
  const overwrite = overwriteOf(ticks, answer?.conflicts ?? []);
  const changeCount = answer ? answer.created + answer.updated + overwrite.length : 0;
  const canApply = answer !== undefined && answer.error_count === 0 && (changeCount > 0 || answer.conflicts.length > 0) && !preview.isPending;

  const onApply = async () => {
    if (!file) return;
    try {
      setApplied(await apply.mutateAsync({ file, overwrite }));
      preview.reset();
      setFile(null);
      setTicks({});
    } catch {
      // Refused (a row changed since the export and is not ticked, someone changed a product meanwhile, or the file no
      // longer passes): the error says which; the preview is read again, keeping the ticks of rows that did not move again.
      preview.mutate(file);
    }
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <BackToProducts />
      <PageTitle subtitle={t('adminProducts.import.subtitle')}>{t('adminProducts.import.title')}</PageTitle>

      <section className="mb-6 grid gap-6 lg:grid-cols-2">
        <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <h2 className="mb-2 font-semibold text-slate-900">{t('adminProducts.import.howTo.title')}</h2>
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
            {HOW_TO.map((key) => (
              <li key={key}>{t(`adminProducts.import.howTo.${key}`)}</li>
            ))}
          </ul>
        </div>
        <div className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <div className="flex flex-wrap items-center gap-3">
            <span className="text-sm text-slate-700">{t('adminProducts.import.startFrom')}</span>
            <ExportProductsButton />
          </div>
          <div>
            <label htmlFor={fileId} className="mb-1 block text-sm font-medium text-slate-800">
              {t('adminProducts.import.file')}
            </label>
            <FilePicker
              id={fileId}
              accept=".csv,text/csv"
              testId="import-file"
              disabled={preview.isPending || apply.isPending}
              onChoose={(chosen) => {
                setFile(chosen);
                if (chosen) check(chosen);
              }}
            />
            <p className="mt-1 text-xs text-slate-500">{t('adminProducts.import.fileHint')}</p>
          </div>
          {file && !preview.isPending ? (
            <Button variant="secondary" onClick={() => check(file, true)}>
              {t('adminProducts.import.checkAgain')}
            </Button>
          ) : null}
        </div>
      </section>

      {applied ? (
        <div className="mb-6 space-y-2" data-testid="import-applied">
          <Alert tone="success" title={t('adminProducts.import.applied')}>
            <ImportSummary answer={applied} />
          </Alert>
        </div>
      ) : null}
      {apply.isError ? (
        <div className="mb-4" data-testid="import-apply-error">
          <Alert tone="error">{errorText(apply.error, t('adminProducts.import.applyFailed'))}</Alert>
        </div>
      ) : null}
      {preview.isPending ? <Spinner label={t('adminProducts.import.checking')} /> : null}
      {preview.isError ? <Alert tone="error">{errorText(preview.error, t('adminProducts.import.failed'))}</Alert> : null}

      {answer && file ? (
        <section className="space-y-4" aria-labelledby={`${fileId}-preview`} data-testid="import-preview">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <h2 id={`${fileId}-preview`} className="text-lg font-semibold text-slate-900">
                {t('adminProducts.import.previewTitle', { file: file.name })}
              </h2>
              <ImportSummary answer={answer} />
            </div>
            <Button data-testid="import-apply" disabled={!canApply || apply.isPending} onClick={() => void onApply()}>
              {apply.isPending ? t('adminProducts.import.applying') : t('adminProducts.import.apply', { count: changeCount })}
            </Button>
          </div>
          <ImportErrors answer={answer} />
          <ImportConflicts
            conflicts={answer.conflicts}
            ticks={ticks}
            onTick={(conflict, ticked) =>
              setTicks((current) => {
                const { [conflict.sku]: _dropped, ...rest } = current;
                return ticked ? { ...rest, [conflict.sku]: conflict.current_version } : rest;
              })
            }
          />
          {answer.changes.length > 0 ? <ImportChanges changes={answer.changes} total={answer.created + answer.updated} /> : null}
          {answer.error_count === 0 && changeCount === 0 && answer.conflicts.length === 0 ? (
            <Alert tone="info">{t('adminProducts.import.noChanges')}</Alert>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
