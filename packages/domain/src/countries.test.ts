import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, countryCodeOf, countryName, countryOptions, countryText } from './countries.ts';

describe('countryCodeOf', () => {
  it.each([
    ['Lithuania', 'LT'],
    [' lietuva ', 'LT'],
    ['LT', 'LT'],
    ['lt', 'LT'],
    ['Latvia', 'LV'],
    ['Ukraina', 'UA'],
    ['Ukraine', 'UA'],
    ['Vokietija', 'DE'],
    ['Jungtinė Karalystė', 'GB'],
    ['jungtine karalyste', 'GB'],
    ['Lietuvos Respublika', 'LT'],
  ])('when the stored country is "%s", then its code is %s', (value, code) => {
    expect(countryCodeOf(value)).toBe(code);
  });

  it('when the country names no country ("Other", unknown, empty), then there is no code and no default', () => {
    expect(countryCodeOf('Other')).toBeNull();
    expect(countryCodeOf('Atlantis')).toBeNull();
    expect(countryCodeOf('XX')).toBeNull();
    expect(countryCodeOf('')).toBeNull();
    expect(countryCodeOf(null)).toBeNull();
  });
});

describe('country names and options', () => {
  it('names a country in the reader language', () => {
    expect(countryName('LT', 'lt')).toBe('Lietuva');
    expect(countryName('LT', 'en')).toBe('Lithuania');
    expect(countryText('Ukraina', 'en')).toBe('Ukraine');
    expect(countryText('Atlantis', 'lt')).toBe('Atlantis');
  });

  it('offers every ISO 3166-1 country once, Lithuania first, the rest by name in the reader language', () => {
    const options = countryOptions('lt');
    expect(options).toHaveLength(249);
    expect(new Set(options.map((o) => o.code)).size).toBe(COUNTRY_CODES.length);
    expect(options[0]).toEqual({ code: 'LT', name: 'Lietuva' });
    const names = options.slice(1).map((o) => o.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('lt').compare));
  });
});
