import { describe, expect, it } from 'vitest';
import { euros, isafCountry, isafFile, type IsafDocument, type IsafInput } from './isaf-file.ts';
import { isafInvoice, isafValues } from '../../test/isaf-xml.ts';
import { checkIsafFile } from './isaf-tree.ts';

const invoice = (overrides: Partial<IsafDocument> = {}): IsafDocument => ({
  number: 'HW-2026-00012',
  type: 'SF',
  date: '2026-11-03',
  customer: { id: '17', vatCode: 'LT100099988877', companyCode: '304000111', country: 'Lithuania', name: 'Šešėlių Baras UAB' },
  totals: [{ taxableCents: 100000, vatCents: 21000, ratePercent: 21, taxCode: 'PVM1' }],
  ...overrides,
});

const month = (documents: IsafDocument[]): IsafInput => ({
  seller: { companyCode: '305123456' },
  from: '2026-11-01',
  to: '2026-11-30',
  createdAt: new Date('2026-12-05T08:00:00Z'),
  software: { company: 'Hookah Wholesale UAB', name: 'Wholesale shop', version: '1.0.0' },
  documents,
});

const november = () =>
  isafFile(
    month([
      invoice(),
      invoice({
        number: 'HW-2026-00013',
        date: '2026-11-10',
        supplyDate: '2026-11-09',
        customer: { id: '23', vatCode: null, companyCode: '302999888', country: 'Lietuva', name: 'Dūmų Kampas MB' },
        totals: [{ taxableCents: 1234, vatCents: 259, ratePercent: 21, taxCode: 'PVM1' }],
      }),
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

const values = isafValues;
const nthInvoice = isafInvoice;

describe('i.SAF sales file', () => {
  it('when a month has two invoices and one credit note, then the file passes the checker with no problems', () => {
    expect(checkIsafFile(november())).toEqual([]);
  });

  it('when a month has two invoices and one credit note, then the header says a one-part sales file of the seller for that month', () => {
    const xml = november();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<iSAFFile xmlns="http://www.vmi.lt/cms/imas/isaf"')).toBe(true);
    expect(xml).toContain('xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"');
    expect(values(xml, 'FileVersion')).toEqual(['iSAF1.2']);
    expect(values(xml, 'FileDateCreated')).toEqual(['2026-12-05T10:00:00']); // 08:00 UTC is 10:00 in Vilnius in winter
    expect(values(xml, 'DataType')).toEqual(['S']);
    expect(values(xml, 'NumberOfParts')).toEqual(['1']);
    expect(values(xml, 'PartNumber')).toEqual(['1']);
    expect(values(xml, 'SelectionStartDate')).toEqual(['2026-11-01']);
    expect(values(xml, 'SelectionEndDate')).toEqual(['2026-11-30']);
    expect(xml).toContain('\n  <MasterFiles/>\n');
    expect(values(xml, 'RegistrationNumber')[0]).toBe('305123456');
  });

  it('when a month has two invoices and one credit note, then each document carries its number, type, buyer and totals', () => {
    const xml = november();
    expect(values(xml, 'InvoiceNo')).toEqual(['HW-2026-00012', 'HW-2026-00013', 'KS-2026-00001']);
    expect(values(xml, 'InvoiceType')).toEqual(['SF', 'SF', 'KS']);
    expect(values(xml, 'InvoiceDate')).toEqual(['2026-11-03', '2026-11-10', '2026-11-20']);
    expect(values(xml, 'CustomerID')).toEqual(['17', '23', '17']);
    expect(values(xml, 'VATRegistrationNumber')).toEqual(['LT100099988877', 'ND', 'LT100099988877']);
    expect(values(xml, 'Country')).toEqual(['LT', 'LT', 'LT']);
    expect(values(xml, 'SpecialTaxation')).toEqual([null, null, null]);
    expect(values(xml, 'VATPointDate')).toEqual([null, '2026-11-09', null]);
    expect(xml.match(/<VATPointDate xsi:nil="true"\/>/g)).toHaveLength(2);
    expect(values(xml, 'TaxableValue')).toEqual(['1000.00', '12.34', '-12.34']);
    expect(values(xml, 'Amount')).toEqual(['210.00', '2.59', '-2.59']);
    expect(values(xml, 'TaxCode')).toEqual(['PVM1', 'PVM1', 'PVM1']);
    expect(values(xml, 'TaxPercentage')).toEqual(['21', '21', '21']);
    expect(xml.match(/<VATPointDate2 xsi:nil="true"\/>/g)).toHaveLength(3);
  });

  it('when a document is a credit note, then only it has References to the corrected invoice, before VATPointDate', () => {
    const xml = november();
    expect(nthInvoice(xml, 0)).not.toContain('<References>');
    expect(nthInvoice(xml, 1)).not.toContain('<References>');
    const credit = nthInvoice(xml, 2);
    expect(values(credit, 'ReferenceNo')).toEqual(['HW-2026-00012']);
    expect(values(credit, 'ReferenceDate')).toEqual(['2026-11-03']);
    expect(credit.indexOf('<SpecialTaxation/>')).toBeLessThan(credit.indexOf('<References>'));
    expect(credit.indexOf('</References>')).toBeLessThan(credit.indexOf('<VATPointDate'));
  });

  it('when the file is written, then it is pretty-printed with two-space indentation', () => {
    const lines = november().split('\n');
    expect(lines[2]).toBe('  <Header>');
    expect(lines[3]).toBe('    <FileDescription>');
    expect(lines[4]).toBe('      <FileVersion>iSAF1.2</FileVersion>');
    expect(lines.every((line) => /^( {2})*(<|$)/.test(line))).toBe(true);
  });

  it('when a month has no documents, then the file is still valid with an empty SalesInvoices', () => {
    const xml = isafFile(month([]));
    expect(checkIsafFile(xml)).toEqual([]);
    expect(xml).toContain('<SalesInvoices/>');
    expect(xml).not.toContain('<Invoice>');
  });

  it('when a company name contains & and <, then it is escaped and stays text', () => {
    const name = 'Dūmai & <Garai> "UAB"';
    const xml = isafFile(month([invoice({ customer: { ...invoice().customer, name } })]));
    expect(xml).toContain('<Name>Dūmai &amp; &lt;Garai&gt; &quot;UAB&quot;</Name>');
    expect(checkIsafFile(xml)).toEqual([]);
  });

  it('when amounts are in cents, then they are written as euros with 2 decimals, negative on a credit note', () => {
    expect([euros(-1234), euros(0), euros(5), euros(-5), euros(100000)]).toEqual(['-12.34', '0.00', '0.05', '-0.05', '1000.00']);
    expect(() => euros(12.5)).toThrow();
  });

  it('when the buyer country is missing, a name or a code, then it is written as a two-letter code defaulting to LT', () => {
    expect([null, '', 'Lithuania', 'Lietuva', 'Latvia', 'Polska', 'ee', 'Other'].map(isafCountry)).toEqual([
      'LT',
      'LT',
      'LT',
      'LT',
      'LV',
      'PL',
      'EE',
      'LT',
    ]);
  });

  it('when the file is created in summer, then FileDateCreated is in Vilnius summer time', () => {
    const xml = isafFile({ ...month([]), createdAt: new Date('2026-07-01T21:30:05Z') });
    expect(values(xml, 'FileDateCreated')).toEqual(['2026-07-02T00:30:05']);
  });
});

describe('i.SAF checker', () => {
  const valid = november();
  const broken = (from: string | RegExp, to: string) => {
    const xml = valid.replace(from, to);
    expect(xml).not.toBe(valid);
    return checkIsafFile(xml);
  };

  it('when InvoiceDate and InvoiceType are swapped, then it reports the order', () => {
    const problems = broken(/(<InvoiceDate>[^<]*<\/InvoiceDate>)(\s*)(<InvoiceType>[^<]*<\/InvoiceType>)/, '$3$2$1');
    expect(problems).toEqual([
      '/iSAFFile/SourceDocuments/SalesInvoices/Invoice[1]: <InvoiceDate> is out of order, it must come before <InvoiceType>',
    ]);
  });

  it('when a required element is missing, then it reports it', () => {
    expect(broken(/\s*<DataType>S<\/DataType>/, '')).toEqual(['/iSAFFile/Header/FileDescription: required element <DataType> is missing']);
  });

  it('when an unknown element is present, then it reports it', () => {
    expect(broken('<InvoiceNo>HW-2026-00012</InvoiceNo>', '<InvoiceNo>HW-2026-00012</InvoiceNo><Note>x</Note>')).toEqual([
      '/iSAFFile/SourceDocuments/SalesInvoices/Invoice[1]: unknown element <Note>',
    ]);
  });

  it('when a date is not a calendar date, then it reports the value and the expected format', () => {
    expect(broken('<InvoiceDate>2026-11-10</InvoiceDate>', '<InvoiceDate>2026-02-30</InvoiceDate>')).toEqual([
      '/iSAFFile/SourceDocuments/SalesInvoices/Invoice[2]/InvoiceDate: "2026-02-30" is not a date YYYY-MM-DD',
    ]);
    expect(broken('<SelectionEndDate>2026-11-30</SelectionEndDate>', '<SelectionEndDate>30.11.2026</SelectionEndDate>')).toHaveLength(1);
  });

  it('when an amount has not exactly 2 decimals, then it reports it', () => {
    expect(broken('<TaxableValue>-12.34</TaxableValue>', '<TaxableValue>-12.3</TaxableValue>')).toEqual([
      '/iSAFFile/SourceDocuments/SalesInvoices/Invoice[3]/DocumentTotals/DocumentTotal[1]/TaxableValue: "-12.3" is not an amount with 2 decimals, e.g. -12.34',
    ]);
    expect(broken('<Amount>210.00</Amount>', '<Amount>210,00</Amount>')).toHaveLength(1);
  });

  it('when fixed values, codes or nil are wrong, then each is reported', () => {
    expect(broken('<FileVersion>iSAF1.2</FileVersion>', '<FileVersion>iSAF1.3</FileVersion>')).toHaveLength(1);
    expect(broken('<InvoiceType>KS</InvoiceType>', '<InvoiceType>XX</InvoiceType>')).toHaveLength(1);
    expect(broken('<RegistrationNumber>305123456</RegistrationNumber>', '<RegistrationNumber>30512345</RegistrationNumber>')).toHaveLength(1);
    expect(broken('<Country>LT</Country>', '<Country>Lithuania</Country>')).toHaveLength(1);
    expect(broken('<TaxCode>PVM1</TaxCode>', '<TaxCode>21%</TaxCode>')).toHaveLength(1);
    expect(broken('<InvoiceNo>HW-2026-00012</InvoiceNo>', `<InvoiceNo>${'9'.repeat(71)}</InvoiceNo>`)).toHaveLength(1);
    expect(broken('<InvoiceDate>2026-11-03</InvoiceDate>', '<InvoiceDate xsi:nil="true"/>')).toEqual([
      '/iSAFFile/SourceDocuments/SalesInvoices/Invoice[1]/InvoiceDate: unexpected attribute xsi:nil',
      '/iSAFFile/SourceDocuments/SalesInvoices/Invoice[1]/InvoiceDate: "" is not a date YYYY-MM-DD',
    ]);
  });

  it('when the root or its namespace is wrong, or the XML is broken, then it reports it', () => {
    expect(broken('xmlns="http://www.vmi.lt/cms/imas/isaf"', 'xmlns="urn:other"').length).toBeGreaterThan(0);
    expect(checkIsafFile('<?xml version="1.0" encoding="UTF-8"?>\n<SAFFile/>')).toEqual(['the root element is <SAFFile>, expected <iSAFFile>']);
    expect(broken('</Name>', '</Nam>')[0]).toMatch(/^not well-formed XML: /);
    expect(broken('Baras UAB', 'Baras & UAB')[0]).toMatch(/^not well-formed XML: /);
  });
});
