import { describe, expect, it } from 'vitest';
import { validationMessages } from '@shop/domain';
import en from '../locales/en.json';
import lt from '../locales/lt.json';

describe('validation texts', () => {
  it('when the domain names a validation message, then English and Lithuanian both have its text', () => {
    const english = en.validation as Record<string, string>;
    const lithuanian = lt.validation as Record<string, string>;
    const missing = Object.keys(validationMessages).filter((key) => !english[key] || !lithuanian[key]);
    expect(missing).toEqual([]);
  });
});
