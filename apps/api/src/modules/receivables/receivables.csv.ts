import { AGEING_BUCKETS, decimalComma, type Language, type ReceivablesRow, type ReceivablesTotal, toCsv } from '@shop/domain';

/**
 * The receivables as a CSV file a Lithuanian spreadsheet opens by a double click (decision 042's
 * writer): UTF-8 with a byte order mark, `;` between fields, a decimal comma; one line per customer,
 * then the total row. The header in the administrator's language.
 */

const HEADERS: Record<Language, readonly string[]> = {
  en: [
    'Company',
    'Company code',
    'Credit limit',
    'Open',
    'Overdue',
    'Not due',
    '1-30 days',
    '31-60 days',
    '61-90 days',
    'Over 90 days',
    'Open invoices',
    'Oldest due date',
    'Days overdue',
  ],
  lt: [
    'Įmonė',
    'Įmonės kodas',
    'Kredito limitas',
    'Neapmokėta suma',
    'Pradelsta',
    'Nepradelsta',
    '1–30 d.',
    '31–60 d.',
    '61–90 d.',
    'Daugiau nei 90 d.',
    'Neapmokėtos sąskaitos faktūros',
    'Seniausia apmokėjimo data',
    'Pradelsta dienų',
  ],
};
const TOTAL: Record<Language, string> = { en: 'Total', lt: 'Iš viso' };

type Sums = Pick<ReceivablesRow, 'open_amount' | 'overdue_amount' | 'buckets' | 'invoices' | 'oldest_due_date' | 'oldest_days_overdue'>;

const amounts = (sums: Sums) => [
  decimalComma(sums.open_amount),
  decimalComma(sums.overdue_amount),
  ...AGEING_BUCKETS.map((bucket) => decimalComma(sums.buckets[bucket])),
  sums.invoices,
  sums.oldest_due_date ?? '',
  sums.oldest_days_overdue,
];

export function receivablesCsv(rows: readonly ReceivablesRow[], total: ReceivablesTotal, language: Language): string {
  return toCsv([
    HEADERS[language],
    ...rows.map((row) => [row.company_name, row.company_code, row.credit_limit === null ? '' : decimalComma(row.credit_limit), ...amounts(row)]),
    [TOTAL[language], '', '', ...amounts(total)],
  ]);
}
