import type { Language } from '@shop/domain';
import type { MailMessage } from './mailer.ts';
import { closing, greeting, money, render, type Recipient } from './templates.ts';

/** What a reminder of an overdue invoice says (decision 081). */
interface ReminderFacts {
  number: string;
  issueDate: string;
  dueDate: string;
  /** What is still open, in euros. */
  openAmount: number;
  daysOverdue: number;
  /** Where the money goes: the seller as the shop's company details name it now. */
  seller: { name: string; iban: string | null; bankName: string | null };
  /** The customer's page of open invoices. */
  url: string;
}

/** A day written YYYY-MM-DD as each language writes dates (lt-LT 2026-11-22, en-US 11/22/2026). */
export function day(isoDate: string, language: Language): string {
  return new Intl.DateTimeFormat(language === 'lt' ? 'lt-LT' : 'en-US', { timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** "3 dienas", "21 dieną", "10 dienų" (how long it is overdue, in the accusative). */
const LT_DAYS: Record<Intl.LDMLPluralRule, string> = { zero: 'dienų', one: 'dieną', two: 'dienas', few: 'dienas', many: 'dienų', other: 'dienų' };
const daysText = (count: number, language: Language) =>
  language === 'lt' ? `${count} ${LT_DAYS[new Intl.PluralRules('lt').select(count)]}` : `${count} ${count === 1 ? 'day' : 'days'}`;

/** The seller's account to pay into, as far as the company details give it. */
function account(seller: ReminderFacts['seller'], language: Language): string {
  const lt = language === 'lt';
  return [
    `${lt ? 'gavėjas' : 'beneficiary'} ${seller.name}`,
    ...(seller.iban ? [`IBAN ${seller.iban}`] : []),
    ...(seller.bankName ? [`${lt ? 'bankas' : 'bank'} ${seller.bankName}`] : []),
  ].join(', ');
}

/**
 * The reminder of an overdue invoice, in the customer's language: the invoice's number, issue and due
 * days, what is open and for how long, and how to pay it (the seller's account, the number as the
 * payment reference). The invoice's PDF is attached by the caller.
 */
export function paymentReminderMail(r: Recipient, facts: ReminderFacts): MailMessage {
  const { number } = facts;
  const amount = money(facts.openAmount, r.language);
  const overdue = daysText(facts.daysOverdue, r.language);
  const issued = day(facts.issueDate, r.language);
  const due = day(facts.dueDate, r.language);
  const payTo = account(facts.seller, r.language);
  return render(
    r.email,
    r.language === 'lt'
      ? {
          subject: `Priminimas apie neapmokėtą sąskaitą faktūrą ${number}`,
          greeting: greeting(r),
          paragraphs: [
            `Primename, kad PVM sąskaita faktūra ${number}, išrašyta ${issued}, turėjo būti apmokėta iki ${due}. Mokėjimas pradelstas ${overdue}, neapmokėta suma – ${amount}.`,
            `Prašome sumokėti neapmokėtą sumą į mūsų sąskaitą (${payTo}), mokėjimo paskirtyje nurodant sąskaitos faktūros numerį ${number}.`,
            'Sąskaitą faktūrą rasite prisegtą prie šio laiško ir savo paskyroje.',
            'Jei sąskaitą jau apmokėjote, dėkojame ir prašome į šį priminimą neatsižvelgti. Kilus klausimų, tiesiog atsakykite į šį laišką.',
          ],
          action: { label: 'Neapmokėtos sąskaitos', url: facts.url },
          closing: closing.lt,
        }
      : {
          subject: `Reminder: unpaid invoice ${number}`,
          greeting: greeting(r),
          paragraphs: [
            `This is a reminder that VAT invoice ${number}, issued on ${issued}, was due for payment on ${due}. The payment is ${overdue} overdue and ${amount} is still open.`,
            `Please transfer the open amount to our account (${payTo}), quoting the invoice number ${number} as the payment reference.`,
            'The invoice is attached to this e-mail and available in your account.',
            'If you have already paid it, thank you, and please disregard this reminder. If you have any questions, simply reply to this e-mail.',
          ],
          action: { label: 'Open invoices', url: facts.url },
          closing: closing.en,
        },
  );
}
