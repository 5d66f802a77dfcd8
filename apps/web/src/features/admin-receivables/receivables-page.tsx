import { useTranslation } from 'react-i18next';
import { downloadReceivablesCsv, useReceivables } from '@/api/receivables/get-receivables.ts';
import { formatDocumentDate } from '@/components/documents/document-format.ts';
import { Button } from '@/components/ui/button.tsx';
import { PageTitle } from '@/components/ui/card.tsx';
import { InlineError } from '@/components/ui/inline-error.tsx';
import { PageMeta } from '@/components/ui/page-meta.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { TableState } from '@/components/ui/table-state.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { currentLanguage } from '@/lib/i18n.ts';
import { useDownload } from '@/lib/use-download.ts';
import { ReceivablesTable } from './components/receivables-table.tsx';
import { useReceivablesView } from './use-receivables-view.ts';

/** What each customer owes: open and overdue amounts aged on a day, sortable, with the total row and the CSV. */
export default function ReceivablesPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('adminReceivables.title')} noindex />
      <ReceivablesContent />
    </>
  );
}

function ReceivablesContent() {
  const { t } = useTranslation();
  const { request, setAsOf, sortBy, goToPage } = useReceivablesView();
  const query = useReceivables(request);
  const answer = query.data;
  const csv = useDownload(t('adminReceivables.csvFailed'));

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageTitle subtitle={t('adminReceivables.subtitle')}>{t('adminReceivables.title')}</PageTitle>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
        <TextField
          label={t('adminReceivables.asOf')}
          hint={t('adminReceivables.asOfHint')}
          type="date"
          value={request.as_of}
          onChange={(event) => setAsOf(event.target.value)}
          data-testid="receivables-as-of"
          className="w-56"
        />
        <div className="flex flex-col items-end">
          <Button
            variant="secondary"
            disabled={csv.busy}
            data-testid="receivables-csv"
            onClick={() => void csv.start(() => downloadReceivablesCsv(request, currentLanguage()))}
          >
            {csv.busy ? t('adminReceivables.csvPreparing') : t('adminReceivables.csv')}
          </Button>
          <InlineError error={csv.error} className="mt-1" />
        </div>
      </div>
      <p className="mb-3 text-sm text-slate-600" aria-live="polite" data-testid="receivables-summary">
        {answer ? t('adminReceivables.summary', { date: formatDocumentDate(answer.as_of, currentLanguage()), count: answer.total.customers }) : ''}
      </p>
      <TableState
        query={query}
        empty={(answer?.total.customers ?? 0) === 0}
        emptyTitle={t('adminReceivables.empty')}
        emptyTestId="receivables-empty"
        loadingLabel={t('adminReceivables.loading')}
        errorFallback={t('adminReceivables.failed')}
        onRetry={() => void query.refetch()}
      >
        {answer ? (
          <ReceivablesTable
            answer={answer}
            busy={query.isFetching}
            sort={request.sort || 'overdue'}
            order={request.order || 'desc'}
            onSort={sortBy}
          />
        ) : null}
      </TableState>
      <Pager page={request.page} pages={answer?.pagination.pages ?? 1} onPage={goToPage} busy={query.isFetching} />
    </div>
  );
}
