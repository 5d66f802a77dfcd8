import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { BUG_REPORTS_PAGE_SIZE, type BugReportSummary, type Pagination } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { answers } from '@/api/answers.ts';

export interface BugReportFilters {
  search: string;
  status: string;
  priority: string;
  startDate: string;
  endDate: string;
}

export interface BugReportsAnswer {
  success: true;
  reports: BugReportSummary[];
  pagination: Pagination;
}

/** GET /api/bug-reports/admin with page, limit 20 and only the filters that are set (admin spec §7). */
export function getBugReports(filters: BugReportFilters, page: number, signal?: AbortSignal): Promise<BugReportsAnswer> {
  const query = new URLSearchParams({ page: String(page), limit: String(BUG_REPORTS_PAGE_SIZE) });
  for (const [key, value] of Object.entries(filters)) if (value.trim()) query.set(key, value.trim());
  return api<BugReportsAnswer>(`/bug-reports/admin?${query}`, { ...(signal ? { signal } : {}), answer: answers?.bugReports });
}

export const bugReportsBaseKey = ['admin-bug-reports'] as const;

export const bugReportsQueryOptions = (filters: BugReportFilters, page: number) =>
  queryOptions({
    queryKey: [...bugReportsBaseKey, 'list', filters, page] as const,
    queryFn: ({ signal }) => getBugReports(filters, page, signal),
    placeholderData: keepPreviousData,
  });

export function useBugReports(filters: BugReportFilters, page: number) {
  return useQuery(bugReportsQueryOptions(filters, page));
}
