import { lithuanianDate, type IsafPeriod } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import { fail } from '../../http/app-error.ts';
import { audit } from '../audit/index.ts';
import { findPeriod, insertPeriod, listPeriods, lockMonth } from './isaf-periods.repository.ts';

type PeriodRow = NonNullable<Awaited<ReturnType<typeof findPeriod>>>;

const toPeriod = (row: PeriodRow): IsafPeriod => ({ ...row, closed_at: new Date(row.closed_at).toISOString() });

/**
 * Marks a month (`YYYY-MM`) as filed with VMI (decision 052): only a month that has ended by the
 * Lithuanian calendar; the month's lock taken first, so parallel markings write one row and one audit
 * entry, and a cancel of one of its invoices either finishes before or sees the month filed. A month
 * already filed stays as it was and is answered as it is (a double click is harmless).
 */
export async function closePeriod(ctx: AppContext, month: string, adminId: number): Promise<IsafPeriod> {
  if (month >= lithuanianDate(ctx.now()).slice(0, 7)) throw fail('isafMonthNotEnded', { month });
  await inTransaction(ctx, async (trx) => {
    await lockMonth(trx, ctx.engine, month, 'close');
    if (await findPeriod(trx, month)) return;
    const closedAt = ctx.now().toISOString();
    await insertPeriod(trx, { month, closed_at: closedAt, closed_by: adminId });
    await audit(trx, ctx, { action: 'isaf_period.close', entity: 'isaf_period', entityId: month, after: { filed: true, closed_at: closedAt } });
  });
  return toPeriod((await findPeriod(ctx.db, month))!);
}

/** The filed months, newest first, with who marked each and when. */
export async function filedPeriods(ctx: AppContext): Promise<IsafPeriod[]> {
  return (await listPeriods(ctx.db)).map(toPeriod);
}

/**
 * Refuses to cancel an invoice issued (`YYYY-MM-DD`) in a filed month: inside the cancel's transaction,
 * under the month's shared lock, so a marking in parallel waits for the cancel or is seen by it.
 */
export async function assertMonthOpen(ctx: AppContext, trx: Tx, issueDate: string): Promise<void> {
  const month = issueDate.slice(0, 7);
  await lockMonth(trx, ctx.engine, month, 'check');
  if (await findPeriod(trx, month)) throw fail('invoicePeriodClosed', { month });
}
