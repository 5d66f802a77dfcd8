import { describe, expect, it } from 'vitest';
import { readCsv } from './csv-read.ts';
import { csvLine, csvLines, decimalComma, toCsv } from './csv-write.ts';
import { guardFormula, unguardFormula } from './formula-guard.ts';

const PAYLOAD = "Mint,=cmd|' /C calc'!A0,";

describe('the CSV writer', () => {
  it('when a name hides a formula after a comma, then under `;` it is quoted and guarded, and a comma-splitting reader meets no formula', () => {
    const line = csvLine(['SKU-1', PAYLOAD, 12.5]);
    expect(line).toBe(`SKU-1;"Mint,'=cmd|' /C calc'!A0,";12.5\r\n`);
    expect(line.split(/[,;]/).some((piece) => /^[=+\-@]/.test(piece))).toBe(false);
  });

  it('when the same name is written with `,`, then it is quoted and guarded as well', () => {
    const line = csvLine(['SKU-1', PAYLOAD], ',');
    expect(line).toBe(`SKU-1,"Mint,'=cmd|' /C calc'!A0,"\r\n`);
    expect(line.split(/[,;]/).some((piece) => /^[=+\-@]/.test(piece))).toBe(false);
  });

  it('when a cell starts with = + - @, a tab or a CR, then an apostrophe goes before it; a negative amount stays a number', () => {
    expect(['=1+2', '+1', '-1+2', '@SUM(A1)', '\tx', '\rx'].map((cell) => guardFormula(cell))).toEqual([
      "'=1+2",
      "'+1",
      "'-1+2",
      "'@SUM(A1)",
      "'\tx",
      "'\rx",
    ]);
    expect(csvLine(['-72,60', '-1+2', '-72,60;'])).toBe(`-72,60;'-1+2;"'-72,60;"\r\n`);
  });

  it('when a cell holds the separator, a quote or a line break, then it is quoted with its quotes doubled', () => {
    expect(csvLine(['Mint; Ice', '12" bowl', 'Line\nbreak', '=HYPERLINK("x")'])).toBe(
      `"Mint; Ice";"12"" bowl";"Line\nbreak";"'=HYPERLINK(""x"")"\r\n`,
    );
  });

  it("when today's exports' cells are written, then their bytes are as before: amounts, dates and plain text unquoted", () => {
    expect(
      toCsv([
        ['number', 'total', 'date'],
        ['SF-0001', decimalComma(1234.5), '2027-03-01'],
        ['X', 7, ''],
      ]),
    ).toBe('\uFEFFnumber;total;date\r\nSF-0001;1234,50;2027-03-01\r\nX;7;\r\n');
  });

  it('when a guarded file is read back, then every cell is what was written', () => {
    const cells = [PAYLOAD, '=1+2', '-72,60', 'a\t+b', 'UAB "Vilkas", filialas', 'Line\r\nbreak'];
    const read = readCsv(toCsv([cells]));
    expect(read.ok && read.records[0]?.cells).toEqual(cells.map((cell) => cell.replace('\r\n', '\n')));
    expect(cells.map((cell) => unguardFormula(guardFormula(cell)))).toEqual(cells);
  });

  it('when many lines are written in one pass, then each is the line written alone: a guarded cell quoted only on its own line', () => {
    const rows = [
      ['SKU-1', PAYLOAD, 12.5],
      ['SKU-2', 'Mint, Ice', -3],
      ['=1+2', 'a;b', ''],
    ];
    expect(csvLines(rows)).toBe(rows.map((row) => csvLine(row)).join(''));
    expect(csvLines(rows).split('\r\n')[1]).toBe('SKU-2;Mint, Ice;-3');
    expect(csvLines([])).toBe('');
  });
});
