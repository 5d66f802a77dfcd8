import { describe, expect, it } from 'vitest';
import { PressKeys } from './press-keys.ts';

describe('one Idempotency-Key per press', () => {
  it('when the same request is pressed again before its answer (a double tap, a retry after a failure), then it carries the same key', () => {
    const keys = new PressKeys();
    const first = keys.keyFor({ items: [{ sku: 'A', quantity: 2 }] });
    expect(keys.keyFor({ items: [{ sku: 'A', quantity: 2 }] })).toBe(first);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('when the press was answered, then the next press of the same request gets a new key', () => {
    const keys = new PressKeys();
    const first = keys.keyFor({ product_id: 1, quantity: 1 });
    keys.answered({ product_id: 1, quantity: 1 });
    expect(keys.keyFor({ product_id: 1, quantity: 1 })).not.toBe(first);
  });

  it('when the data changed (another request), then it is another press with another key', () => {
    const keys = new PressKeys();
    expect(keys.keyFor({ product_id: 1, quantity: 1 })).not.toBe(keys.keyFor({ product_id: 1, quantity: 2 }));
  });
});
