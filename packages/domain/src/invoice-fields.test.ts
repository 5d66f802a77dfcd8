import { describe, expect, it } from 'vitest';
import { addressInputSchema } from './address.schemas.ts';
import { profileUpdateSchema, registerRequestSchema } from './company-account.schemas.ts';
import { vatCodeRefusal } from './company-details.ts';
import { invoiceFieldRefusals, storedValueFlags } from './invoice-fields.ts';
import { normalisePhone, phoneRefusal } from './phone-numbers.ts';
import { normalisePostalCode, postalCodeRefusal } from './postal-codes.ts';

const issuesOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('phone numbers (decision 063)', () => {
  it('when a Lithuanian number is typed nationally or internationally, then it is accepted and kept in international format', () => {
    for (const typed of ['8 612 34567', '+370 612 34567', '+37061234567', '861234567', '(8 5) 212 3456', '+371 2000 0000', '+49 30 123456']) {
      expect([typed, phoneRefusal(typed)]).toEqual([typed, null]);
    }
    expect(normalisePhone(' 8 612 34567 ')).toBe('+370 612 34567');
    expect(normalisePhone('+37052123456')).toBe('+370 5 212 3456');
  });

  it('when the text is not a phone number, then it is refused; empty is no phone', () => {
    for (const typed of ['not a phone', 'call +370 612 34567', '12', '+370 000 00000', '+37061234567890', '<script>']) {
      expect([typed, phoneRefusal(typed)]).toEqual([typed, 'phoneInvalid']);
    }
    expect(phoneRefusal('  ')).toBeNull();
  });
});

describe('postal codes (decision 063)', () => {
  it('when the country is Lithuania, then LT-12345 or 12345 is accepted and kept as LT-12345; anything else is refused', () => {
    for (const typed of ['LT-01103', '01103', 'lt 01103', 'LT01103']) {
      expect([typed, postalCodeRefusal(typed, 'LT'), normalisePostalCode(typed, 'LT')]).toEqual([typed, null, 'LT-01103']);
    }
    expect(postalCodeRefusal('LT-0110', 'LT')).toBe('postalCodeLithuanian');
    expect(postalCodeRefusal('LV-1050', 'Lietuva')).toBe('postalCodeLithuanian');
  });

  it('when the country is another, then 2 to 10 letters, digits, spaces or hyphens with a digit are accepted; markup never', () => {
    const accepted: Array<[string, string]> = [
      ['LV-1050', 'LV'],
      ['00-950', 'PL'],
      ['10115', 'DE'],
      ['sw1a 1aa', 'GB'],
      ['D02 X285', 'IE'],
    ];
    for (const [typed, country] of accepted) {
      expect([typed, postalCodeRefusal(typed, country)]).toEqual([typed, null]);
    }
    expect(normalisePostalCode('sw1a  1aa', 'GB')).toBe('SW1A 1AA');
    for (const typed of ['abc!!<script>', 'abc', '1', '12345678901', '-1234']) {
      expect([typed, postalCodeRefusal(typed, 'DE')]).toEqual([typed, 'postalCodeInvalid']);
    }
  });
});

describe('VAT codes by their country (decision 063)', () => {
  it('when an EU VAT code has its member state form, then it is accepted', () => {
    const valid = [
      'LT123456789',
      'LT100001112223',
      'LV40003032949',
      'EE100123456',
      'PL5260250274',
      'DE123456789',
      'ATU12345678',
      'NL123456789B01',
      'FR0A123456789',
      'EL123456789',
      'SE556677889901',
      'ESX1234567A',
    ];
    for (const code of valid) expect([code, vatCodeRefusal(code)]).toEqual([code, null]);
  });

  it('when an EU VAT code breaks its member state form, then it is refused naming the form; a non-EU code is checked loosely', () => {
    expect(vatCodeRefusal('LT12345')).toBe('vatCodeLithuanian');
    for (const code of ['DE12345678', 'PL123456789', 'LV4000303294', 'NL123456789', 'ATU1234567', 'EE12345678']) {
      expect([code, vatCodeRefusal(code)]).toEqual([code, 'vatCodeCountry']);
    }
    expect(vatCodeRefusal('NO123456789MVA')).toBeNull();
    expect(vatCodeRefusal('123456789')).toBe('vatCodeInvalid');
  });
});

describe('the fields documents print, on an account (decision 063)', () => {
  const stored = { phone: '861234567', billing_postal_code: 'abc!!<script>', billing_country: 'LT', company_reg_number: '12345', tax_id: 'LT999' };

  it('when an edit sends the stored values unchanged, then nothing is refused; a changed one is checked, the postal code also when the country changes', () => {
    expect(invoiceFieldRefusals({ ...stored }, stored)).toEqual({});
    expect(invoiceFieldRefusals({ phone: 'not a phone', company_reg_number: '1234', tax_id: 'DE1' }, stored)).toEqual({
      phone: 'phoneInvalid',
      company_reg_number: 'companyCodeLithuanian',
      tax_id: 'vatCodeCountry',
    });
    expect(invoiceFieldRefusals({ billing_country: 'DE' }, stored)).toEqual({ billing_postal_code: 'postalCodeInvalid' });
    expect(invoiceFieldRefusals({ billing_postal_code: '10115' }, { ...stored, billing_country: 'DE' })).toEqual({});
  });

  it('when stored values break the rules, then each is flagged, a national phone as not international', () => {
    expect(storedValueFlags(stored)).toEqual({
      phone: 'phoneNotInternational',
      billing_postal_code: 'postalCodeLithuanian',
      company_reg_number: 'companyCodeLithuanian',
      tax_id: 'vatCodeLithuanian',
    });
    expect(
      storedValueFlags({ phone: '+370 612 34567', billing_postal_code: 'LT-01103', billing_country: 'LT', company_reg_number: '305000001' }),
    ).toEqual({});
  });

  it('when a registration, profile or shipping address is sent, then the phone and postal code are checked and kept in their stored form', () => {
    const billing = { billing_address: 'Gedimino pr. 1', billing_city: 'Vilnius', billing_postal_code: '01103' };
    const profile = profileUpdateSchema.parse({ company_name: 'UAB A', contact_person: 'P', phone: '8 612 34567', ...billing });
    expect([profile.phone, profile.billing_postal_code]).toEqual(['+370 612 34567', 'LT-01103']);
    const refused = profileUpdateSchema.safeParse({
      company_name: 'UAB A',
      contact_person: 'P',
      phone: 'not a phone',
      ...billing,
      billing_postal_code: 'abc!!<script>',
    });
    expect(issuesOf(refused)).toEqual([
      ['phone', 'phoneInvalid'],
      ['billing_postal_code', 'postalCodeLithuanian'],
    ]);
    const registration = registerRequestSchema.safeParse({
      company_name: 'UAB A',
      company_reg_number: '3051234',
      contact_person: 'P',
      email: 'a@b.lt',
      password: 'secret12',
      ...billing,
    });
    expect(issuesOf(registration)).toEqual([['company_reg_number', 'companyCodeLithuanian']]);
    const address = { address_name: 'Sandėlis', street_address: 'Elektrėnų g. 7', city: 'Kaunas', tobacco_license: 'L-1', country: 'LT' };
    expect(addressInputSchema.parse({ ...address, postal_code: '44240' }).postal_code).toBe('LT-44240');
    expect(issuesOf(addressInputSchema.safeParse({ ...address, country: 'PL', postal_code: 'abc!!<script>' }))).toEqual([
      ['postal_code', 'postalCodeInvalid'],
    ]);
  });
});
