import i18n from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import en from '../../../locales/en.json';
import enAdmin from '../../../locales/en.admin.json';
import lt from '../../../locales/lt.json';
import ltAdmin from '../../../locales/lt.admin.json';
import { keywordsFromText } from './keywords-text.ts';
import { failureLines, runBulk } from './run-bulk.ts';

beforeAll(async () => {
  await i18n.init({
    resources: { en: { translation: { ...en, ...enAdmin } }, lt: { translation: { ...lt, ...ltAdmin } } },
    lng: 'en',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
  });
});

const productPhoto = new ApiError(409, 'server text', 'CONFLICT', undefined, { reason: 'imageUsedByProduct', params: { products: 'Mint 50 g' } });

describe('gallery bulk actions', () => {
  it('when some items fail, then the others still run and both counts are reported', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const done: number[] = [];
    const result = await runBulk([1, 2, 3, 4], async (id) => {
      if (id % 2 === 0) throw new Error(`no ${id}`);
      done.push(id);
    });
    expect(result).toMatchObject({ succeeded: 2, failed: 2 });
    expect(result.failures.map((failure) => [failure.item, String(failure.error)])).toEqual([
      [2, 'Error: no 2'],
      [4, 'Error: no 4'],
    ]);
    expect(done).toEqual([1, 3]);
  });

  it("when a product's photo could not be deleted, then its line names the image and the server's reason in the reader's language", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { failures } = await runBulk([7, 8], async (id) => {
      if (id === 7) throw productPhoto;
      throw new TypeError('Failed to fetch');
    });
    const names = new Map([
      [7, 'demo.webp'],
      [8, 'blue-mist'],
    ]);
    const nameOf = (id: number) => names.get(id) ?? '?';
    await i18n.changeLanguage('en');
    expect(failureLines(failures, nameOf, 'Failed to delete image').map((line) => line.text)).toEqual([
      "demo.webp: This image is a product's photo (Mint 50 g); choose another photo for the product first",
      'blue-mist: Failed to delete image',
    ]);
    await i18n.changeLanguage('lt');
    expect(failureLines(failures, nameOf, 'Nepavyko ištrinti nuotraukos').map((line) => line.text)).toEqual([
      'demo.webp: Šis paveikslėlis yra prekės nuotrauka (Mint 50 g); pirmiausia pasirinkite prekei kitą nuotrauką',
      'blue-mist: Nepavyko ištrinti nuotraukos',
    ]);
  });

  it('when keywords are typed with commas and spaces, then empty pieces are dropped', () => {
    expect(keywordsFromText(' mint, box ,, tin ,')).toEqual(['mint', 'box', 'tin']);
    expect(keywordsFromText('')).toEqual([]);
  });
});
