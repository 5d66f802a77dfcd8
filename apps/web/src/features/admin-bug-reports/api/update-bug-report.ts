import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BugReport, BugReportPatch } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { bugReportKeys } from './query-keys.ts';
import { answers } from '@/api/answers.ts';

/** PATCH /api/bug-reports/:id with one of status, priority or notes. */
function updateBugReport(id: number, patch: BugReportPatch): Promise<BugReport> {
  return api(`/bug-reports/${id}`, { method: 'PATCH', body: patch, answer: answers?.bugReport }).then((answer) => answer.report);
}

export function useUpdateBugReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: BugReportPatch }) => updateBugReport(id, patch),
    // Bug-report call failures are only logged.
    onError: (error) => console.error('Failed to update bug report', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bugReportKeys.all }),
  });
}
