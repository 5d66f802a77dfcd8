import { describe, expect, it } from 'vitest';
import { csvSeparatorOf, readCsv } from '@shop/domain';
import { type CsvFileLines, type ParsedLine, parseCsv, parsePastedLines, readQuantity } from './parse-lines.ts';

const pairs = (read: ParsedLine[] | CsvFileLines) => {
  const lines = Array.isArray(read) ? read : read.ok ? read.lines : [];
  return lines.map((l) => [l.line, l.sku, l.quantity, l.problem]);
};

describe('pasted quick-order lines', () => {
  it('when SKU and quantity are separated by spaces, a tab, a semicolon or a comma, then each line is read; empty lines are skipped', () => {
    const text = 'ADA-001-50G 10\n\nada-002-50g\t5\r\nFUM-003-100G;2\nSOC-004-200G, 12\n   DAR-005  3  \n';
    expect(pairs(parsePastedLines(text))).toEqual([
      [1, 'ADA-001-50G', 10, null],
      [3, 'ada-002-50g', 5, null],
      [4, 'FUM-003-100G', 2, null],
      [5, 'SOC-004-200G', 12, null],
      [6, 'DAR-005', 3, null],
    ]);
  });

  it('when a quantity is missing, not a whole number, zero or too large, or a line has more than two fields, then the line says so', () => {
    const text = 'A-1\nA-2 x\nA-3 2.5\nA-4 0\nA-5 -3\nA-6 1000001\nA-7 5 pcs';
    expect(pairs(parsePastedLines(text))).toEqual([
      [1, 'A-1', null, 'unreadable'],
      [2, 'A-2', null, 'bad_quantity'],
      [3, 'A-3', null, 'bad_quantity'],
      [4, 'A-4', null, 'bad_quantity'],
      [5, 'A-5', null, 'bad_quantity'],
      [6, 'A-6', null, 'bad_quantity'],
      [7, 'A-7', null, 'unreadable'],
    ]);
  });

  it('when the first line is a header, then it is skipped; the raw line is kept for the preview', () => {
    const lines = parsePastedLines('SKU\tKiekis\nA-1\t4');
    expect(pairs(lines)).toEqual([[2, 'A-1', 4, null]]);
    expect(lines[0]!.raw).toBe('A-1\t4');
    expect(parsePastedLines('sku quantity\n')).toEqual([]);
  });
});

describe('an uploaded CSV file', () => {
  it('when it uses semicolons, a byte order mark and Windows line ends, then its rows are read', () => {
    expect(pairs(parseCsv('\uFEFFSKU;Kiekis\r\nADA-001;10\r\nADA-002;3\r\n'))).toEqual([
      [2, 'ADA-001', 10, null],
      [3, 'ADA-002', 3, null],
    ]);
  });

  it('when it uses commas and has no header, then the first two columns are SKU and quantity, and whole numbers written as 10.00 count', () => {
    expect(pairs(parseCsv('ADA-001,10.00,extra\nADA-002,"3"\n'))).toEqual([
      [1, 'ADA-001', 10, null],
      [2, 'ADA-002', 3, null],
    ]);
  });

  it('when the header names the SKU and quantity columns elsewhere (the price list with a quantity added), then those columns are used and rows left without a quantity are not ordered', () => {
    const csv =
      'SKU;Prekės ženklas;Pavadinimas;Kaina be PVM, EUR;Kiekis\nADA-001;Adalya;"Love; 66";12,40;6\nADA-002;Adalya;Mint;12,40;\nADA-003;Adalya;Ice;12,40;du\n';
    expect(pairs(parseCsv(csv))).toEqual([
      [2, 'ADA-001', 6, null],
      [4, 'ADA-003', null, 'bad_quantity'],
    ]);
  });

  it('when fields are quoted, then separators, doubled quotes and line breaks inside them stay in the field', () => {
    const read = readCsv('"a;b";"say ""hi""";"two\nlines"\nc;d');
    expect(read.ok && read.records.map((row) => [row.line, row.cells])).toEqual([
      [1, ['a;b', 'say "hi"', 'two\nlines']],
      [3, ['c', 'd']],
    ]);
  });

  it('when the first line has a semicolon, then the separator is `;`, else a tab when it has one, else `,`', () => {
    expect(csvSeparatorOf('\n\nSKU;Qty\nA,1')).toBe(';');
    expect(csvSeparatorOf('SKU\tQty\nA,1')).toBe('\t');
    expect(csvSeparatorOf('SKU,Qty')).toBe(',');
  });

  it('when a quote is never closed, then no line is read and the buyer is told the line it opened on, instead of three of four lines vanishing', () => {
    expect(parseCsv('SKU;Kiekis\nA-1;1\n"A-2;2\nA-3;3\nA-4;4\n')).toEqual({ ok: false, unclosedQuoteLine: 3 });
  });

  it('when the header line holds both `;` and `,` (sku;name,flavor), then `;` separates, as in the products import', () => {
    expect(pairs(parseCsv('sku;name,flavor;kiekis\nA-1;Mint, Ice;2\n'))).toEqual([[2, 'A-1', 2, null]]);
  });

  it('when the header is in English or Lithuanian, in capitals or with its columns explained, then it is recognised and skipped', () => {
    for (const header of ['SKU;Quantity', 'Prekės kodas;Kiekis', 'PREKĖS KODAS;KIEKIS', 'Prekės kodas (SKU);Kiekis, vnt.', 'Kodas;Kiekis (vnt.)']) {
      expect(pairs(parseCsv(`${header}\nA-1;2\n`)), header).toEqual([[2, 'A-1', 2, null]]);
    }
  });

  it('when a Lithuanian header is pasted from a spreadsheet (tabs between the columns), then it is skipped', () => {
    expect(pairs(parsePastedLines('Prekės kodas\tKiekis\nA-1\t2'))).toEqual([[2, 'A-1', 2, null]]);
  });

  it('when a row has a value but no SKU, then it is unreadable; empty rows are skipped', () => {
    expect(pairs(parseCsv('A-1;2\n;;\n;5\n'))).toEqual([
      [1, 'A-1', 2, null],
      [3, '', null, 'unreadable'],
    ]);
  });
});

describe('a quantity', () => {
  it('when it is a whole number from 1 to 1,000,000, then it is read', () => {
    expect([readQuantity('1'), readQuantity(' 42 '), readQuantity('7,0'), readQuantity('1000000')]).toEqual([1, 42, 7, 1_000_000]);
    expect([readQuantity(''), readQuantity('0'), readQuantity('1e3'), readQuantity('3,5'), readQuantity('+2')]).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});
