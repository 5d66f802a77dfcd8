import { describe, expect, it } from 'vitest';
import { redactSecrets } from './redact.ts';

describe('secrets are kept out of bug reports', () => {
  it('when a message carries a JSON Web Token or a bearer header, then both are replaced', () => {
    const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjQyfQ.c2lnbmF0dXJlLWhlcmU';
    expect(redactSecrets(`stored token ${token} for later`)).toBe('stored token [redacted] for later');
    expect(redactSecrets('Authorization: Bearer abc.def-123')).toBe('Authorization: Bearer [redacted]');
  });

  it('when a URL carries a reset token or a password, then only those values are replaced', () => {
    expect(redactSecrets('http://shop.test/reset-password?token=abc123&lang=lt')).toBe('http://shop.test/reset-password?token=[redacted]&lang=lt');
    expect(redactSecrets('/login?next=/cart&password=hunter2')).toBe('/login?next=/cart&password=[redacted]');
  });

  it('when an object dump names a password or a token, then its value is replaced and other fields stay', () => {
    expect(redactSecrets('{"email":"a@b.lt","password":"hunter2","newPassword":"x y"}')).toBe(
      '{"email":"a@b.lt","password":"[redacted]","newPassword":"[redacted]"}',
    );
    expect(redactSecrets("{ token: 'abc', count: 3 }")).toBe("{ token: '[redacted]', count: 3 }");
  });

  it('when a text has no secret, then it is unchanged', () => {
    const text = 'Failed to add item: Insufficient stock (4 left) at http://shop.test/products?page=2';
    expect(redactSecrets(text)).toBe(text);
  });
});

describe('redaction cost', () => {
  // Quadratic backtracking would take minutes on this text and the test would time out.
  it('when a message is a 200 KB run of letters, then it is redacted without backtracking blow-up', () => {
    const text = `${'x'.repeat(200_000)} token=abc`;
    expect(redactSecrets(text).endsWith('token=[redacted]')).toBe(true);
  });
});
