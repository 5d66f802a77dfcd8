import { describe, expect, it } from 'vitest';
import { customerDocumentStatus } from './customer-document-status.ts';
import { CARRIER_CODES, carrierName, orderStatusUpdateSchema, trackingUrl } from './shipment.ts';
import { preInvoiceOnConfirmFor } from './status-mails.ts';

describe('carriers and their tracking pages (decision 085)', () => {
  it('when a known carrier and a number are given, then the link is its tracking page with the number escaped', () => {
    expect(trackingUrl('dpd', '0580 9023')).toBe('https://tracking.dpd.de/status/lt_LT/parcel/0580%209023');
    expect(trackingUrl('lietuvos_pastas', 'RR123456789LT')).toBe('https://www.post.lt/siuntu-sekimas?parcels=RR123456789LT');
    for (const code of CARRIER_CODES) expect(trackingUrl(code, 'AB1')).toMatch(/^https:\/\/[^ ]+AB1/);
  });

  it('when the carrier is unknown or the number missing, then there is no link; an unknown code is shown as it is', () => {
    expect(trackingUrl('ups', 'AB1')).toBeNull();
    expect(trackingUrl('dpd', null)).toBeNull();
    expect(trackingUrl(null, 'AB1')).toBeNull();
    expect(carrierName('omniva')).toBe('Omniva');
    expect(carrierName('ups')).toBe('ups');
  });
});

describe('the status change body', () => {
  const parse = (body: object) => orderStatusUpdateSchema.safeParse(body);
  const messages = (body: object) => parse(body).error?.issues.map((issue) => issue.message) ?? [];

  it('when sent comes with tracking details, then they are trimmed, and empty ones read as none', () => {
    expect(parse({ status: 'sent', tracking_number: '  CC 123  ', carrier: 'venipak', expected_delivery: '2026-12-10' }).data).toMatchObject({
      tracking_number: 'CC 123',
      carrier: 'venipak',
      expected_delivery: '2026-12-10',
    });
    expect(parse({ status: 'sent', tracking_number: '', carrier: '', expected_delivery: '' }).data).toMatchObject({
      tracking_number: null,
      carrier: null,
      expected_delivery: null,
    });
  });

  it('when tracking details are wrong or come with another status, then they are refused with their reasons', () => {
    expect(messages({ status: 'sent', tracking_number: 'AB<script>' })).toEqual(['trackingNumberInvalid']);
    expect(messages({ status: 'sent', tracking_number: 'A'.repeat(51) })).toEqual(['trackingNumberInvalid']);
    expect(messages({ status: 'sent', carrier: 'ups' })).toEqual(['carrierInvalid']);
    expect(messages({ status: 'sent', expected_delivery: '2026-02-30' })).toEqual(['dateInvalid']);
    expect(messages({ status: 'confirmed', carrier: 'dpd' })).toEqual(['shipmentOnlyWhenSent']);
    expect(parse({ status: 'confirmed' }).success).toBe(true);
  });
});

describe('who gets the pre-invoice with the confirmation', () => {
  it('when the setting is prepayment, then only customers paying in advance; always and never decide alone', () => {
    expect([preInvoiceOnConfirmFor('prepayment', true), preInvoiceOnConfirmFor('prepayment', false)]).toEqual([true, false]);
    expect([preInvoiceOnConfirmFor('always', false), preInvoiceOnConfirmFor('never', true)]).toEqual([true, false]);
  });
});

describe('what a customer is shown of a document status', () => {
  it('when a document is a draft to the shop, then the customer, who was mailed it, sees it sent; other statuses stay', () => {
    expect(['draft', 'sent', 'paid', 'expired', 'converted', 'cancelled', 'overdue'].map(customerDocumentStatus)).toEqual([
      'sent',
      'sent',
      'paid',
      'expired',
      'converted',
      'cancelled',
      'overdue',
    ]);
  });
});
