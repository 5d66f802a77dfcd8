import { keepPreviousData, queryOptions, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateCreditNote, CreditNote, CreditNotesAnswer } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { usePressed } from '@/lib/press-keys.ts';
import { documentAnswers } from '../answers.ts';
import { refreshAfterDocumentChange } from './document-cache.ts';
import { type DocumentListParams, listQuery } from './document-list-params.ts';
import { adminDocumentKeys } from './document-keys.ts';

/** GET /api/credit-notes/admin/all: one page of every credit note (or those of one invoice), filtered, as list rows. */
async function getAdminCreditNotes(params: DocumentListParams, signal?: AbortSignal): Promise<CreditNotesAnswer> {
  return api(`/credit-notes/admin/all${listQuery(params)}`, { ...(signal ? { signal } : {}), answer: documentAnswers?.creditNotes });
}

const creditNotesQueryOptions = (params: DocumentListParams) =>
  queryOptions({
    queryKey: adminDocumentKeys.creditNotes(params),
    queryFn: ({ signal }) => getAdminCreditNotes(params, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminCreditNotes(params: DocumentListParams, enabled = true) {
  return useQuery({ ...creditNotesQueryOptions(params), enabled });
}

/** GET /api/credit-notes/admin/{id}: one credit note, whole (its lines). */
async function getAdminCreditNote(id: number, signal?: AbortSignal): Promise<CreditNote> {
  const answer = await api(`/credit-notes/admin/${id}`, { ...(signal ? { signal } : {}), answer: documentAnswers?.creditNote });
  return answer.creditNote;
}

/**
 * Every credit note of one invoice, whole (the credit note form reads their lines): the invoice's
 * list rows (a few at most), then each note by its id. `isSuccess` once all are read.
 */
export function useInvoiceCreditNotes(invoiceId: number) {
  const rows = useQuery(creditNotesQueryOptions({ invoice_id: invoiceId, limit: 200 }));
  const notes = useQueries({
    queries: (rows.data?.creditNotes ?? []).map((row) => ({
      queryKey: adminDocumentKeys.creditNote(row.id),
      queryFn: ({ signal }: { signal: AbortSignal }) => getAdminCreditNote(row.id, signal),
    })),
    combine: (results) => {
      const read = results.flatMap((result) => (result.data ? [result.data] : []));
      return { data: read.length === results.length ? read : undefined, isError: results.some((result) => result.isError) };
    },
  });
  const data = rows.data && notes.data ? notes.data : undefined;
  return { data, isSuccess: data !== undefined, isError: rows.isError || notes.isError };
}

/**
 * POST /api/invoices/admin/{id}/credit-note: a credit note on the invoice (all lines still on it unless
 * `items` says which). One Idempotency-Key per press: a double submit or a retry issues one note.
 */
async function createCreditNote(invoiceId: number, body: CreateCreditNote, idempotencyKey: string): Promise<CreditNote> {
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
