import { z } from 'zod';
import { okAnswer } from './answer.ts';
import { INVOICE_STATUSES, MAX_PAGE_SIZE, PRE_INVOICE_STATUSES } from './constants.ts';
import { listDay, listId, listLimit, listPage, PERIOD_ORDER, periodInOrder } from './list-query.ts';
import { unsetWhenEmpty } from './query-params.ts';
import { paginationSchema } from './user.schemas.ts';

/**
 * The document lists at scale (decision 067): one page at a time, searched and filtered on the
 * server, each row the columns a list shows (the whole document, with its snapshots, is read by id).
 */
const ADMIN_DOCUMENTS_PAGE_SIZE = 50;
const ADMIN_DOCUMENTS_MAX_PAGE_SIZE = 200;
/** A customer's own documents per page when no `limit` is asked (at most MAX_PAGE_SIZE). */
const OWN_DOCUMENTS_PAGE_SIZE = 20;

/**
 * The administrators' filters of every document list: `search` (words, each in the document's number,
 * its order's number or its buyer's company, codes, e-mail or city: decision 064), `from`/`to` (days in
 * Lithuania, both included, of the document's issue), `user_id` (one customer), `order_id`, `page`,
 * `limit` (50, at most 200). A parameter sent empty is one not sent.
 */
const adminFilterFields = {
  search: unsetWhenEmpty(z.string().trim().max(200, 'tooLong')),
  from: unsetWhenEmpty(listDay),
  to: unsetWhenEmpty(listDay),
  user_id: unsetWhenEmpty(listId),
  order_id: unsetWhenEmpty(listId),
};
const adminListFields = {
  ...adminFilterFields,
  page: listPage(),
  limit: listLimit(ADMIN_DOCUMENTS_PAGE_SIZE, ADMIN_DOCUMENTS_MAX_PAGE_SIZE),
};

/** `GET /invoices/admin/all`. */
export const adminInvoiceListQuerySchema = z
  .object({ ...adminListFields, status: unsetWhenEmpty(z.enum(INVOICE_STATUSES)) })
  .refine(periodInOrder, PERIOD_ORDER);
export type AdminInvoiceListQuery = z.infer<typeof adminInvoiceListQuerySchema>;

/** `GET /pre-invoices/admin/all`. */
export const adminPreInvoiceListQuerySchema = z
  .object({ ...adminListFields, status: unsetWhenEmpty(z.enum(PRE_INVOICE_STATUSES)) })
  .refine(periodInOrder, PERIOD_ORDER);
export type AdminPreInvoiceListQuery = z.infer<typeof adminPreInvoiceListQuerySchema>;

/** `GET /credit-notes/admin/all`: a credit note has no status; `invoice_id` gives the notes of one invoice. */
export const adminCreditNoteListQuerySchema = z
  .object({ ...adminListFields, invoice_id: unsetWhenEmpty(listId) })
  .refine(periodInOrder, PERIOD_ORDER);
export type AdminCreditNoteListQuery = z.infer<typeof adminCreditNoteListQuerySchema>;

/**
 * `GET …/admin/export.csv` of each list (decision 097): the list's filters without `page`/`limit`: every
 * matching document, streamed. Same refusals as the list (a reversed range, an unknown status: 400).
 */
const exportFields = adminFilterFields;
export const adminInvoiceExportQuerySchema = z
  .object({ ...exportFields, status: unsetWhenEmpty(z.enum(INVOICE_STATUSES)) })
  .refine(periodInOrder, PERIOD_ORDER);
export type AdminInvoiceExportQuery = z.infer<typeof adminInvoiceExportQuerySchema>;
export const adminPreInvoiceExportQuerySchema = z
  .object({ ...exportFields, status: unsetWhenEmpty(z.enum(PRE_INVOICE_STATUSES)) })
  .refine(periodInOrder, PERIOD_ORDER);
export type AdminPreInvoiceExportQuery = z.infer<typeof adminPreInvoiceExportQuerySchema>;
export const adminCreditNoteExportQuerySchema = z.object({ ...exportFields, invoice_id: unsetWhenEmpty(listId) }).refine(periodInOrder, PERIOD_ORDER);
export type AdminCreditNoteExportQuery = z.infer<typeof adminCreditNoteExportQuerySchema>;

