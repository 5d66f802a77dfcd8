import { describe, expect, it } from 'vitest';
import en from './en.json';
import lt from './lt.json';

// Search engines cut a description after about 160 characters, and each language needs its own.
const MAX_DESCRIPTION = 160;

/** Every text under `meta`, by its dotted key. */
function metaTexts(node: unknown, prefix = 'meta'): Map<string, string> {
  const texts = new Map<string, string>();
  if (typeof node !== 'object' || node === null) return texts;
  for (const [key, value] of Object.entries(node)) {
    const path = `${prefix}.${key}`;
    if (typeof value === 'string') texts.set(path, value);
    else for (const [inner, text] of metaTexts(value, path)) texts.set(inner, text);
  }
  return texts;
}

const languages = { en: metaTexts(en.meta), lt: metaTexts(lt.meta) };
const isDescription = (key: string) => /description/i.test(key.split('.').at(-1) ?? '');
const descriptionKeys = [...new Set([...languages.en.keys(), ...languages.lt.keys()].filter(isDescription))].sort();

describe('meta descriptions', () => {
  it('when the shop has meta descriptions, then there is at least one for each public page kind', () => {
    expect(descriptionKeys.length).toBeGreaterThanOrEqual(6);
  });

  it('when a meta description exists in one language, then the other language has it too, not empty', () => {
    for (const [language, texts] of Object.entries(languages)) {
      const missing = descriptionKeys.filter((key) => !texts.get(key)?.trim());
      expect(missing, language).toEqual([]);
    }
  });

  it('when a meta description is read in either language, then it is at most 160 characters long', () => {
    for (const [language, texts] of Object.entries(languages)) {
      const tooLong = descriptionKeys
        .filter((key) => (texts.get(key) ?? '').length > MAX_DESCRIPTION)
        .map((key) => `${key}: ${texts.get(key)?.length}`);
      expect(tooLong, language).toEqual([]);
    }
  });
});
