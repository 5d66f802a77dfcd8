import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/build-test-app.ts';
import { bearer, createUser, login } from '../test/factories.ts';
import { createProducts } from '../test/products.ts';

// Decision 070: every PDF is drawn by a bounded pool of threads, and one account may have at most
// PDF_PER_ACCOUNT of them being made at once; the pool's threads end with the app.

let t: TestApp;
let busy: string;
let other: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000', PDF_THREADS: '1', PDF_PER_ACCOUNT: '2' });
  // Enough rows that a drawing lasts while the other requests arrive.
  await createProducts(t.db, 1500);
  busy = (await login(t.app, (await createUser(t.db, { userType: 'BAR' })).email)).token;
  other = (await login(t.app, (await createUser(t.db, { userType: 'SHOP' })).email)).token;
});
afterAll(async () => t.close());

const priceList = (token: string, lang: 'en' | 'lt') => t.app.inject({ url: `/api/products/price-list.pdf?lang=${lang}`, headers: bearer(token) });

describe('PDF requests of one account', () => {
  it('when an account asks for a third PDF while two are being made, then 429 with Retry-After and a clear reason, while another account is served', async () => {
    const [others, ...own] = await Promise.all([priceList(other, 'en'), priceList(busy, 'en'), priceList(busy, 'lt'), priceList(busy, 'en')]);
    expect(own.map((response) => response.statusCode).sort()).toEqual([200, 200, 429]);
    const third = own.find((response) => response.statusCode === 429)!;
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect(third.json()).toMatchObject({ success: false, code: 'RATE_LIMITED', reason: 'pdfRequestsBusy' });
    expect(third.json().error).toMatch(/still being prepared/);
    expect(others.statusCode).toBe(200);
    expect(others.headers['content-type']).toBe('application/pdf');
    // The slots are given back: the same account is served again.
    expect((await priceList(busy, 'en')).statusCode).toBe(200);
  });
});

describe('the PDF pool', () => {
  it('when the app closes, then its drawing threads end and it draws nothing more', async () => {
    const own = await createTestApp();
    const pool = own.app.pdfPool;
    expect(pool.threads).toBe(0);
    const customer = (await login(own.app, (await createUser(own.db, { userType: 'BAR' })).email)).token;
    const response = await own.app.inject({ url: '/api/products/price-list.pdf', headers: bearer(customer) });
    expect(response.statusCode).toBe(200);
    expect(pool.threads).toBeGreaterThan(0);
    await own.close();
    expect(pool.threads).toBe(0);
    await expect(pool.draw({ kind: 'price-list', list: { language: 'en', date: '2026-11-27', heading: '', rows: [] } })).rejects.toThrow(/closed/);
  });
});
