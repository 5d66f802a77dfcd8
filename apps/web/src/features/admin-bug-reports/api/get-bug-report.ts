import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BugReport } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { bugReportsBaseKey } from './get-bug-reports.ts';
import { answers } from '@/api/answers.ts';

/** GET /api/bug-reports/:id → { success, report }. */
export function getBugReport(id: number, signal?: AbortSignal): Promise<BugReport> {
  return api<{ success: true; report: BugReport }>(`/bug-reports/${id}`, { ...(signal ? { signal } : {}), answer: answers?.bugReport }).then(
    (answer) => answer.report,
  );
}

export const bugReportQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...bugReportsBaseKey, 'detail', id] as const, queryFn: ({ signal }) => getBugReport(id, signal) });

export function useBugReport(id: number | null) {
  return useQuery({ ...bugReportQueryOptions(id ?? 0), enabled: id !== null });
}
