import { lithuanianDate, lithuanianHour, type LowStockProduct } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { enqueueMail } from '../../lib/mail/outbox.repository.ts';
import { mails } from '../../lib/mail/templates.ts';
import { getSettings } from '../settings/index.ts';
import { listActiveAdmins } from '../users/index.ts';
import { claimLowStockMail, lowStockProducts } from './stock-alerts.repository.ts';

/** The daily low-stock mail goes out from this hour of the Lithuanian day (decision 047). */
const LOW_STOCK_MAIL_HOUR = 7;

/** The active products at or below their threshold (their own, else the shop default), lowest stock first. */
export async function lowStock(ctx: Pick<AppContext, 'db'>): Promise<{ products: LowStockProduct[]; default_threshold: number }> {
  const { low_stock_default: defaultThreshold } = await getSettings(ctx);
  const rows = await lowStockProducts(ctx.db, defaultThreshold);
  return {
    products: rows.map(({ low_stock_threshold: own, ...row }) => ({ ...row, threshold: own ?? defaultThreshold, uses_default: own === null })),
    default_threshold: defaultThreshold,
  };
}

/**
 * The daily low-stock mail: from LOW_STOCK_MAIL_HOUR of a Lithuanian day, each active
 * administrator gets the list once, in their language, with a link to the products page; nothing
 * when nothing is low (a later check of the same day may still find something). Once a day whatever
 * calls it: the day and administrator are written with the mail in one transaction under a unique
 * key, so a second run, or another instance at the same moment, mails nobody again. Answers how many
 * mails were queued.
 */
export async function mailLowStock(ctx: Pick<AppContext, 'db' | 'engine' | 'config'>, now: Date): Promise<number> {
  if (lithuanianHour(now) < LOW_STOCK_MAIL_HOUR) return 0;
  const { products } = await lowStock(ctx);
  if (products.length === 0) return 0;
  const day = lithuanianDate(now);
  const url = `${ctx.config.appUrl}/admin/products`;
  return inTransaction(ctx, async (trx) => {
    let queued = 0;
    // In id order: two runs at once wait on the same administrator first, never on each other in a circle.
    const admins = (await listActiveAdmins(trx)).toSorted((a, b) => a.id - b.id);
    for (const admin of admins) {
      if (!(await claimLowStockMail(trx, day, admin.id, products.length))) continue;
      const language = admin.language === 'lt' ? 'lt' : 'en';
      await enqueueMail(trx, mails.lowStock({ email: admin.email, name: admin.contact_person, language }, products, url));
      queued++;
    }
    return queued;
  });
}
