import { z } from 'zod';
import { okAnswer } from './answer.ts';
import { paginationSchema } from './user.schemas.ts';

/**
 * The audit log (issue 15): who changed what, when, field by field. Every administrator write and the
 * security events are recorded; entries are never changed or deleted, and kept ten years.
 */
export const AUDIT_ENTITIES = [
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
export const auditChangeSchema = z.object({ from: z.unknown(), to: z.unknown() });
export type AuditChanges = Record<string, z.infer<typeof auditChangeSchema>>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor_id: z.number().int().nullable(),
  actor_email: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  changes: z.record(z.string(), auditChangeSchema),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'dateInvalid');

/** `GET /audit-log`: every filter optional; `actor` is an e-mail (or its part) or a user id; `from`/`to` are days in Lithuania, both included. */
export const auditQuerySchema = z.object({
  entity: z.enum(AUDIT_ENTITIES).optional(),
  entity_id: z.string().trim().max(60).optional(),
  actor: z.string().trim().max(254).optional(),
  action: z.string().trim().max(60).optional(),
  from: day.optional(),
  to: day.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditLogAnswerSchema = okAnswer({
  entries: z.array(auditEntrySchema),
  pagination: paginationSchema,
});
export type AuditLogAnswer = z.infer<typeof auditLogAnswerSchema>;
