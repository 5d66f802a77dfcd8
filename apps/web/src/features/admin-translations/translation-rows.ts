import { foldText, holdsEveryWord, searchWords } from '@shop/domain';

export type Texts = { [key: string]: string | Texts };
export type Language = 'en' | 'lt';

/** One text of the app: its bundled values and the administrators' overrides. */
export interface TranslationRow {
  key: string;
  bundled: Record<Language, string | undefined>;
  override: Record<Language, string | undefined>;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Nested texts as dotted keys: { home: { title: 'x' } } → { 'home.title': 'x' }. */
export function flattenTexts(texts: Texts, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(texts)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else Object.assign(out, flattenTexts(value, path));
  }
  return out;
}

/** The key without its plural form: 'cart.items_few' → 'cart.items'. */
const pluralBase = (key: string) => key.replace(PLURAL_SUFFIX, '');

/** Every key of either language, in order, with both bundled values and both overrides. */
export function buildRows(bundledEn: Texts, bundledLt: Texts, overrides: Record<Language, Record<string, string>>): TranslationRow[] {
  const en = flattenTexts(bundledEn);
  const lt = flattenTexts(bundledLt);
  const keys = [...new Set([...Object.keys(en), ...Object.keys(lt), ...Object.keys(overrides.en), ...Object.keys(overrides.lt)])].sort();
  return keys.map((key) => ({ key, bundled: { en: en[key], lt: lt[key] }, override: { en: overrides.en[key], lt: overrides.lt[key] } }));
}

const valueIn = (row: TranslationRow, language: Language) => row.override[language] ?? row.bundled[language];

/**
 * Languages a row is missing in. A plural form counts as present when the language has any form of
 * the same base key: Lithuanian has _few and _many forms English never has, and that is not a gap.
 */
export function missingLanguages(row: TranslationRow, bases: Record<Language, ReadonlySet<string>>): Language[] {
  return (['en', 'lt'] as const).filter((language) => {
    const value = valueIn(row, language);
    if (value !== undefined) return value.trim() === '';
    return PLURAL_SUFFIX.test(row.key) ? !bases[language].has(pluralBase(row.key)) : true;
  });
}

/** The base keys each language has a value for (bundled or overridden). */
export function basesOf(rows: readonly TranslationRow[]): Record<Language, Set<string>> {
  const bases = { en: new Set<string>(), lt: new Set<string>() };
  for (const row of rows) for (const language of ['en', 'lt'] as const) if (valueIn(row, language)?.trim()) bases[language].add(pluralBase(row.key));
  return bases;
}

export const isOverridden = (row: TranslationRow) => row.override.en !== undefined || row.override.lt !== undefined;

export type TranslationFilter = 'all' | 'missing' | 'overridden';

/** Search by words over the key and both languages' values (each word anywhere, case and accents ignored), then the filter. */
export function filterRows(rows: readonly TranslationRow[], search: string, filter: TranslationFilter): TranslationRow[] {
  const bases = basesOf(rows);
  const words = searchWords(search);
  return rows.filter((row) => {
    if (filter === 'missing' && missingLanguages(row, bases).length === 0) return false;
    if (filter === 'overridden' && !isOverridden(row)) return false;
    if (words.length === 0) return true;
    return holdsEveryWord(foldText([row.key, row.bundled.en, row.bundled.lt, row.override.en, row.override.lt].join(' ')), words);
  });
}

/** Placeholders such as {{count}} the bundled text has and the override lacks. */
export function droppedPlaceholders(bundled: string | undefined, override: string): string[] {
  const inBundled = bundled?.match(/\{\{\s*[\w.]+\s*\}\}/g) ?? [];
  return [...new Set(inBundled)].filter((placeholder) => !override.includes(placeholder));
}
