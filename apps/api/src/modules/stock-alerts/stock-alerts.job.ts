import type { AppContext } from '../../app-context.ts';
import { mailLowStock } from './stock-alerts.service.ts';

export const LOW_STOCK_JOB = 'low-stock-mail';
/** How often one instance of the shop looks whether the day's low-stock mail is due. */
export const LOW_STOCK_CHECK_MS = 60 * 60 * 1000;

/**
 * The daily low-stock mail as a periodic job (decision 025): one instance looks every hour; the mail
 * itself goes once a day (mailLowStock). API tests run it themselves: a timer of their app would mail
 * administrators in the middle of tests that count mails.
 */
export function scheduleLowStockMail(ctx: AppContext): void {
  if (ctx.config.env === 'test') return;
  ctx.jobs.every(LOW_STOCK_JOB, LOW_STOCK_CHECK_MS, async () => void (await mailLowStock(ctx, ctx.now())));
}
