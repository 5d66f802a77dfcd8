import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BugReport } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { bugReportKeys } from './query-keys.ts';
import { answers } from '@/api/answers.ts';

/** GET /api/bug-reports/:id → { success, report }. */
function getBugReport(id: number, signal?: AbortSignal): Promise<BugReport> {
  return api(`/bug-reports/${id}`, { ...(signal ? { signal } : {}), answer: answers?.bugReport }).then((answer) => answer.report);
}

const bugReportQueryOptions = (id: number) => queryOptions({ queryKey: bugReportKeys.detail(id), queryFn: ({ signal }) => getBugReport(id, signal) });

export function useBugReport(id: number | null) {
  return useQuery({ ...bugReportQueryOptions(id ?? 0), enabled: id !== null });
}
