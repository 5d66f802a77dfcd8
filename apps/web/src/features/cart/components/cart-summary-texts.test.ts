import { describe, expect, it } from 'vitest';
import { bundledTexts } from '@/locales/texts.ts';

describe("the cart's and checkout's words for the €30 fee", () => {
  it.each([
    ['en', bundledTexts.en, /shipping/i],
    ['lt', bundledTexts.lt, /pristatym/i],
  ])(
    'when a %s reader sees the order summary, then the fee has the name the invoice gives it, and nothing calls it shipping',
    (_language, texts, shipping) => {
      expect(texts.cart.summary.shipping).toBe(texts.documents.totals.completionFee);
      for (const text of Object.values(texts.cart.summary)) expect(text).not.toMatch(shipping);
    },
  );
});
