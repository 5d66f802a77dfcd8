import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { isafSchemaErrors } from '../../test/isaf-schema.ts';
import { isafChildCount, isafValues } from '../../test/isaf-xml.ts';
import { ISAF_MAX_LENGTH } from '@shop/domain';
import { euros, ISAF_PIECE_DOCUMENTS, isafXml, overlongText, xmlText, type IsafDocument, type IsafHeader, type IsafTextField } from './isaf-file.ts';

const invoice = (overrides: Partial<IsafDocument> = {}): IsafDocument => ({
  number: 'HW-2026-00012',
  type: 'SF',
  date: '2026-11-03',
  buyer: { vatCode: 'LT100099988877', companyCode: '304000111', country: 'LT', name: 'Šešėlių Baras UAB' },
  totals: [{ taxableCents: 100000, vatCents: 21000, ratePercent: 21, taxCode: 'PVM1' }],
  ...overrides,
});

type IsafInput = IsafHeader & { documents: IsafDocument[] };

/** The whole file the writer streams, as one text. */
async function isafFile(input: IsafInput): Promise<string> {
  let xml = '';
  for await (const piece of isafXml(input, input.documents)) xml += piece;
  return xml;
}

const month = (documents: IsafDocument[]): IsafInput => ({
  sellerCode: '305123456',
  from: '2026-11-01',
  to: '2026-11-30',
  createdAt: new Date('2026-12-05T08:00:00Z'),
  software: { company: 'Hookah Wholesale UAB', name: 'Wholesale shop', version: '1.0.0' },
  documents,
});

const november = async () =>
  isafFile(
    month([
      invoice(),
      invoice({
        number: 'HW-2026-00013',
        date: '2026-11-10',
        supplyDate: '2026-11-09',
        buyer: { vatCode: null, companyCode: '302999888', country: 'LT', name: 'Dūmų Kampas MB' },
        totals: [{ taxableCents: 1234, vatCents: 259, ratePercent: 21, taxCode: 'PVM1' }],
      }),
      invoice({ number: 'HW-2026-00014', type: 'AN', date: '2026-11-12' }),
      invoice({
        number: 'KS-2026-00001',
        type: 'KS',
        date: '2026-11-20',
        supplyDate: '2026-11-20',
        reference: { number: 'HW-2026-00012', date: '2026-11-03' },
        totals: [{ taxableCents: -1234, vatCents: -259, ratePercent: 21, taxCode: 'PVM1' }],
      }),
    ]),
  );

