import { describe, expect, it } from 'vitest';
import { DOCUMENT_CONSEQUENCES, orderMoveConsequences, type OrderFacts } from '@shop/domain';
import en from '../../locales/en.admin.json';
import lt from '../../locales/lt.admin.json';
import { consequenceSentences, unionOfConsequences } from './consequence-text.ts';

const order = (status: OrderFacts['status'], more: Partial<OrderFacts> = {}): OrderFacts => ({
  status,
  invoice_status: null,
  has_pre_invoice: false,
  ...more,
});

/** A key's text in a bundle, with its values filled in as i18next would. */
function text(bundle: unknown, key: string, values: Record<string, string | number>): string {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle);
  if (typeof found !== 'string') throw new Error(`no text for ${key}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
}

const said = (bundle: unknown, ...args: Parameters<typeof consequenceSentences>) =>
  consequenceSentences(...args).map((sentence) => text(bundle, sentence.key, sentence.values));

describe('the confirmation of completing an order', () => {
  it('when the next invoice number is known, then it names that invoice, the e-mail and the credit note, in both languages', () => {
    const consequences = orderMoveConsequences(order('sent'), 'ended');
    expect(said(en, consequences, { next: { invoice: 'HW-2026-00042' } })).toEqual([
      'This issues VAT invoice HW-2026-00042 and e-mails it to the customer. It cannot be undone; a credit note corrects it.',
      "The order's status can never change again: this cannot be undone.",
    ]);
    expect(said(lt, consequences, { next: { invoice: 'HW-2026-00042' } })[0]).toBe(
      'Bus išrašyta PVM sąskaita faktūra HW-2026-00042 ir išsiųsta klientui el. paštu. To atšaukti negalima – ją pataisyti galima tik kreditine sąskaita faktūra.',
    );
  });

  it('when the number is not known (not read yet or the reading failed), then it says "a VAT invoice"', () => {
    expect(said(en, DOCUMENT_CONSEQUENCES.invoice, {})).toEqual([
      'This issues a VAT invoice and e-mails it to the customer. It cannot be undone; a credit note corrects it.',
    ]);
  });
});

describe('the confirmation of other irreversible clicks', () => {
  it('when a pre-invoice is generated, then its number is named and it says the e-mail cannot be called back', () => {
    expect(said(en, DOCUMENT_CONSEQUENCES.preInvoice, { next: { pre_invoice: 'HWP-2026-00007' } })[0]).toContain(
      'This issues pre-invoice HWP-2026-00007 and e-mails it to the customer.',
    );
  });

  it('when an order is cancelled, then it says the stock goes back and it cannot be undone', () => {
    expect(said(lt, orderMoveConsequences(order('confirmed'), 'cancelled'), {})).toEqual([
      'Visos užsakymo prekės bus grąžintos į sandėlį.',
      'Užsakymo būsenos nebebus galima pakeisti – to atšaukti negalima.',
    ]);
  });

  it('when an invoiced order moves forward, then it names the status it cannot come back to', () => {
    const consequences = orderMoveConsequences(order('confirmed', { invoice_status: 'sent' }), 'sent');
    expect(said(en, consequences, { fromLabel: 'Confirmed' })).toEqual(['Afterwards the order cannot go back to “Confirmed”.']);
  });
});

describe('the confirmation of a bulk change', () => {
  it('when some chosen orders have an invoice, then the invoices are counted for the others only, each consequence once', () => {
    const { consequences, counts } = unionOfConsequences([
      orderMoveConsequences(order('sent'), 'ended'),
      orderMoveConsequences(order('sent', { invoice_status: 'paid' }), 'ended'),
      orderMoveConsequences(order('ended', { invoice_status: 'paid' }), 'ended'),
    ]);
    expect(consequences).toEqual(['issuesInvoice', 'final']);
    expect(said(en, consequences, { counts })).toEqual([
      'Each order without an invoice (1) gets a VAT invoice, e-mailed to its customer. It cannot be undone; a credit note corrects an invoice.',
      'These orders (2) can never change status again: this cannot be undone.',
    ]);
  });

  it('when the chosen moves can all be undone, then there is nothing to name', () => {
    expect(unionOfConsequences([orderMoveConsequences(order('received'), 'confirmed')]).consequences).toEqual([]);
  });
});
