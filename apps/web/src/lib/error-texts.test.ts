import { describe, expect, it } from 'vitest';
import { ACCOUNT_ONLY_REASONS, countParamOf, ERROR_CATALOGUE, ERROR_CODES, ERROR_REASONS, placeholdersOf, STAFF_ONLY_REASONS } from '@shop/domain';
import enAccount from '../locales/en.account.json';
import ltAccount from '../locales/lt.account.json';
import enAdmin from '../locales/en.admin.json';
import en from '../locales/en.json';
import ltAdmin from '../locales/lt.admin.json';
import lt from '../locales/lt.json';

// Decision 030: every code and every reason of the domain's catalogue has its text in both languages,
// with exactly the placeholders of the reason's params; a counted text has every plural form of the language.
const PLURAL_FORMS = { en: ['one', 'other'], lt: ['one', 'few', 'many', 'other'] } as const;
const languages = { en, lt } as const;
const staffTexts = { en: enAdmin, lt: ltAdmin } as const;
const accountTexts = { en: enAccount, lt: ltAccount } as const;
const staffOnly = new Set<string>(STAFF_ONLY_REASONS);
const accountOnly = new Set<string>(ACCOUNT_ONLY_REASONS);
const baseReason = (key: string) => key.replace(/_(one|few|many|other)$/, '');

const textsOf = (node: unknown): Record<string, unknown> => (typeof node === 'object' && node !== null ? { ...node } : {});
const sorted = (names: string[]) => [...new Set(names)].sort();

describe('error texts in every language', () => {
  it('when the domain names an error code, then English and Lithuanian both word it', () => {
    for (const [language, texts] of Object.entries(languages)) {
      const codes = textsOf(texts.errors.code);
      const missing = ERROR_CODES.filter((code) => typeof codes[code] !== 'string' || codes[code] === '');
      expect(missing, language).toEqual([]);
    }
  });

  it('when the catalogue names a reason, then each language words it with exactly its params', () => {
    for (const [language, texts] of Object.entries(languages)) {
      // A refusal only administrators meet is worded in their texts (decision 065).
      const side = language === 'lt' ? 'lt' : 'en';
      const reasons = {
        ...textsOf(texts.errors.reason),
        ...textsOf(staffTexts[side].staffErrors.reason),
        ...textsOf(accountTexts[side].accountErrors.reason),
      };
      const problems: string[] = [];
      for (const reason of ERROR_REASONS) {
        const params = sorted(placeholdersOf(ERROR_CATALOGUE[reason].text));
        const counted = countParamOf(reason) !== undefined;
        const keys = counted ? PLURAL_FORMS[language === 'lt' ? 'lt' : 'en'].map((form) => `${reason}_${form}`) : [reason];
        for (const key of keys) {
          const text = reasons[key];
          if (typeof text !== 'string' || text === '') problems.push(`${key}: missing`);
          else if (sorted(placeholdersOf(text)).join() !== params.join())
            problems.push(`${key}: {{${placeholdersOf(text)}}} instead of {{${params}}}`);
        }
      }
      expect(problems, language).toEqual([]);
    }
  });

  it('when a language words a reason, then the catalogue has it (no stale texts)', () => {
    for (const [language, texts] of Object.entries(languages)) {
      const known = new Set<string>(ERROR_REASONS);
      const stale = Object.keys(textsOf(texts.errors.reason)).filter((key) => !known.has(baseReason(key)));
      expect(stale, language).toEqual([]);
    }
  });

  it('when only administrators can meet a reason, then its text is in their texts and never in the first load', () => {
    for (const language of ['en', 'lt'] as const) {
      const inFirstLoad = Object.keys(textsOf(languages[language].errors.reason)).filter((key) => staffOnly.has(baseReason(key)));
      const misplaced = Object.keys(textsOf(staffTexts[language].staffErrors.reason)).filter((key) => !staffOnly.has(baseReason(key)));
      expect(inFirstLoad, language).toEqual([]);
      expect(misplaced, language).toEqual([]);
    }
  });

  it('when only the profile can meet a reason, then its text is in the account texts and never in the first load', () => {
    for (const language of ['en', 'lt'] as const) {
      const inFirstLoad = Object.keys(textsOf(languages[language].errors.reason)).filter((key) => accountOnly.has(baseReason(key)));
      const misplaced = Object.keys(textsOf(accountTexts[language].accountErrors.reason)).filter((key) => !accountOnly.has(baseReason(key)));
      expect(inFirstLoad, language).toEqual([]);
      expect(misplaced, language).toEqual([]);
    }
  });
});
