import { describe, expect, it } from 'vitest';
import { paymentTermsOf } from './vocabulary.ts';

describe('paymentTermsOf', () => {
  it.each([
    ['Net 30 days', 30],
    ['Net 14 days', 14],
    ['Payment within 14 days', 14],
    ['net 1 day', 1],
    ['30 dienų', 30],
    ['Mokėjimas per 7 dienas', 7],
  ])('when the terms read "%s", then they are net %i days', (value, days) => {
    expect(paymentTermsOf(value)).toEqual({ code: 'net_days', days });
  });

  it('when the terms are a prepayment, then the code is prepayment', () => {
    expect(paymentTermsOf('100% prepayment')).toEqual({ code: 'prepayment' });
  });

  it('when the terms are free text, then there is no code (they are shown as entered)', () => {
    expect(paymentTermsOf('Half now, half on delivery')).toBeNull();
    expect(paymentTermsOf(null)).toBeNull();
  });
});
