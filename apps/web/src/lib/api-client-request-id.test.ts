import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, lastRequestId, setTransport } from './api-client.ts';
import { memoryStorage } from '@/lib/testing/memory-storage.ts';

/** The server's answer: its status and the X-Request-Id it echoed. */
function answerWith(status: number, requestId: string | null): void {
  const body =
    status < 400 ? { success: true } : { success: false, error: 'Not found', code: 'NOT_FOUND', reason: 'notFound', request_id: requestId };
  setTransport(async () => new Response(JSON.stringify(body), { status, headers: requestId ? { 'x-request-id': requestId } : {} }));
}

describe('the request id a bug report names', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
    vi.stubGlobal('sessionStorage', memoryStorage());
    vi.stubGlobal('document', { cookie: '' });
    vi.stubGlobal('window', { location: { pathname: '/orders' } });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('when no answer came yet, then there is none', () => {
    expect(lastRequestId()).toBeNull();
  });

  it("when answers succeed, then the last answer's X-Request-Id is remembered", async () => {
    answerWith(200, 'ok-1');
    await api('/products');
    answerWith(200, 'ok-2');
    await api('/products');
    expect(lastRequestId()).toBe('ok-2');
  });

  it('when an answer fails and later ones succeed, then the failed one is still the one named', async () => {
    answerWith(404, 'failed-1');
    await expect(api('/orders/9')).rejects.toMatchObject({ status: 404 });
    expect(lastRequestId()).toBe('failed-1');
    answerWith(200, 'ok-3');
    await api('/products');
    expect(lastRequestId()).toBe('failed-1');
  });

  it('when a later answer fails too, then the latest failure is named', async () => {
    answerWith(500, 'failed-2');
    await expect(api('/orders')).rejects.toMatchObject({ status: 500 });
    expect(lastRequestId()).toBe('failed-2');
  });

  it("when an answer carries no X-Request-Id (not the API's own), then what was remembered stays", async () => {
    answerWith(502, null);
    await expect(api('/orders')).rejects.toMatchObject({ status: 502 });
    expect(lastRequestId()).toBe('failed-2');
  });
});
