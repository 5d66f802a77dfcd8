import { describe, expect, it } from 'vitest';
import { browserLanguage, needsGate, type AgeVerification } from './age-gate-state.ts';

const confirmed = (hoursAgo: number, version = 1): AgeVerification => ({ isVerified: true, hasBeenAsked: true, verificationDate: new Date(Date.now() - hoursAgo * 3_600_000).toISOString(), detectedLanguage: 'en', version });

describe('age gate rules', () => {
  it('when never asked, then the gate shows; confirmed an hour ago, it does not', () => {
    expect(needsGate(null, 1)).toBe(true);
    expect(needsGate(confirmed(1), 1)).toBe(false);
  });

  it('when 24 hours have passed or an administrator reset the gate, then it shows again', () => {
    expect(needsGate(confirmed(24), 1)).toBe(true);
    expect(needsGate(confirmed(1), 2)).toBe(true);
  });

  it('when the browser prefers Lithuanian anywhere in its list, then the gate is Lithuanian', () => {
    expect(browserLanguage(['lt-LT', 'en'])).toBe('lt');
    expect(browserLanguage(['en-GB', 'lt'])).toBe('lt');
    expect(browserLanguage(['de-DE'])).toBe('en');
  });
});
