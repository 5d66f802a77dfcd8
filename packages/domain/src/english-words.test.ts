import { describe, expect, it } from 'vitest';
import { englishWordsIn } from './english-words.ts';

describe('englishWordsIn', () => {
  it('when a Lithuanian text shows words of the English list, then each is found once as written', () => {
    expect(englishWordsIn('Kaunas, Lithuania. 1 pcs. SHOP kaina, Order Nr. 5, order again')).toEqual(['Lithuania', 'pcs', 'Order', 'order', 'SHOP']);
    expect(englishWordsIn('Tabako license: TL-1; Welcome back')).toEqual(['license', 'Welcome']);
  });

  it('when a text is Lithuanian, then nothing is found, Lithuanian words that begin like English ones included', () => {
    expect(englishWordsIn('Sveiki, UAB „Dūmas“. Užsakymas, 1 vnt., Lietuva, statusas, kartą, prekės kodas, licencija')).toEqual([]);
  });

  it('when the words are part of a name, an e-mail address, a link or an allowed text, then they are not found', () => {
    expect(englishWordsIn('Shop Vilnius, Bar Mint, Testbrand, customer-1@example.lt, https://shop.example/orders')).toEqual([]);
    expect(englishWordsIn('Hookah Wholesale UAB, Rūta, Sales manager', ['Sales manager'])).toEqual([]);
    expect(englishWordsIn('stock_change, is_active')).toEqual([]);
  });
});
