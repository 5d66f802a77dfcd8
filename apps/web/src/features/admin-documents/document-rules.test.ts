import { describe, expect, it } from 'vitest';
import type { PreInvoice } from '@shop/domain';
import { pickOrderPreInvoice } from '@/api/documents/admin/get-pre-invoices.ts';
import { preInvoiceStatusActions } from '@/components/documents/pre-invoice-actions.tsx';

describe('preInvoiceStatusActions', () => {
  it('offers Mark as sent for a draft, Mark as paid for a sent one and Cancel for all but cancelled', () => {
    expect(preInvoiceStatusActions('draft')).toEqual({ markSent: true, markPaid: false, cancel: true, convert: true });
    expect(preInvoiceStatusActions('sent')).toEqual({ markSent: false, markPaid: true, cancel: true, convert: true });
    expect(preInvoiceStatusActions('paid')).toEqual({ markSent: false, markPaid: false, cancel: true, convert: true });
    expect(preInvoiceStatusActions('expired')).toEqual({ markSent: false, markPaid: false, cancel: true, convert: true });
    expect(preInvoiceStatusActions('cancelled')).toEqual({ markSent: false, markPaid: false, cancel: false, convert: false });
  });

  it('offers nothing for a converted pre-invoice', () => {
    expect(preInvoiceStatusActions('converted')).toEqual({ markSent: false, markPaid: false, cancel: false, convert: false });
  });
});

describe('pickOrderPreInvoice', () => {
  const pre = (id: number, order_id: number, status: PreInvoice['status']) => ({ id, order_id, status }) as PreInvoice;

  it('discards pre-invoices of other orders', () => {
    expect(pickOrderPreInvoice([pre(1, 9, 'draft')], 3)).toBeNull();
    expect(pickOrderPreInvoice([pre(1, 9, 'draft'), pre(2, 3, 'sent')], 3)?.id).toBe(2);
  });

  it('prefers the newest live pre-invoice over a cancelled one', () => {
    expect(pickOrderPreInvoice([pre(1, 3, 'cancelled'), pre(4, 3, 'draft')], 3)?.id).toBe(4);
    expect(pickOrderPreInvoice([pre(5, 3, 'cancelled'), pre(4, 3, 'paid')], 3)?.id).toBe(4);
    expect(pickOrderPreInvoice([pre(1, 3, 'cancelled')], 3)?.id).toBe(1);
  });
});
