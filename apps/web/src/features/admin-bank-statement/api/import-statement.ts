import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bankStatementAnswerSchema, type BankAssignments, type BankStatementAnswer } from '@shop/domain';
import { refreshAfterDocumentChange } from '@/api/documents/admin/document-cache.ts';
import { api } from '@/lib/api-client.ts';

// Parsed in development builds only, as every answer (decision 029).
const answer = import.meta.env.DEV ? bankStatementAnswerSchema : undefined;

/**
 * POST /api/payments/admin/bank-statement?dry_run=…, multipart "file" (a camt.053 statement) and
 * "assignments": the entries the administrator matched by hand (decision 079). A dry run answers the
 * preview; a real run records every payment or none (a refusal names the entry, thrown as ApiError).
 */
async function importStatement(file: File, dryRun: boolean, assignments: BankAssignments = []): Promise<BankStatementAnswer> {
  const formData = new FormData();
  formData.append('file', file);
  if (assignments.length > 0) formData.append('assignments', JSON.stringify(assignments));
  return api(`/payments/admin/bank-statement?dry_run=${dryRun}`, { method: 'POST', formData, answer });
}

/** The preview: records nothing. */
export function usePreviewStatement() {
  return useMutation({ mutationFn: (file: File) => importStatement(file, true) });
}

/** The real run: every document list and document is read again afterwards. */
export function useApplyStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, assignments }: { file: File; assignments: BankAssignments }) => importStatement(file, false, assignments),
    onSettled: () => refreshAfterDocumentChange(queryClient),
  });
}