const ownPaging = { page: listPage(), limit: listLimit(OWN_DOCUMENTS_PAGE_SIZE, MAX_PAGE_SIZE) };

/** `GET /invoices`: the customer's own, `status` (`?status=` sent empty is every status), 20 per page. */
export const ownInvoiceListQuerySchema = z.object({ ...ownPaging, status: unsetWhenEmpty(z.enum(INVOICE_STATUSES)) });
export type OwnInvoiceListQuery = z.infer<typeof ownInvoiceListQuerySchema>;

/** `GET /pre-invoices`: the customer's own, of one order when asked, 20 per page. */
export const ownPreInvoiceListQuerySchema = z.object({ ...ownPaging, order_id: unsetWhenEmpty(listId) });
export type OwnPreInvoiceListQuery = z.infer<typeof ownPreInvoiceListQuerySchema>;

/** `GET /credit-notes`: the customer's own, of one invoice or order when asked, 20 per page. */
export const ownCreditNoteListQuerySchema = z.object({ ...ownPaging, invoice_id: unsetWhenEmpty(listId), order_id: unsetWhenEmpty(listId) });
export type OwnCreditNoteListQuery = z.infer<typeof ownCreditNoteListQuerySchema>;

/** What every row of a document list has: the document, its order, its customer and buyer, its totals in euros. */
const listRowFields = {
  id: z.number().int(),
  order_id: z.number().int(),
  order_number: z.string(),
  user_id: z.number().int(),
  issue_date: z.string(),
  subtotal: z.number(),
  tax_amount: z.number(),
  total_amount: z.number(),
  /** The buyer's company and e-mail as the document names them (frozen at issue). */
  company_name: z.string(),
  email: z.string(),
  created_at: z.string(),
};

/** One invoice in a list. */
const invoiceListRowSchema = z.object({
  ...listRowFields,
  invoice_number: z.string(),
  status: z.enum(INVOICE_STATUSES),
  due_date: z.string().nullable(),
  paid_date: z.string().nullable(),
  /** What its payments add up to, and what is still open after credit notes and payments (decision 078). */
  paid_amount: z.number(),
  open_amount: z.number(),
  /** Past its due date with an amount still open (computed; the status stays the administrator's word). */
  is_overdue: z.boolean(),
});
export type InvoiceListRow = z.infer<typeof invoiceListRowSchema>;

/** One pre-invoice in a list; `order_invoiced`: its order has an invoice (no conversion then). */
const preInvoiceListRowSchema = z.object({
  ...listRowFields,
  pre_invoice_number: z.string(),
  status: z.enum(PRE_INVOICE_STATUSES),
  valid_until: z.string(),
  prepayment_amount: z.number(),
  is_expired: z.boolean(),
  converted_invoice_id: z.number().int().nullable(),
  order_invoiced: z.boolean(),
  /** What its payments add up to, and what of its prepayment is still open (decision 078). */
  paid_amount: z.number(),
  open_amount: z.number(),
});
export type PreInvoiceListRow = z.infer<typeof preInvoiceListRowSchema>;

/** One credit note in a list, with the invoice it corrects. */
const creditNoteListRowSchema = z.object({
  ...listRowFields,
  credit_note_number: z.string(),
  invoice_id: z.number().int(),
  invoice_number: z.string(),
  reason: z.string(),
  goods_returned: z.boolean(),
});
export type CreditNoteListRow = z.infer<typeof creditNoteListRowSchema>;

export const invoicesAnswerSchema = okAnswer({ invoices: z.array(invoiceListRowSchema), pagination: paginationSchema });
export type InvoicesAnswer = z.infer<typeof invoicesAnswerSchema>;
export const preInvoicesAnswerSchema = okAnswer({ preInvoices: z.array(preInvoiceListRowSchema), pagination: paginationSchema });
export type PreInvoicesAnswer = z.infer<typeof preInvoicesAnswerSchema>;
export const creditNotesAnswerSchema = okAnswer({ creditNotes: z.array(creditNoteListRowSchema), pagination: paginationSchema });
export type CreditNotesAnswer = z.infer<typeof creditNotesAnswerSchema>;
