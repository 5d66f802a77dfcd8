import type { AppContext } from '../../app-context.ts';
import { sendPaymentReminders } from './payment-reminders.service.ts';

export const PAYMENT_REMINDERS_JOB = 'payment-reminders';
/** How often one instance of the shop looks whether the day's reminders are due (they go once a day). */
export const PAYMENT_REMINDERS_CHECK_MS = 60 * 60 * 1000;

/**
 * The daily reminders of overdue invoices as a periodic job (decisions 025 and 081): one instance looks
 * every hour, and the first look of a day from REMINDER_MAIL_HOUR sends what is due that day; a look
 * after the shop was down sends what came due meanwhile. API tests run it themselves, at the moments they name.
 */
export function schedulePaymentReminders(ctx: AppContext): void {
  if (ctx.config.env === 'test') return;
  ctx.jobs.every(PAYMENT_REMINDERS_JOB, PAYMENT_REMINDERS_CHECK_MS, async () => void (await sendPaymentReminders(ctx, ctx.now())));
}
