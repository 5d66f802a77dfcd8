import { describe, expect, it } from 'vitest';
import { idempotencyHeaders } from '@shop/domain';
import { newIdempotencyKey } from './idempotency-key.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('the checkout idempotency key', () => {
  it('when the browser offers randomUUID, then that is the key, and the API accepts it', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(UUID_V4);
    expect(idempotencyHeaders.safeParse({ 'idempotency-key': key }).success).toBe(true);
  });

  it('when the page is not a secure context (no randomUUID), then a version-4 UUID is built from random bytes', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey({ getRandomValues: (array) => crypto.getRandomValues(array) })));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(UUID_V4);
  });
});
