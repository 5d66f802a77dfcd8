import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BankAssignments, BankStatementAnswer } from '@shop/domain';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FilePicker } from '@/components/ui/file-picker.tsx';
import { PageTitle } from '@/components/ui/card.tsx';
import { PageMeta } from '@/components/ui/page-meta.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { errorText } from '@/lib/error-text.ts';
import { formatMoney } from '@/lib/format.ts';
import { useApplyStatement, usePreviewStatement } from './api/import-statement.ts';
import { KnownEntries, MatchedEntries, UnmatchedEntries } from './components/statement-tables.tsx';

const K = 'adminBankStatement';

/** The assignments typed in, of entries the preview still leaves unmatched. */
function assignmentsOf(typed: Record<string, string>, answer: BankStatementAnswer | undefined): BankAssignments {
  const open = new Set((answer?.unmatched ?? []).flatMap((entry) => (entry.entry_ref === null ? [] : [entry.entry_ref])));
  return Object.entries(typed)
    .filter(([ref, number]) => open.has(ref) && number.trim() !== '')
    .map(([entry_ref, number]) => ({ entry_ref, document_number: number.trim() }));
}

/** "3 matched · 1 unmatched · 2 already imported" */
function Summary({ answer }: { answer: BankStatementAnswer }) {
  const { t } = useTranslation();
  const total = answer.matched.reduce((sum, entry) => sum + Math.round(entry.amount * 100), 0) / 100;
  return (
    <p className="text-sm font-medium text-slate-800" data-testid="statement-summary">
      {[
        t(`${K}.summary.matched`, { count: answer.matched.length, amount: formatMoney(total) }),
        t(`${K}.summary.unmatched`, { count: answer.unmatched.length }),
        t(`${K}.summary.alreadyImported`, { count: answer.already_imported.length }),
      ].join(' · ')}
    </p>
  );
}

/**
 * /admin/payments/bank-statement (decision 079): upload a camt.053 statement, read which
 * entries pay which invoice or pre-invoice, assign the others by document number, and apply them all at once.
 */
export default function BankStatementPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t(`${K}.title`)} noindex />
      <BankStatementContent />
    </>
  );
}

function BankStatementContent() {
  const { t } = useTranslation();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [applied, setApplied] = useState<BankStatementAnswer | null>(null);
  const preview = usePreviewStatement();
  const apply = useApplyStatement();
  const answer = preview.data;
  const assignments = assignmentsOf(typed, answer);
  const toApply = (answer?.matched.length ?? 0) + assignments.length;
  const busy = preview.isPending || apply.isPending;
  const refusedRef = apply.error instanceof ApiError && typeof apply.error.params.entry_ref === 'string' ? apply.error.params.entry_ref : null;

  const check = (chosen: File) => {
    setApplied(null);
    setTyped({});
    apply.reset();
    preview.mutate(chosen);
  };

  const onApply = async () => {
    if (!file) return;
    try {
      setApplied(await apply.mutateAsync({ file, assignments }));
      preview.reset();
      setFile(null);
      setTyped({});
    } catch {
      // Refused as a whole (the error names the entry): nothing was recorded; the preview stays, with what was typed.
    }
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <Link to="/admin/invoices" className="mb-2 inline-flex min-h-11 items-center text-sm font-medium text-teal-800 hover:underline">
        {t(`${K}.back`)}
      </Link>
      <PageTitle subtitle={t(`${K}.subtitle`)}>{t(`${K}.title`)}</PageTitle>

      <section className="mb-6 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <label htmlFor={fileId} className="mb-1 block text-sm font-medium text-slate-800">
          {t(`${K}.file`)}
        </label>
        <FilePicker
          id={fileId}
          accept=".xml,application/xml,text/xml"
          testId="statement-file"
          disabled={busy}
          onChoose={(chosen) => {
            setFile(chosen);
            if (chosen) check(chosen);
          }}
        />
        <p className="mt-1 text-xs text-slate-500">{t(`${K}.fileHint`)}</p>
      </section>

      {applied ? (
        <div className="mb-6" data-testid="statement-applied">
          <Alert tone="success" title={t(`${K}.applied`, { count: applied.matched.length })}>
            <Summary answer={applied} />
          </Alert>
        </div>
      ) : null}
      {apply.isError ? (
        <div className="mb-4" data-testid="statement-apply-error">
          <Alert tone="error">{errorText(apply.error, t(`${K}.applyFailed`))}</Alert>
        </div>
      ) : null}
      {preview.isPending ? <Spinner label={t(`${K}.checking`)} /> : null}
      {preview.isError ? (
        <div data-testid="statement-preview-error">
          <Alert tone="error">{errorText(preview.error, t(`${K}.failed`))}</Alert>
        </div>
      ) : null}

      {answer && file ? (
        <section aria-labelledby={`${fileId}-preview`} data-testid="statement-preview">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <h2 id={`${fileId}-preview`} className="text-lg font-semibold text-slate-900">
                {t(`${K}.previewTitle`, { file: file.name })}
              </h2>
              <Summary answer={answer} />
              {answer.ignored > 0 ? <p className="text-xs text-slate-500">{t(`${K}.ignored`, { count: answer.ignored })}</p> : null}
            </div>
            <Button data-testid="statement-apply" disabled={toApply === 0 || busy} onClick={() => void onApply()}>
              {apply.isPending ? t(`${K}.applying`) : t(`${K}.apply`, { count: toApply })}
            </Button>
          </div>
          <MatchedEntries entries={answer.matched} />
          <UnmatchedEntries
            entries={answer.unmatched}
            assigned={typed}
            onAssign={(ref, number) => setTyped((current) => ({ ...current, [ref]: number }))}
            refusedRef={refusedRef}
            disabled={busy}
          />
          <KnownEntries entries={answer.already_imported} />
          {toApply === 0 && answer.unmatched.length === 0 ? (
            <div className="mt-4">
              <Alert tone="info">{t(`${K}.nothingToApply`)}</Alert>
            </div>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
