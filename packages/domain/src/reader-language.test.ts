import { describe, expect, it } from 'vitest';
import { acceptedLanguage, countryDecides, preferredLanguages, readerLanguage } from './reader-language.ts';

const fromHeader = (header: string | undefined) => acceptedLanguage(preferredLanguages(header));

describe("the reader's language", () => {
  it('when the browser sends a Lithuanian Accept-Language, then it is Lithuanian; English, English; a language the shop lacks, none', () => {
    expect(fromHeader('lt-LT,lt;q=0.9,en;q=0.8')).toBe('lt');
    expect(fromHeader('en-GB')).toBe('en');
    expect(fromHeader('de')).toBeNull();
    expect(fromHeader('')).toBeNull();
    expect(fromHeader(undefined)).toBeNull();
  });

  it('when the header weighs its languages, then the heaviest the shop speaks wins, and a refused one (q=0) never does', () => {
    expect(fromHeader('de-DE,de;q=0.9,lt;q=0.7,en;q=0.8')).toBe('en');
    expect(fromHeader('en;q=0.5, LT-lt')).toBe('lt');
    expect(fromHeader('lt;q=0,en;q=0.1')).toBe('en');
    expect(fromHeader('lt;q=0')).toBeNull();
    expect(fromHeader('*')).toBeNull();
  });

  it("when the browser's languages come as a list (navigator.languages), then its order is the preference", () => {
    expect(acceptedLanguage(['lt-LT', 'en-US'])).toBe('lt');
    expect(acceptedLanguage(['en-GB', 'lt'])).toBe('en');
    expect(acceptedLanguage(['de-DE', 'lt'])).toBe('lt');
    expect(acceptedLanguage(['de-DE'])).toBeNull();
  });

  it('when a language was chosen, then it wins over the browser and the country; an unknown stored value counts as none', () => {
    expect(readerLanguage({ chosen: 'en', accepted: preferredLanguages('lt-LT,lt;q=0.9'), country: 'LT' })).toBe('en');
    expect(readerLanguage({ chosen: 'lt', accepted: ['en-GB'] })).toBe('lt');
    expect(readerLanguage({ chosen: 'fr', accepted: ['lt-LT'] })).toBe('lt');
  });

  it('when neither a choice nor the browser decides, then Lithuania gives Lithuanian, any other place or none the default, English', () => {
    expect(readerLanguage({ accepted: ['de'], country: 'LT' })).toBe('lt');
    expect(readerLanguage({ accepted: ['de'], country: 'lt' })).toBe('lt');
    expect(readerLanguage({ accepted: ['en-US'], country: 'LT' })).toBe('en');
    expect(readerLanguage({ accepted: ['de'], country: 'DE' })).toBe('en');
    expect(readerLanguage({})).toBe('en');
  });

  it('when a choice or the browser already decides, then the country is not worth asking', () => {
    expect(countryDecides({ accepted: ['de-DE'] })).toBe(true);
    expect(countryDecides({ chosen: null, accepted: [] })).toBe(true);
    expect(countryDecides({ accepted: ['en-US'] })).toBe(false);
    expect(countryDecides({ chosen: 'lt', accepted: ['de-DE'] })).toBe(false);
  });
});
