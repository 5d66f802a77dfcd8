import { describe, expect, it } from 'vitest';
import {
  documentPaymentTerms,
  paymentTermsLineText,
  paymentTermsNotUnderstood,
  paymentTermsRuleOf,
  paymentTermsRuleSchema,
  paymentTermsText,
  parseStoredPaymentTermsRule,
  storedPaymentTermsRule,
} from './payment-terms.ts';
import { addDays } from './vilnius-time.ts';

const invoice = (rule: Parameters<typeof paymentTermsText>[0], issueDate: string) => documentPaymentTerms({ kind: 'invoice', rule, issueDate });

describe('documentPaymentTerms', () => {
  it('when a net 14 days customer is invoiced, then the invoice is due 14 days after issue and says net 14 days', () => {
    expect(invoice({ code: 'net_days', days: 14 }, '2026-11-22')).toEqual({ dueDate: '2026-12-06', line: { code: 'net_days', days: 14 } });
  });

  it('when a prepayment customer is invoiced, then the invoice is due on its issue date and says 100 % prepayment (not 100 days)', () => {
    expect(invoice({ code: 'prepayment' }, '2026-11-22')).toEqual({ dueDate: '2026-11-22', line: { code: 'prepayment' } });
  });

  it('when the terms are net 0 days, then the invoice is due on its issue date', () => {
    expect(invoice({ code: 'net_days', days: 0 }, '2026-11-22').dueDate).toBe('2026-11-22');
  });

  it.each([
    ['2027-01-31', 30, '2027-03-02'],
    ['2028-02-15', 14, '2028-02-29'],
    ['2028-02-29', 1, '2028-03-01'],
    ['2027-02-28', 1, '2027-03-01'],
    ['2026-12-20', 14, '2027-01-03'],
    ['2026-03-25', 7, '2026-04-01'],
  ])('when an invoice of %s is net %i days, then it is due on %s (month ends, leap days, year ends, summer time)', (issueDate, days, due) => {
    expect(invoice({ code: 'net_days', days }, issueDate).dueDate).toBe(due);
  });

  it('when a pre-invoice asks 30 % by its validity date, then that date is its due date and its line says exactly that', () => {
    const terms = documentPaymentTerms({ kind: 'pre_invoice', issueDate: '2026-11-22', validUntil: '2026-12-22', prepaymentPercentage: 30 });
    expect(terms).toEqual({ dueDate: '2026-12-22', line: { code: 'prepayment_by', percentage: 30, date: '2026-12-22' } });
    expect(paymentTermsLineText(terms.line)).toBe('Prepayment 30 % by 2026-12-22');
  });

  it('when a pre-invoice asks 100 %, then its line never speaks of days', () => {
    const { line } = documentPaymentTerms({ kind: 'pre_invoice', issueDate: '2026-11-22', validUntil: '2026-12-22', prepaymentPercentage: 100 });
    expect(paymentTermsLineText(line)).toBe('Prepayment 100 % by 2026-12-22');
    expect(paymentTermsLineText(line)).not.toMatch(/days/);
  });
});

describe('addDays', () => {
  it('when days are negative, then the day before is given', () => {
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });
});

describe('the rule and its text', () => {
  it.each([
    [{ code: 'net_days', days: 30 }, 'Net 30 days'],
    [{ code: 'net_days', days: 1 }, 'Net 1 day'],
    [{ code: 'prepayment' }, '100 % prepayment'],
  ] as const)('when the rule is %j, then its stored text is "%s" and that text reads back as the same rule', (rule, text) => {
    expect(paymentTermsText(rule)).toBe(text);
    expect(paymentTermsRuleOf(text)).toEqual(rule);
  });

  it.each([
    [{ code: 'net_days', days: 366 }],
    [{ code: 'net_days', days: -1 }],
    [{ code: 'net_days', days: 1.5 }],
    [{ code: 'net_days' }],
    [{ code: 'cash' }],
    [{ code: 'prepayment', days: 3 }],
    ['Net 30 days'],
  ])('when a rule is %j, then it is refused', (rule) => {
    expect(paymentTermsRuleSchema.safeParse(rule).success).toBe(false);
  });

  it.each([
    ['100 % prepayment', { code: 'prepayment' }],
    ['Net 30 days', { code: 'net_days', days: 30 }],
    ['30 dienų', { code: 'net_days', days: 30 }],
    ['Half now, half in 45 days', null],
    ['Net 500 days', null],
    ['', null],
  ] as const)('when an old text reads "%s", then its rule is %j', (text, rule) => {
    expect(paymentTermsRuleOf(text)).toEqual(rule);
  });

  it('when a stored rule is written and read, then it is the same; a broken one reads as none', () => {
    expect(parseStoredPaymentTermsRule(storedPaymentTermsRule({ code: 'net_days', days: 14 }))).toEqual({ code: 'net_days', days: 14 });
    expect(parseStoredPaymentTermsRule('{"code":"net_days"')).toBeNull();
    expect(parseStoredPaymentTermsRule(null)).toBeNull();
    expect(storedPaymentTermsRule(null)).toBeNull();
  });

  it('when a text is kept without a rule, then the terms are flagged as not understood; with a rule or no text, not', () => {
    expect(paymentTermsNotUnderstood({ payment_terms: 'Half now', payment_terms_rule: null })).toBe(true);
    expect(paymentTermsNotUnderstood({ payment_terms: null, payment_terms_rule: null })).toBe(false);
    expect(paymentTermsNotUnderstood({ payment_terms: 'Net 14 days', payment_terms_rule: { code: 'net_days', days: 14 } })).toBe(false);
  });
});
