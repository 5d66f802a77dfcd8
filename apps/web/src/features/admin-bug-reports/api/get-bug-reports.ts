import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { BUG_REPORTS_PAGE_SIZE, type bugReportsAnswerSchema } from '@shop/domain';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';
import { answers } from '@/api/answers.ts';
import { bugReportKeys } from './query-keys.ts';

export interface BugReportFilters {
  search: string;
  status: string;
  priority: string;
  startDate: string;
  endDate: string;
}

type BugReportsAnswer = z.infer<typeof bugReportsAnswerSchema>;

/** GET /api/bug-reports/admin with page, limit 20 and only the filters that are set. */
function getBugReports(filters: BugReportFilters, page: number, signal?: AbortSignal): Promise<BugReportsAnswer> {
  const query = new URLSearchParams({ page: String(page), limit: String(BUG_REPORTS_PAGE_SIZE) });
  for (const [key, value] of Object.entries(filters)) if (value.trim()) query.set(key, value.trim());
  return api(`/bug-reports/admin?${query}`, { ...(signal ? { signal } : {}), answer: answers?.bugReports });
}

const bugReportsQueryOptions = (filters: BugReportFilters, page: number) =>
  queryOptions({
    queryKey: bugReportKeys.list(filters, page),
    queryFn: ({ signal }) => getBugReports(filters, page, signal),
    placeholderData: keepPreviousData,
  });

export function useBugReports(filters: BugReportFilters, page: number) {
  return useQuery(bugReportsQueryOptions(filters, page));
}
