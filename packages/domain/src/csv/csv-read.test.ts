import { describe, expect, it } from 'vitest';
import { parseMoneyInput } from '../money.ts';
import { type CsvRead, csvSeparatorOf, readCsv, readCsvInTurns } from './csv-read.ts';

const rows = (read: CsvRead) => (read.ok ? read.records.map((record) => [record.line, record.cells]) : read);

describe('the separator of a CSV', () => {
  it('when the first line holds a semicolon and a comma, then the semicolon separates (sku;name,flavor is two columns)', () => {
    expect(csvSeparatorOf('sku;name,flavor\nA-1;Mint, Ice\n')).toBe(';');
    expect(rows(readCsv('sku;name,flavor\nA-1;Mint, Ice\n'))).toEqual([
      [1, ['sku', 'name,flavor']],
      [2, ['A-1', 'Mint, Ice']],
    ]);
  });

  it('when the first line has a tab and no semicolon, then the tab separates; else the comma', () => {
    expect(csvSeparatorOf('sku\tqty,pcs\nA-1\t2')).toBe('\t');
    expect(rows(readCsv('SKU\tQty\nA,1\t2\n'))).toEqual([
      [1, ['SKU', 'Qty']],
      [2, ['A,1', '2']],
    ]);
    expect(csvSeparatorOf('sku,qty')).toBe(',');
  });

  it('when the first lines are blank or a separator is only inside quotes, then the first line with text decides, quotes left aside', () => {
    expect(csvSeparatorOf('\n\n  \nSKU;Qty\nA,1')).toBe(';');
    expect(csvSeparatorOf('"Kiekis; vnt.",sku\n')).toBe(',');
  });
});

describe('reading a CSV', () => {
  it('when the file starts with a byte order mark and mixes CRLF, LF and CR, then the mark is gone and each line is a record', () => {
    expect(rows(readCsv('\uFEFFsku;qty\r\nA-1;1\nA-2;2\rA-3;3'))).toEqual([
      [1, ['sku', 'qty']],
      [2, ['A-1', '1']],
      [3, ['A-2', '2']],
      [4, ['A-3', '3']],
    ]);
  });

  it('when quoted fields hold the separator, doubled quotes and a line break, then each is one cell and the next record knows its line', () => {
    const read = readCsv('"a;b";"say ""hi""";"two\r\nlines"\r\nc;d\r\n');
    expect(rows(read)).toEqual([
      [1, ['a;b', 'say "hi"', 'two\nlines']],
      [3, ['c', 'd']],
    ]);
    expect(read.ok && read.records[1]?.raw).toBe('c;d');
  });

  it('when lines are blank or only separators, then they are skipped and the others keep their line numbers', () => {
    expect(rows(readCsv('A-1;2\n;;\n\n   \n;5\n'))).toEqual([
      [1, ['A-1', '2']],
      [5, ['', '5']],
    ]);
  });

  it('when a quote is never closed, then the file is refused naming the line it opened on, not read short', () => {
    expect(readCsv('sku;qty\nA-1;1\nA-2;"2\nA-3;3\nA-4;4\n')).toEqual({ ok: false, problem: 'unclosedQuote', line: 3 });
    expect(readCsv('sku;name\r\nX-1;"two\r\nlines";b\r\nX-2;"open\r\n')).toEqual({ ok: false, problem: 'unclosedQuote', line: 4 });
  });

  it('when an amount has a decimal comma, then the cell stays text and the money parser reads it, quoted or not', () => {
    const semicolon = readCsv('sku;price\nA-1;12,50\nA-2;1 234,5\n');
    const comma = readCsv('sku,price\nA-1,"12,50"\n');
    const prices = (read: CsvRead) => (read.ok ? read.records.slice(1).map((record) => parseMoneyInput(record.cells[1] ?? '')) : null);
    expect(prices(semicolon)).toEqual([1250, 123450]);
    expect(prices(comma)).toEqual([1250]);
  });

  it("when a cell carries the writer's formula guard, then it reads back without it", () => {
    expect(rows(readCsv(`name;x\n"Mint,'=cmd|' /C calc'!A0,";'@SUM(A1)\n`))).toEqual([
      [1, ['name', 'x']],
      [2, ["Mint,=cmd|' /C calc'!A0,", '@SUM(A1)']],
    ]);
  });

  it('when a limit is given, then reading stops there and says the file went on', () => {
    const read = readCsv('a\nb\n\nc\nd\n', { maxRecords: 2 });
    expect(read.ok && [read.records.map((record) => record.cells[0]), read.complete]).toEqual([['a', 'b'], false]);
  });

  it('when read in turns, then the records are the same as read at once, with a wait between every few', async () => {
    const text = ['sku;name', ...Array.from({ length: 25 }, (_, i) => (i % 7 === 0 ? `A-${i};"two\nlines; ${i}"` : `A-${i};"x ""${i}"""`))].join(
      '\r\n',
    );
    let waits = 0;
    const inTurns = await readCsvInTurns(text, { every: 4, wait: async () => void waits++ });
    expect(inTurns).toEqual(readCsv(text));
    expect(waits).toBe(6);
    expect(await readCsvInTurns(`${text}\r\nB;"open\r\nC;1`, { every: 4, wait: async () => {} })).toEqual({
      ok: false,
      problem: 'unclosedQuote',
      line: 31,
    });
  });

  it('when the text is empty, then there are no records', async () => {
    expect(rows(readCsv(''))).toEqual([]);
    expect(rows(await readCsvInTurns('\uFEFF', { every: 10, wait: async () => {} }))).toEqual([]);
  });
});
