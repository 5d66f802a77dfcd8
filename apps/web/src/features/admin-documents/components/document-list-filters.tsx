import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomerFilter } from '@/components/filters/customer-filter.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ListCountBar } from '@/components/ui/list-count-bar.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { PeriodFilter } from '@/components/filters/period-filter.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import type { DocumentList } from '../use-document-list.ts';

interface DocumentListFiltersProps {
  list: DocumentList;
  /** The tab's statuses (a credit note has none). */
  status?: { testId: string; value: string; options: ReadonlyArray<{ value: string; label: string }> };
  /** "n invoices" of the filtered list. */
  count: string;
  countTestId: string;
  refreshing: boolean;
  onRefresh: () => void;
  /** The list's own tools beside Refresh: its columns and its export (decision 097). */
  tools?: ReactNode;
}

/**
 * Above a document list (as the orders list has them): the search by words, the tab's status, the days
 * and the customer; under them how many documents match, Clear filters and Refresh.
 */
export function DocumentListFilters({ list, status, count, countTestId, refreshing, onRefresh, tools }: DocumentListFiltersProps) {
  const { t } = useTranslation();
  const { typed, setFilter } = list;
  return (
    <>
      <search className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-6" aria-label={t('adminDocuments.filters.title')}>
        <TextField
          className="sm:col-span-2"
          type="search"
          label={t('adminDocuments.filters.search')}
          placeholder={t('adminDocuments.filters.searchPlaceholder')}
          value={typed.search}
          onChange={(event) => setFilter('search', event.target.value)}
          data-testid="documents-search"
        />
        {status ? (
          <SelectField
            label={t('adminDocuments.list.statusFilter')}
            value={status.value}
            options={status.options}
            onChange={(event) => setFilter('status', event.target.value)}
            data-testid={status.testId}
          />
        ) : null}
        <PeriodFilter
          from={typed.from}
          to={typed.to}
          labels={{ from: t('adminDocuments.filters.from'), to: t('adminDocuments.filters.to') }}
          testIdPrefix="documents"
          onChange={setFilter}
        />
        <CustomerFilter
          userId={typed.user_id}
          onChange={(value) => setFilter('user_id', value)}
          everyCustomerLabel={t('adminDocuments.filters.everyCustomer')}
        />
      </search>
      <ListCountBar count={count} countTestId={countTestId}>
        {tools}
        {list.filtered ? (
          <Button variant="ghost" onClick={list.clear} data-testid="documents-clear-filters">
            {t('adminDocuments.filters.clear')}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={onRefresh} disabled={refreshing || list.rangeReversed}>
          {refreshing ? t('adminDocuments.list.refreshing') : t('adminDocuments.list.refresh')}
        </Button>
      </ListCountBar>
    </>
  );
}
