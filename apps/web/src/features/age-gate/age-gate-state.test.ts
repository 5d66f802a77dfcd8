import { describe, expect, it } from 'vitest';
import { needsGate, type AgeVerification } from './age-gate-state.ts';
import { countryOf, lookUpCountry } from './geolocation.ts';

const confirmed = (hoursAgo: number, version = 1): AgeVerification => ({
  isVerified: true,
  hasBeenAsked: true,
  verificationDate: new Date(Date.now() - hoursAgo * 3_600_000).toISOString(),
  detectedLanguage: 'en',
  version,
});

describe('age gate rules', () => {
  it('when never asked, then the gate shows; confirmed an hour ago, it does not', () => {
    expect(needsGate(null, 1)).toBe(true);
    expect(needsGate(confirmed(1), 1)).toBe(false);
  });

  it('when 24 hours have passed or an administrator reset the gate, then it shows again', () => {
    expect(needsGate(confirmed(24), 1)).toBe(true);
    expect(needsGate(confirmed(1), 2)).toBe(true);
  });

  it('before the server tells its version, a new visitor already needs the gate while a recent confirmation waits', () => {
    expect(needsGate(null, undefined)).toBe(true);
    expect(needsGate(confirmed(25), undefined)).toBe(true);
    expect(needsGate(confirmed(1), undefined)).toBeUndefined();
  });

  it('when services name the country differently, then the two-letter code is found; anything else is ignored', () => {
    expect(countryOf({ country_code: 'LT' })).toBe('LT');
    expect(countryOf({ countryCode: 'lv' })).toBe('LV');
    expect(countryOf({ country: 'PL' })).toBe('PL');
    expect(countryOf({ country: 'Lithuania' })).toBeNull();
    expect(countryOf('LT')).toBeNull();
    expect(countryOf(null)).toBeNull();
  });

  it('when the geolocation service is missing, fails or answers badly, then no country is known and nothing throws', async () => {
    const answering = (body: unknown, ok = true) => (async () => ({ ok, json: async () => body })) as unknown as typeof fetch;
    expect(await lookUpCountry(null, answering({ country_code: 'LT' }))).toBeNull();
    expect(await lookUpCountry('https://geo.example/json', answering({ country_code: 'LT' }))).toBe('LT');
    expect(await lookUpCountry('https://geo.example/json', answering({ country_code: 'LT' }, false))).toBeNull();
    expect(
      await lookUpCountry('https://geo.example/json', (async () => {
        throw new Error('offline');
      }) as unknown as typeof fetch),
    ).toBeNull();
  });
});
