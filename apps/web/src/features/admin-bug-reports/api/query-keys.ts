import type { BugReportFilters } from './get-bug-reports.ts';

/** Every bug report query lives under this key. */
const bugReportsBaseKey = ['admin-bug-reports'] as const;
export const bugReportKeys = {
  all: bugReportsBaseKey,
  list: (filters: BugReportFilters, page: number) => [...bugReportsBaseKey, 'list', filters, page] as const,
  detail: (id: number) => [...bugReportsBaseKey, 'detail', id] as const,
  screenshot: (path: string | null) => [...bugReportsBaseKey, 'screenshot', path] as const,
};
