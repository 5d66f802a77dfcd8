import { describe, expect, it } from 'vitest';
import { englishWordsIn } from '@shop/domain';
import lt from './lt.json';
import ltAccount from './lt.account.json';
import ltAdmin from './lt.admin.json';

/**
 * Lithuanian texts that name what is not Lithuanian on purpose, each with why: the columns of the
 * product file are its code names, which the file must carry as they are; the quick order reads an
 * English header line too, and says so.
 */
const ALLOWED: Record<string, readonly string[]> = {
  'quickOrder.input.fileHint': ['SKU;Quantity'],
  'adminProducts.import.howTo.start': ['brand', 'name', 'flavor', 'weight', 'price', 'stock', 'version'],
  'adminProducts.import.howTo.stockChange': ['stock'],
  'adminProducts.import.howTo.version': ['version'],
};

/** Every text of a tree by its key path (`catalog.price.source.SHOP`), placeholders left out. */
function texts(tree: object, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(
    ([key, value]): Array<[string, string]> =>
      value && typeof value === 'object'
        ? texts(value as object, `${prefix}${key}.`)
        : [[`${prefix}${key}`, String(value).replace(/\{\{?[^}]*\}?\}/g, ' ')]],
  );
}

describe('the Lithuanian texts', () => {
  it('when any Lithuanian text of the shop, the signed-in pages or the administrators is read, then it shows no English word the shop uses', () => {
    const english = [lt, ltAccount, ltAdmin]
      .flatMap((file) => texts(file))
      .map(([key, text]) => [key, englishWordsIn(text, ALLOWED[key.replace(/_(zero|one|two|few|many|other)$/, '')] ?? [])] as const)
      .filter(([, words]) => words.length > 0)
      .map(([key, words]) => `${key}: ${words.join(', ')}`);
    expect(english).toEqual([]);
  });

  it('when a text shows an English word, then the guard finds it (it can fail)', () => {
    expect(texts({ a: { b: 'Kaunas, Lithuania', c: '{{count}} pcs' } }).flatMap(([, text]) => englishWordsIn(text))).toEqual(['Lithuania', 'pcs']);
  });
});
