import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/build-test-app.ts';
import { tally } from '../test/parallel.ts';

// Decision 024: per-route limits count in the database, for all instances together.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_EMAIL_MAX: '4' });
});
afterAll(async () => t.close());

describe('route rate limits shared by instances', () => {
  it('when forgot-password is asked twelve times at once from one address over two instances, then four pass and the rest are 429 with the wait', async () => {
    const peer = await t.peer();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        (i % 2 ? peer : t.app).inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          payload: { email: `nobody${i}@example.lt` },
          remoteAddress: '203.0.113.9',
        }),
      ),
    );
    expect(tally(answers)).toEqual({ 200: 4, 429: 8 });
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(refused.json().error).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('when another address asks, then it has its own count', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'someone@example.lt' },
      remoteAddress: '203.0.113.10',
    });
    expect(answer.statusCode).toBe(200);
  });

  it('when an address keeps asking after its limit, then it is refused from memory: the shared counter is not written again', async () => {
    const ask = () =>
      t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'flood@example.lt' }, remoteAddress: '203.0.113.77' });
    for (let i = 0; i < 5; i++) await ask();
    const counter = () => t.db.selectFrom('rate_limits').select('hits').where('key', 'like', '%203.0.113.77%').executeTakeFirstOrThrow();
    expect(Number((await counter()).hits)).toBe(5);
    const refused = await Promise.all(Array.from({ length: 20 }, ask));
    expect(refused.every((answer) => answer.statusCode === 429)).toBe(true);
    expect(Number((await counter()).hits)).toBe(5);
  });
});
