import { z } from 'zod';
import { okAnswer } from './answer.ts';

/**
 * Reminders of overdue invoices (decision 081): the first the day after the due date, then
 * every `payment_reminder_interval_days` days, at most `MAX_PAYMENT_REMINDERS`.
 */
export const MAX_PAYMENT_REMINDERS = 4;

/** One reminder sent: its place in the row (1 to 4), the Lithuanian day it went, and what was open then (euros). */
const paymentReminderSchema = z.object({
  sequence: z.number().int(),
  sent_on: z.string(),
  open_amount: z.number(),
});
export type PaymentReminder = z.infer<typeof paymentReminderSchema>;

/** GET /api/invoices/admin/:id/reminders: the reminders sent, first first (at most four: never paged). */
export const paymentRemindersAnswerSchema = okAnswer({ reminders: z.array(paymentReminderSchema) });
