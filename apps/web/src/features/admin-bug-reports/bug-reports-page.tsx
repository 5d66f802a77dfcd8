import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { PageTitle } from '@/components/ui/card.tsx';
import { DataTable } from '@/components/ui/data-table.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { downloadFile } from '@/lib/download-file.ts';
import { formatDateTime } from '@/lib/format.ts';
import { useAddressFilters } from '@/lib/use-address-filters.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { useBugReports } from './api/get-bug-reports.ts';
import { ReportDetail } from './components/report-detail.tsx';
import { ReportFilters } from './components/report-filters.tsx';
import { ReportSelects } from './components/report-selects.tsx';
import { TableState } from '@/components/ui/table-state.tsx';
import { currentLanguage } from '@/lib/i18n.ts';
import { PageMeta } from '@/components/ui/page-meta.tsx';

const FILTER_KEYS = ['search', 'status', 'priority', 'startDate', 'endDate'] as const;

/** Bug Reports - Admin: filters, table, pagination, detail modal; filters live in the address. */
export default function BugReportsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('adminBugReports.title')} noindex />
      <BugReportsPageContent />
    </>
  );
}

function BugReportsPageContent() {
  const { t } = useTranslation();
  // Any filter change goes back to page 1.
  const { filters, page, setFilter, goToPage } = useAddressFilters(FILTER_KEYS);
  const [viewing, setViewing] = useState<number | null>(null);

  useEffect(() => {
    document.title = 'Bug Reports - Admin';
  }, []);

  const [searchInput, setSearchInput] = useState(filters.search);
  const debouncedSearch = useDebouncedValue(searchInput.trim(), 300);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of the typed text starts a new search, not a change of the address
  useEffect(() => {
    if (debouncedSearch !== filters.search) setFilter('search', debouncedSearch, { atOnce: false });
  }, [debouncedSearch]);

  const reports = useBugReports(filters, page);
  const rows = reports.data?.reports ?? [];
  const pages = reports.data?.pagination.pages ?? 1;

  const download = (id: number) =>
    downloadFile(`/bug-reports/${id}/download`, `bug-report-${id}.json`, 'application/json').catch((error: unknown) =>
      console.error('Failed to download bug report', error),
    );

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageTitle subtitle={t('adminBugReports.subtitle')}>{t('adminBugReports.title')}</PageTitle>
      <ReportFilters search={searchInput} onSearch={setSearchInput} filters={filters} onFilter={setFilter} />
      <TableState query={reports} empty={rows.length === 0} emptyTitle={t('adminBugReports.empty')} emptyTestId="bug-reports-empty">
        <DataTable
          caption={t('adminBugReports.title')}
          testId="bug-reports-table"
          busy={reports.isFetching}
          columns={[
            { key: 'id', label: t('adminBugReports.columns.id') },
            { key: 'date', label: t('adminBugReports.columns.date') },
            { key: 'user', label: t('adminBugReports.columns.user') },
            { key: 'url', label: t('adminBugReports.columns.url') },
            { key: 'status', label: t('adminBugReports.columns.status') },
            { key: 'priority', label: t('adminBugReports.columns.priority') },
            { key: 'actions', label: t('adminBugReports.columns.actions') },
          ]}
        >
          {rows.map((report) => (
            <tr key={report.id} data-testid={`bug-report-row-${report.id}`}>
              <td className="whitespace-nowrap px-3 py-2 font-medium">#{report.id}</td>
              <td className="whitespace-nowrap px-3 py-2">{formatDateTime(report.created_at, currentLanguage())}</td>
              <td className="px-3 py-2">{report.user_email ?? t('adminBugReports.anonymous')}</td>
              <td className="max-w-xs truncate px-3 py-2" title={report.url ?? ''}>
                {report.url}
              </td>
              <ReportSelects report={report} />
              <td className="whitespace-nowrap px-3 py-2">
                <div className="flex gap-2">
                  <Button variant="secondary" className="px-3 py-1" onClick={() => setViewing(report.id)}>
                    {t('adminBugReports.actions.view')}
                  </Button>
                  <Button variant="secondary" className="px-3 py-1" onClick={() => void download(report.id)}>
                    {t('adminBugReports.actions.download')}
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </DataTable>
      </TableState>
      <Pager page={page} pages={pages} capped={reports.data?.pagination.capped} onPage={goToPage} busy={reports.isFetching} />
      <ReportDetail id={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
