import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateCreditNote, CreditNote } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { usePressed } from '@/lib/press-keys.ts';
import { documentAnswers } from '../answers.ts';
import { refreshAfterDocumentChange } from './document-cache.ts';
import { creditNotesBaseKey } from './document-keys.ts';

/** GET /api/credit-notes/admin/all: every credit note, or those of one invoice. */
export async function getAdminCreditNotes(invoiceId: number | null, signal?: AbortSignal): Promise<CreditNote[]> {
  const suffix = invoiceId ? `?${new URLSearchParams({ invoice_id: String(invoiceId) })}` : '';
  const answer = await api(`/credit-notes/admin/all${suffix}`, { ...(signal ? { signal } : {}), answer: documentAnswers?.creditNotes });
  return answer.creditNotes;
}

export const creditNotesQueryOptions = (invoiceId: number | null) =>
  queryOptions({
    queryKey: [...creditNotesBaseKey, 'list', invoiceId ?? 'all'] as const,
    queryFn: ({ signal }) => getAdminCreditNotes(invoiceId, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminCreditNotes(invoiceId: number | null = null) {
  return useQuery(creditNotesQueryOptions(invoiceId));
}

/**
 * POST /api/invoices/admin/{id}/credit-note: a credit note on the invoice (all lines still on it unless
 * `items` says which). One Idempotency-Key per press: a double submit or a retry issues one note.
 */
export async function createCreditNote(invoiceId: number, body: CreateCreditNote, idempotencyKey: string): Promise<CreditNote> {
  const answer = await api(`/invoices/admin/${invoiceId}/credit-note`, {
    method: 'POST',
    body,
    idempotencyKey,
    answer: documentAnswers?.creditNoteCreated,
  });
  return answer.creditNote;
}

export function useCreateCreditNote() {
  const queryClient = useQueryClient();
  const send = usePressed(({ invoiceId, body }: { invoiceId: number; body: CreateCreditNote }, key: string) =>
    createCreditNote(invoiceId, body, key),
  );
  return useMutation({
    mutationFn: send,
    onSuccess: async () => refreshAfterDocumentChange(queryClient),
  });
}