describe('i.SAF sales file', () => {
  it("when a month has invoices, a cancelled invoice and a credit note, then VMI's schema accepts the file", async () => {
    expect(await isafSchemaErrors(await november())).toEqual([]);
  });

  it('when a month has documents, then the header says a one-part sales file of the seller for that month', async () => {
    const xml = await november();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<iSAFFile xmlns="http://www.vmi.lt/cms/imas/isaf"')).toBe(true);
    expect(xml).toContain('xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"');
    expect(isafValues(xml, 'FileVersion')).toEqual(['iSAF1.2']);
    expect(isafValues(xml, 'FileDateCreated')).toEqual(['2026-12-05T10:00:00']); // 08:00 UTC is 10:00 in Vilnius in winter
    expect(isafValues(xml, 'DataType')).toEqual(['S']);
    expect([isafValues(xml, 'NumberOfParts'), isafValues(xml, 'PartNumber')]).toEqual([['1'], ['1']]);
    expect([isafValues(xml, 'SelectionStartDate'), isafValues(xml, 'SelectionEndDate')]).toEqual([['2026-11-01'], ['2026-11-30']]);
    expect(isafChildCount(xml, 'MasterFiles')).toBe(0);
    expect(isafValues(xml, 'RegistrationNumber')[0]).toBe('305123456');
  });

  it('when a month has documents, then each carries its number, type, buyer and totals, and no CustomerID', async () => {
    const xml = await november();
    expect(isafValues(xml, 'InvoiceNo')).toEqual(['HW-2026-00012', 'HW-2026-00013', 'HW-2026-00014', 'KS-2026-00001']);
    expect(isafValues(xml, 'InvoiceType')).toEqual(['SF', 'SF', 'AN', 'KS']);
    expect(isafValues(xml, 'InvoiceDate')).toEqual(['2026-11-03', '2026-11-10', '2026-11-12', '2026-11-20']);
    expect(isafValues(xml, 'CustomerID')).toEqual([]);
    expect(isafValues(xml, 'VATRegistrationNumber')).toEqual(['LT100099988877', 'ND', 'LT100099988877', 'LT100099988877']);
    expect(isafValues(xml, 'RegistrationNumber').slice(1)).toEqual(['304000111', '302999888', '304000111', '304000111']);
    expect(isafValues(xml, 'Country')).toEqual(['LT', 'LT', 'LT', 'LT']);
    expect(isafValues(xml, 'Name', 1)).toEqual(['Dūmų Kampas MB']);
    expect(isafValues(xml, 'SpecialTaxation')).toEqual(['', '', '', '']);
    expect(isafValues(xml, 'VATPointDate')).toEqual([null, '2026-11-09', null, null]);
    expect(isafValues(xml, 'TaxableValue')).toEqual(['1000.00', '12.34', '1000.00', '-12.34']);
    expect(isafValues(xml, 'Amount')).toEqual(['210.00', '2.59', '210.00', '-2.59']);
    expect(isafValues(xml, 'TaxCode')).toEqual(['PVM1', 'PVM1', 'PVM1', 'PVM1']);
    expect(isafValues(xml, 'TaxPercentage')).toEqual(['21', '21', '21', '21']);
    expect(isafValues(xml, 'VATPointDate2')).toEqual([null, null, null, null]);
  });

  it('when documents are written, then every one has References, filled only on the credit note with the corrected invoice', async () => {
    const xml = await november();
    expect([0, 1, 2, 3].map((n) => isafValues(xml, 'References', n).length)).toEqual([1, 1, 1, 1]);
    expect([0, 1, 2].map((n) => isafValues(xml, 'Reference', n))).toEqual([[], [], []]);
    expect([isafValues(xml, 'ReferenceNo', 3), isafValues(xml, 'ReferenceDate', 3)]).toEqual([['HW-2026-00012'], ['2026-11-03']]);
  });

  it('when the file is written, then it is pretty-printed with two-space indentation', async () => {
    const lines = (await november()).split('\n');
    expect(lines[2]).toBe('  <Header>');
    expect(lines[3]).toBe('    <FileDescription>');
    expect(lines[4]).toBe('      <FileVersion>iSAF1.2</FileVersion>');
    expect(lines.every((line) => /^( {2})*(<|$)/.test(line))).toBe(true);
  });

  it('when a month has no documents, then SalesInvoices is left out and the schema accepts the file', async () => {
    const xml = await isafFile(month([]));
    expect(await isafSchemaErrors(xml)).toEqual([]);
    expect(isafChildCount(xml, 'SourceDocuments')).toBe(0);
    expect(isafChildCount(xml, 'SalesInvoices')).toBeNull();
  });

  it('when a buyer has no VAT code, no company code, no name and no stored country, then it is ND, ND, ND and nil, and the schema accepts it', async () => {
    const xml = await isafFile(month([invoice({ buyer: { vatCode: null, companyCode: null, country: null, name: null } })]));
    expect(await isafSchemaErrors(xml)).toEqual([]);
    expect([isafValues(xml, 'VATRegistrationNumber'), isafValues(xml, 'Country'), isafValues(xml, 'Name')]).toEqual([['ND'], [null], ['ND']]);
    expect(isafValues(xml, 'RegistrationNumber').slice(1)).toEqual(['ND']);
  });

  it('when a VAT code has spaces and lower case, then it is written as one code in capitals', async () => {
    const xml = await isafFile(month([invoice({ buyer: { ...invoice().buyer, vatCode: ' lt 1000 9998 8877 ' } })]));
    expect(isafValues(xml, 'VATRegistrationNumber')).toEqual(['LT100099988877']);
  });

  it('when a company name contains & and < or characters XML cannot carry, then it stays text and the schema accepts it', async () => {
    const name = 'Dūmai & <Garai> "UAB"\u0001';
    const xml = await isafFile(month([invoice({ buyer: { ...invoice().buyer, name } })]));
    expect(xml).toContain('<Name>Dūmai &amp; &lt;Garai&gt; &quot;UAB&quot;</Name>');
    expect(isafValues(xml, 'Name')).toEqual(['Dūmai & <Garai> "UAB"']);
    expect(await isafSchemaErrors(xml)).toEqual([]);
  });

  it('when amounts are in cents, then they are written as euros with 2 decimals, negative on a credit note, and the schema accepts them', async () => {
    expect([euros(-1234), euros(0), euros(5), euros(-5), euros(100000)]).toEqual(['-12.34', '0.00', '0.05', '-0.05', '1000.00']);
    expect(() => euros(12.5)).toThrow();
    const totals = [5, -5, 0, 123456789012].map((cents) => ({ taxableCents: cents, vatCents: cents, ratePercent: 21, taxCode: 'PVM1' }));
    const xml = await isafFile(month([invoice({ totals })]));
    expect(isafValues(xml, 'TaxableValue')).toEqual(['0.05', '-0.05', '0.00', '1234567890.12']);
    expect(await isafSchemaErrors(xml)).toEqual([]);
  });

  it('when the file is created in summer, then FileDateCreated is in Vilnius summer time and the schema accepts the dates', async () => {
    const xml = await isafFile({ ...month([invoice()]), createdAt: new Date('2026-07-01T21:30:05Z') });
    expect(isafValues(xml, 'FileDateCreated')).toEqual(['2026-07-02T00:30:05']);
    expect(await isafSchemaErrors(xml)).toEqual([]);
  });
});

