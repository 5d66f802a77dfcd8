import type { PreInvoice } from '@shop/domain';
import { ApiError } from '@/lib/api-client.ts';

/** The API's refusal of a second pre-invoice for one order (409 DOCUMENT_EXISTS). */
export function isPreInvoiceExists(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.reason === 'preInvoiceExists';
}

const running = new Map<string, Promise<PreInvoice>>();

/**
 * Creates an order's pre-invoice once, however often it is asked. A call while one for the same key
 * runs (a double click) gets that call's answer instead of a second request; a request the API
 * refuses because the order has its pre-invoice already (a click whose twin went through first, a
 * second tab) counts as created: `existing` looks that pre-invoice up, and it is the answer.
 */
export function createPreInvoiceOnce(
  key: string,
  create: () => Promise<PreInvoice>,
  existing: () => Promise<PreInvoice | null>,
): Promise<PreInvoice> {
  const known = running.get(key);
  if (known) return known;
  const work = (async () => {
    try {
      return await create();
    } catch (error) {
      if (!isPreInvoiceExists(error)) throw error;
      // Not found after all (or not readable now): the refusal says what happened.
      const found = await existing().catch(() => null);
      if (!found) throw error;
      return found;
    }
  })().finally(() => running.delete(key));
  running.set(key, work);
  return work;
}
