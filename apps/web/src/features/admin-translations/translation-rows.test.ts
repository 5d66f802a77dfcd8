import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import lt from '../../locales/lt.json';
import { buildRows, droppedPlaceholders, filterRows, flattenTexts, type Texts } from './translation-rows.ts';

const bundledEn: Texts = {
  home: { title: 'Welcome', cta: 'Shop now' },
  cart: { items_one: '{{count}} item', items_other: '{{count}} items' },
  only: { english: 'Only here' },
};
const bundledLt: Texts = {
  home: { title: 'Sveiki', cta: '' },
  cart: { items_one: '{{count}} prekė', items_few: '{{count}} prekės', items_many: '{{count}} prekės', items_other: '{{count}} prekių' },
};

describe('translations screen rows', () => {
  it('when texts are nested, then every text becomes one dotted key', () => {
    expect(flattenTexts({ a: { b: { c: 'x' } }, d: 'y' })).toEqual({ 'a.b.c': 'x', d: 'y' });
  });

  it('when a text is empty or absent in one language, then it is missing there; Lithuanian plural forms are not gaps in English', () => {
    const rows = buildRows(bundledEn, bundledLt, { en: {}, lt: {} });
    expect(filterRows(rows, '', 'missing').map((row) => row.key)).toEqual(['home.cta', 'only.english']);
  });

  it('when an administrator overrides a missing text, then it is no longer missing and shows as overridden', () => {
    const rows = buildRows(bundledEn, bundledLt, { en: {}, lt: { 'home.cta': 'Pirkti dabar' } });
    expect(filterRows(rows, '', 'missing').map((row) => row.key)).toEqual(['only.english']);
    expect(filterRows(rows, '', 'overridden').map((row) => row.key)).toEqual(['home.cta']);
  });

  it('when searching, then keys and both languages match without regard to case or Lithuanian letters', () => {
    const rows = buildRows(bundledEn, bundledLt, { en: {}, lt: {} });
    expect(filterRows(rows, 'PREKIU', 'all').map((row) => row.key)).toEqual(['cart.items_other']);
    expect(filterRows(rows, 'home.t', 'all').map((row) => row.key)).toEqual(['home.title']);
    expect(filterRows(rows, 'welcome', 'all').map((row) => row.key)).toEqual(['home.title']);
    // By words, each in the key or either language (decision 064): "home sveiki" is key and Lithuanian text.
    expect(filterRows(rows, 'HOME sveiki', 'all').map((row) => row.key)).toEqual(['home.title']);
    expect(filterRows(rows, 'home prekiu', 'all').map((row) => row.key)).toEqual([]);
  });

  it('when an override drops a placeholder of the bundled text, then it is named', () => {
    expect(droppedPlaceholders('{{count}} items in {{name}}', '{{count}} prekių')).toEqual(['{{name}}']);
    expect(droppedPlaceholders('Plain', 'Paprastas')).toEqual([]);
  });

  it('when the shipped texts are checked, then no Lithuanian text is missing', () => {
    const rows = buildRows(en as Texts, lt as Texts, { en: {}, lt: {} });
    expect(filterRows(rows, '', 'missing').map((row) => row.key)).toEqual([]);
  });
});
