import type { PreInvoice } from '@shop/domain';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import { createPreInvoiceOnce, isPreInvoiceExists } from './pre-invoice-once.ts';

const made = { id: 7, pre_invoice_number: 'HWP-2026-00007', order_id: 3 } as PreInvoice;
const exists = () => new ApiError(409, 'A pre-invoice already exists for this order', 'DOCUMENT_EXISTS', undefined, { reason: 'preInvoiceExists' });

describe('generating an order pre-invoice (a double click, two tabs)', () => {
  it('when it is asked again while the first request runs, then one request is sent and both get its pre-invoice', async () => {
    let answer: (value: PreInvoice) => void = () => {};
    const create = vi.fn(() => new Promise<PreInvoice>((resolve) => (answer = resolve)));
    const existing = vi.fn(async () => null);
    const first = createPreInvoiceOnce('customer:3', create, existing);
    const second = createPreInvoiceOnce('customer:3', create, existing);
    answer(made);
    expect(await Promise.all([first, second])).toEqual([made, made]);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('when the request is refused with 409 preInvoiceExists, then the existing pre-invoice is the answer, as if just created', async () => {
    const existing = vi.fn(async () => made);
    await expect(createPreInvoiceOnce('admin:3', () => Promise.reject(exists()), existing)).resolves.toBe(made);
    expect(existing).toHaveBeenCalledTimes(1);
  });

  it('when another refusal comes, or the existing one cannot be found, then the refusal stands; a later click asks anew', async () => {
    const other = new ApiError(409, 'not yet', 'DOCUMENT_NOT_ALLOWED', undefined, { reason: 'preInvoiceNotYet' });
    await expect(
      createPreInvoiceOnce(
        'customer:4',
        () => Promise.reject(other),
        async () => made,
      ),
    ).rejects.toBe(other);
    const refusal = exists();
    await expect(
      createPreInvoiceOnce(
        'customer:4',
        () => Promise.reject(refusal),
        async () => null,
      ),
    ).rejects.toBe(refusal);
    await expect(
      createPreInvoiceOnce(
        'customer:4',
        async () => made,
        async () => null,
      ),
    ).resolves.toBe(made);
    expect(isPreInvoiceExists(other)).toBe(false);
  });
});