describe("i.SAF's text lengths", () => {
  const withText = (field: IsafTextField, value: string): IsafDocument => {
    const base = invoice({ type: 'KS', reference: { number: 'HW-2026-00001', date: '2026-10-01' } });
    if (field === 'InvoiceNo') return { ...base, number: value };
    if (field === 'ReferenceNo') return { ...base, reference: { number: value, date: '2026-10-01' } };
    const buyerField = { VATRegistrationNumber: 'vatCode', RegistrationNumber: 'companyCode', Name: 'name' } as const;
    return { ...base, buyer: { ...base.buyer, [buyerField[field]]: value } };
  };

  it.each(Object.entries(ISAF_MAX_LENGTH) as Array<[IsafTextField, number]>)(
    'when %s is at its longest (%i), then the schema accepts it; one character more, then overlongText names it and the schema rejects it',
    async (field, max) => {
      const longest = withText(field, 'Ž'.repeat(max - 1).concat('9'));
      expect(overlongText(longest)).toBeNull();
      expect(await isafSchemaErrors(await isafFile(month([longest])))).toEqual([]);
      const value = '9'.repeat(max + 1);
      expect(overlongText(withText(field, value))).toEqual({ field, value, max });
      expect((await isafSchemaErrors(await isafFile(month([withText(field, value)])))).join('\n')).toContain(
        `Element '{http://www.vmi.lt/cms/imas/isaf}${field}': [facet 'maxLength'] The value has a length of '${max + 1}'`,
      );
    },
  );
});

describe('the schema check', () => {
  let valid = '';
  beforeAll(async () => {
    valid = await november();
  });
  const errorsOf = async (from: string | RegExp, to: string) => {
    const xml = valid.replace(from, to);
    expect(xml).not.toBe(valid);
    return (await isafSchemaErrors(xml)).join('\n');
  };

  it('when an invoice has no References, then the schema rejects the file', async () => {
    expect(await errorsOf(/\s*<References\/>/, '')).toMatch(
      /Element '\{http:\/\/www\.vmi\.lt\/cms\/imas\/isaf\}VATPointDate': This element is not expected\. Expected is .*References/,
    );
  });

  it('when SalesInvoices is empty, then the schema rejects the file', async () => {
    expect(await errorsOf(/<SalesInvoices>[\s\S]*<\/SalesInvoices>/, '<SalesInvoices/>')).toContain('Missing child element(s)');
  });

  it('when the buyer country is not a two-letter code or the type is unknown, then the schema rejects the file', async () => {
    expect(await errorsOf('<Country>LT</Country>', '<Country>Lithuania</Country>')).toContain(
      "Country': [facet 'length'] The value has a length of '9'",
    );
    expect(await errorsOf('<InvoiceType>KS</InvoiceType>', '<InvoiceType>XX</InvoiceType>')).toContain("'XX' is not an element of the set");
  });

  it('when an amount has three decimals or a date is no calendar date, then the schema rejects the file', async () => {
    expect(await errorsOf('<TaxableValue>-12.34</TaxableValue>', '<TaxableValue>-12.345</TaxableValue>')).toContain('-12.345');
    expect(await errorsOf('<InvoiceDate>2026-11-10</InvoiceDate>', '<InvoiceDate>2026-02-30</InvoiceDate>')).toContain('2026-02-30');
  });

  it('when the XML is not well-formed, then the check reports it', async () => {
    expect(await errorsOf('</Name>', '</Nam>')).toMatch(/parser error/);
  });
});

