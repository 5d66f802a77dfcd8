import { z } from 'zod';
import { okAnswer } from './answer.ts';
import { AUDIT_GROUPS } from './audit-actions.ts';
import { listDay, PERIOD_ORDER, periodInOrder } from './list-query.ts';
import { paginationSchema } from './user.schemas.ts';

/**
 * The audit log: who changed what, when, field by field. Every administrator write and the
 * security events are recorded; entries are never changed or deleted, and kept ten years.
 */
const AUDIT_ENTITIES = [
  'product',
  'price',
  'stock',
  'user',
  'licence',
  'order',
  'pre_invoice',
  'invoice',
  'credit_note',
  /** A month marked as filed with VMI (i.SAF, decision 052). */
  'isaf_period',
  /** A bank statement applied (decision 079), by the statement's id. */
  'bank_statement',
  'settings',
  'invoice_settings',
  'translation',
  'session',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** One field's value before and after; null where there was none (a creation, a deletion). */
const auditChangeSchema = z.object({ from: z.unknown(), to: z.unknown() });
export type AuditChanges = Record<string, z.infer<typeof auditChangeSchema>>;

const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor_id: z.number().int().nullable(),
  actor_email: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  /** What people call the record, as it was when the entry was made: an order's or a document's number, a SKU (decision 095). */
  reference: z.string().nullable(),
  /** Whose or what it is, as it was then: the company's name, the product's name. */
  label: z.string().nullable(),
  changes: z.record(z.string(), auditChangeSchema),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/**
 * `GET /audit-log` (and its CSV): every filter optional; `actor` is an e-mail (or its part) or a user id;
 * `reference` an order's or a document's number or a SKU, whole or its beginning, in any case;
 * `company` words of the company's name; `group` the action group (sign-ins are left out unless it
 * names them); `from`/`to` are days in Lithuania, both included.
 */
const auditFilterFields = {
  entity: z.enum(AUDIT_ENTITIES).optional(),
  entity_id: z.string().trim().max(60).optional(),
  actor: z.string().trim().max(254).optional(),
  action: z.string().trim().max(60).optional(),
  reference: z.string().trim().max(80).optional(),
  company: z.string().trim().max(120).optional(),
  group: z.enum(AUDIT_GROUPS).optional(),
  from: listDay.optional(),
  to: listDay.optional(),
};
export const auditFilterSchema = z.object(auditFilterFields).refine(periodInOrder, PERIOD_ORDER);
export type AuditFilterQuery = z.infer<typeof auditFilterSchema>;

export const auditQuerySchema = z
  .object({
    ...auditFilterFields,
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(50),
  })
  .refine(periodInOrder, PERIOD_ORDER);
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditLogAnswerSchema = okAnswer({
  entries: z.array(auditEntrySchema),
  pagination: paginationSchema,
});
export type AuditLogAnswer = z.infer<typeof auditLogAnswerSchema>;
