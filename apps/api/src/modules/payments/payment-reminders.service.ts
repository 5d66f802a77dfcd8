import { addDays, centsToEuros, daysBetween, lithuanianDate, lithuanianHour, type CompanyInfo, type PaymentReminder } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { fail } from '../../http/app-error.ts';
import { enqueueMail } from '../../lib/mail/outbox.repository.ts';
import { paymentReminderMail } from '../../lib/mail/payment-reminder-mail.ts';
import { getSettings, readCompany } from '../settings/index.ts';
import { findUserRowById } from '../users/index.ts';
import { claimReminder, dueReminders, remindersOf, type DueReminder } from './payment-reminders.repository.ts';
import { openCentsOf, payableRow } from './payments.repository.ts';
import { lockedPayable } from './payments.service.ts';

/** Reminders go out from this hour of the Lithuanian day: in office hours, not at midnight. */
const REMINDER_MAIL_HOUR = 8;

/** Invoices read at a time while looking for the reminders due. */
const BATCH = 200;

type ReminderContext = Pick<AppContext, 'db' | 'engine' | 'config'>;

/**
 * Reminders of overdue invoices (decision 081), due on the Lithuanian day of `now`: an
 * invoice with something open, past its due date, gets its first reminder from the day after that
 * date and each next one `payment_reminder_interval_days` after the one before, four at most; none
 * while the setting is off. A day missed (the shop was down) sends the one reminder due next, never
 * several of one invoice at once: the next is counted from the last one sent. Each reminder is noted
 * with its mail in one transaction under the unique (invoice, sequence), so a second run of the day,
 * or another instance at the same moment, sends nothing again. Answers how many were sent.
 */
export async function sendPaymentReminders(ctx: ReminderContext, now: Date): Promise<number> {
  if (lithuanianHour(now) < REMINDER_MAIL_HOUR) return 0;
  const settings = await getSettings(ctx);
  if (!settings.payment_reminders_enabled) return 0;
  const today = lithuanianDate(now);
  const lastSentBy = addDays(today, -settings.payment_reminder_interval_days);
  const seller = await readCompany(ctx.db);
  let sent = 0;
  for (let after = 0; ; ) {
    const due = await dueReminders(ctx.db, today, lastSentBy, after, BATCH);
    for (const reminder of due) if (await remind(ctx, reminder, today, seller)) sent++;
    if (due.length < BATCH) return sent;
    after = due.at(-1)!.invoice_id;
  }
}

/**
 * One reminder, under the invoice's order lock (a payment or a credit note of the same moment takes
 * its turn first, and one that closed the invoice sends nothing): noted and queued together, or not at all.
 */
async function remind(ctx: ReminderContext, reminder: DueReminder, today: string, seller: CompanyInfo): Promise<boolean> {
  return inTransaction(ctx, async (trx) => {
    const invoice = await lockedPayable(ctx, trx, 'invoice', reminder.invoice_id);
    const open = openCentsOf(invoice);
    const dueDate = invoice.due_date;
    if (open <= 0 || ['draft', 'paid', 'cancelled'].includes(invoice.status) || dueDate === null || dueDate >= today) return false;
    const customer = await findUserRowById(trx, invoice.user_id);
    if (!customer || customer.anonymised_at) return false;
    if (!(await claimReminder(trx, invoice.id, reminder.sequence, today, open))) return false;
    const language = customer.language === 'lt' ? 'lt' : 'en';
    const mail = paymentReminderMail(
      { email: customer.email, name: customer.contact_person, language },
      {
        number: invoice.number,
        issueDate: reminder.issue_date,
        dueDate,
        openAmount: centsToEuros(open),
        daysOverdue: daysBetween(dueDate, today),
        seller: { name: seller.name, iban: seller.iban, bankName: seller.bank_name },
        url: `${ctx.config.appUrl}/account/balance`,
      },
    );
    await enqueueMail(trx, { ...mail, attachment: { kind: 'document', document: 'invoice', id: invoice.id, language } });
    return true;
  });
}

/** GET /api/invoices/admin/:id/reminders: the reminders an invoice was sent, first first. */
export async function invoiceReminders(ctx: Pick<AppContext, 'db'>, invoiceId: number): Promise<PaymentReminder[]> {
  if (!(await payableRow(ctx.db, 'invoice', invoiceId))) throw fail('invoiceNotFound');
  const rows = await remindersOf(ctx.db, invoiceId);
  return rows.map((row) => ({ sequence: row.sequence, sent_on: row.sent_on, open_amount: centsToEuros(row.open_cents) }));
}
