import { describe, expect, it } from 'vitest';
import { snapshotBuyerOf } from './buyer-snapshot.ts';
import { billingSnapshotSchema } from './order.schemas.ts';

const stored = {
  company_name: 'UAB Dūmai',
  company_reg_number: '305000001',
  vat_number: null,
  contact_person: 'Ona',
  phone: null,
  email: 'ona@example.com',
  address: 'Gedimino pr. 1',
  city: 'Vilnius',
  postal_code: 'LT-01103',
  country: 'LT',
};

describe('the buyer a document froze, read for the i.SAF file', () => {
  it('when the snapshot is what billingSnapshotSchema accepts, then its four fields are read as stored', () => {
    expect(billingSnapshotSchema.safeParse(stored).success).toBe(true);
    expect(snapshotBuyerOf(JSON.stringify(stored))).toEqual({
      company_name: 'UAB Dūmai',
      company_reg_number: '305000001',
      vat_number: null,
      country: 'LT',
    });
  });

  it.each([
    ['not JSON', '{"company_name": '],
    ['not an object', '"UAB Dūmai"'],
    ['no company name', JSON.stringify({ ...stored, company_name: null })],
    ['a company code that is a number', JSON.stringify({ ...stored, company_reg_number: 305000001 })],
    ['no VAT code field at all', JSON.stringify({ ...stored, vat_number: undefined })],
    ['a country that is a list', JSON.stringify({ ...stored, country: ['LT'] })],
  ])('when the snapshot has %s, then it is unreadable, as the schema refuses it too', (_, json) => {
    expect(snapshotBuyerOf(json)).toBeNull();
    const parsed = (() => {
      try {
        return billingSnapshotSchema.safeParse(JSON.parse(json)).success;
      } catch {
        return false;
      }
    })();
    expect(parsed).toBe(false);
  });
});