describe('the streamed file', () => {
  const total = (taxableCents: number, vatCents: number) => ({ taxableCents, vatCents, ratePercent: 21, taxCode: 'PVM1' });
  /** Invoices, a cancelled one, a credit note; buyers of Lithuania, Ukraine, Germany, Latvia and one without a country; Lithuanian letters, XML's special characters, a tab and characters XML cannot carry. */
  const documents: IsafDocument[] = [
    invoice({ buyer: { vatCode: 'LT100099988877', companyCode: '304000111', country: 'LT', name: 'Šešėlių Baras UAB' } }),
    invoice({
      number: 'HW-2026-00013',
      buyer: { vatCode: null, companyCode: '40075815', country: 'UA', name: 'TOV Kalian Ukraina' },
      totals: [total(1234, 259)],
    }),
    invoice({
      number: 'HW-2026-00014',
      date: '2026-11-10',
      supplyDate: '2026-11-09',
      buyer: { vatCode: ' de 123 456 789 ', companyCode: 'hrb 12345', country: 'DE', name: ` Dūmai & <Garai> "GmbH" 'Berlin'\u0001\uFFFE\tŽ ` },
      totals: [total(5, 1), total(-5, 0)],
    }),
    invoice({
      number: 'HW-2026-00015',
      type: 'AN',
      date: '2026-11-12',
      buyer: { vatCode: null, companyCode: null, country: null, name: null },
      totals: [total(20000, 4200)],
    }),
    invoice({
      number: 'KS-2026-00001',
      type: 'KS',
      date: '2026-11-20',
      reference: { number: 'HW-2026-00009', date: '2026-10-30' },
      buyer: { vatCode: 'LV40003000000', companyCode: '40003000000', country: 'LV', name: 'Ąžuolų Ūkis, ŽŪB' },
      totals: [total(-123456789012, -25925925692)],
    }),
  ];
  const header = { ...month([]), software: { company: 'Hookah Wholesale UAB', name: 'Wholesale shop', version: '1.0.0' } };
  // Written by the in-memory xmlbuilder2 writer this one replaced (decision 069), kept as the file VMI accepted before.
  const expected = () => readFile(new URL('./isaf-file.expected.xml', import.meta.url), 'utf8');

  it("when a month's documents are streamed, then the file is byte for byte the one the in-memory writer made, and VMI's schema accepts it", async () => {
    const xml = await isafFile({ ...header, documents });
    expect(xml).toBe(await expected());
    expect(await isafSchemaErrors(xml)).toEqual([]);
  });

  it('when a month has no documents, then the streamed file is the same header with an empty SourceDocuments', async () => {
    const full = await expected();
    expect(await isafFile(header)).toBe(`${full.slice(0, full.indexOf('  <SourceDocuments>'))}  <SourceDocuments/>\n</iSAFFile>\n`);
  });

  it('when a month has many documents, then the writer hands on a piece every ISAF_PIECE_DOCUMENTS documents and never reads further ahead', async () => {
    let read = 0;
    async function* oneByOne() {
      for (let n = 0; n < ISAF_PIECE_DOCUMENTS * 3 + 5; n++) {
        read++;
        yield invoice({ number: `HW-2026-${String(n).padStart(5, '0')}` });
      }
    }
    const seen: Array<{ documents: number; read: number }> = [];
    for await (const piece of isafXml(header, oneByOne())) seen.push({ documents: piece.split('<Invoice>').length - 1, read });
    // Each piece leaves as soon as its last document is written: what waits in memory is one piece.
    expect(seen).toEqual([
      { documents: ISAF_PIECE_DOCUMENTS, read: ISAF_PIECE_DOCUMENTS },
      { documents: ISAF_PIECE_DOCUMENTS, read: ISAF_PIECE_DOCUMENTS * 2 },
      { documents: ISAF_PIECE_DOCUMENTS, read: ISAF_PIECE_DOCUMENTS * 3 },
      { documents: 5, read: ISAF_PIECE_DOCUMENTS * 3 + 5 },
    ]);
  });
});

describe('XML text', () => {
  it('when a text has &, <, >, quotes and apostrophes, then all five are escaped and Lithuanian letters stay as they are', () => {
    expect(xmlText(`Tom & Jerry's <"Dūmai"> & co`)).toBe(`Tom &amp; Jerry&apos;s &lt;&quot;Dūmai&quot;&gt; &amp; co`);
  });

  it('when a text looks like an entity already, then its & is escaped too, so the reader gets the text back as it was', () => {
    // xmlbuilder2 left "&amp;" and "&foo;" as they were: the first read back as "&", the second made the file unreadable.
    expect(xmlText('A &amp; B &foo; &#65; &#x41;')).toBe('A &amp;amp; B &amp;foo; &amp;#65; &amp;#x41;');
  });

  it('when a text has control characters, lone surrogates or U+FFFE/U+FFFF, then they are dropped and tab, newlines, letters and emoji stay', () => {
    expect(xmlText('a\u0000b\u0001c\u0008d\u000be\u000cf\u001fg\uFFFEh\uFFFFi\uD800j\uDC00k')).toBe('abcdefghijk');
    expect(xmlText('tab\tnl\ncr\r ąčęėįšųūž ĄČĘĖĮŠŲŪŽ 😀 \u007f\u0085')).toBe('tab\tnl\ncr\r ąčęėįšųūž ĄČĘĖĮŠŲŪŽ 😀 \u007f\u0085');
  });

  it("when a buyer's name looks like an entity, then VMI's schema accepts the file and the name reads back as it was stored", async () => {
    const name = 'Bar &Co; & &amp; Ko';
    const xml = await isafFile(month([invoice({ buyer: { ...invoice().buyer, name } })]));
    expect(await isafSchemaErrors(xml)).toEqual([]);
    expect(isafValues(xml, 'Name')).toEqual([name]);
  });
});
