import { describe, expect, it } from 'vitest';
import { LoginThrottle, tooManyAttemptsText } from './login-throttle.ts';

const rule = { max: 2, windowMs: 60_000 };
const keys = [{ key: 'account:a|1', rule }];

describe('login throttle', () => {
  it('when attempts are still being checked, then they count against the limit', () => {
    const throttle = new LoginThrottle();
    const first = throttle.reserve(keys, 0);
    const second = throttle.reserve(keys, 0);
    expect([first.ok, second.ok]).toEqual([true, true]);
    const third = throttle.reserve(keys, 0);
    expect(third).toEqual({ ok: false, retryAfterMs: 60_000 });
  });

  it('when a checked attempt was right or could not be checked, then its place is given back', () => {
    const throttle = new LoginThrottle();
    const a = throttle.reserve(keys, 0);
    const b = throttle.reserve(keys, 0);
    if (!a.ok || !b.ok) throw new Error('expected both to be reserved');
    a.release();
    b.succeed([]);
    expect(throttle.reserve(keys, 0).ok).toBe(true);
  });

  it('when the window has passed, then the failures are forgotten', () => {
    const throttle = new LoginThrottle();
    for (let i = 0; i < 2; i++) {
      const held = throttle.reserve(keys, 0);
      if (held.ok) held.fail();
    }
    expect(throttle.reserve(keys, 59_999).ok).toBe(false);
    expect(throttle.reserve(keys, 60_000).ok).toBe(true);
  });

  it('when one of two keys is used up, then neither counts the refused attempt', () => {
    const throttle = new LoginThrottle();
    const other = { key: 'address:1', rule: { max: 10, windowMs: 60_000 } };
    for (let i = 0; i < 2; i++) {
      const held = throttle.reserve([other, ...keys], 0);
      if (held.ok) held.fail();
    }
    for (let i = 0; i < 5; i++) expect(throttle.reserve([other, ...keys], 0).ok).toBe(false);
    // The address still has 8 of 10 left for other accounts.
    for (let i = 0; i < 8; i++) expect(throttle.reserve([other, { key: `account:b${i}|1`, rule }], 0).ok).toBe(true);
  });

  it('when the wait is given, then the text names whole minutes', () => {
    expect(tooManyAttemptsText(30_000)).toBe('Too many attempts. Please try again in 1 minute.');
    expect(tooManyAttemptsText(14 * 60_000 + 1)).toBe('Too many attempts. Please try again in 15 minutes.');
  });
});
