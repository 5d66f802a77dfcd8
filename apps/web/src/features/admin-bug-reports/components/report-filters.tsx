import { useTranslation } from 'react-i18next';
import { BUG_REPORT_PRIORITIES, BUG_REPORT_STATUSES } from '@shop/domain';
import { SelectField } from '@/components/ui/select-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import type { BugReportFilters } from '../api/get-bug-reports.ts';

interface ReportFiltersProps {
  search: string;
  onSearch: (value: string) => void;
  filters: BugReportFilters;
  onFilter: (key: Exclude<keyof BugReportFilters, 'search'>, value: string) => void;
}

/** Search text, status, priority, start and end date. */
export function ReportFilters({ search, onSearch, filters, onFilter }: ReportFiltersProps) {
  const { t } = useTranslation();
  return (
    <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
      <TextField
        label={t('adminBugReports.filters.search')}
        type="search"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        placeholder={t('adminBugReports.filters.searchPlaceholder')}
      />
      <SelectField
        label={t('adminBugReports.filters.status')}
        value={filters.status}
        onChange={(event) => onFilter('status', event.target.value)}
        options={[
          { value: '', label: t('adminBugReports.filters.all') },
          ...BUG_REPORT_STATUSES.map((status) => ({ value: status, label: t(`adminBugReports.status.${status}`) })),
        ]}
      />
      <SelectField
        label={t('adminBugReports.filters.priority')}
        value={filters.priority}
        onChange={(event) => onFilter('priority', event.target.value)}
        options={[
          { value: '', label: t('adminBugReports.filters.all') },
          ...BUG_REPORT_PRIORITIES.map((priority) => ({ value: priority, label: t(`adminBugReports.priority.${priority}`) })),
        ]}
      />
      <TextField
        label={t('adminBugReports.filters.startDate')}
        type="date"
        value={filters.startDate}
        onChange={(event) => onFilter('startDate', event.target.value)}
      />
      <TextField
        label={t('adminBugReports.filters.endDate')}
        type="date"
        value={filters.endDate}
        onChange={(event) => onFilter('endDate', event.target.value)}
      />
    </div>
  );
}
