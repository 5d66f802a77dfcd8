import { describe, expect, it } from 'vitest';
import { decodeFileBytes } from './decode-file.ts';
import {
  EXCEL_CSV_UTF8,
  EXCEL_CSV_WINDOWS_1257,
  EXCEL_CSV_WINDOWS_1257_NAMES,
  EXCEL_UNICODE_TEXT,
  UTF16BE_WITH_MARK,
} from './decode-file.fixtures.ts';
import { parseCsv } from './parse-lines.ts';

const read = async (bytes: Uint8Array) => {
  const decoded = await decodeFileBytes(bytes);
  const csv = parseCsv(decoded.text);
  return { ...decoded, lines: csv.ok ? csv.lines.map((line) => [line.line, line.sku, line.quantity, line.problem]) : csv };
};

describe('a quick-order file as Excel saves it', () => {
  it('when it is a CSV saved on a Lithuanian Windows (Windows-1257), then its Lithuanian header is read right and skipped', async () => {
    const file = await read(EXCEL_CSV_WINDOWS_1257);
    expect(file.encoding).toBe('windows-1257');
    expect(file.text).toBe('Prekės kodas;Kiekis\r\nADA-001-50G;10\r\nADA-002-50G;5\r\n');
    expect(file.lines).toEqual([
      [2, 'ADA-001-50G', 10, null],
      [3, 'ADA-002-50G', 5, null],
    ]);
  });

  it('when a Windows-1257 file looks as Western as Baltic to the detector, then it is still read as Windows-1257', async () => {
    const file = await read(EXCEL_CSV_WINDOWS_1257_NAMES);
    expect(file.encoding).toBe('windows-1257');
    expect(file.text).toContain('ADA-001;Šaltmėtė;2\r\nADA-002;Žalias obuolys;\r\nADA-003;Vyšnia su ąžuolu;3');
    // The named columns are used wherever they stand; a row without a quantity is not ordered.
    expect(file.lines).toEqual([
      [2, 'ADA-001', 2, null],
      [4, 'ADA-003', 3, null],
    ]);
  });

  it('when it is "Unicode Text" (UTF-16LE with its mark, tabs), then the mark is dropped and the tab-separated lines are read', async () => {
    const file = await read(EXCEL_UNICODE_TEXT);
    expect(file.encoding).toBe('utf-16le');
    expect(file.text.startsWith('Prekės kodas\tKiekis')).toBe(true);
    expect(file.lines).toEqual([
      [2, 'ADA-001-50G', 10, null],
      [3, 'ŽAL-002', 3, null],
    ]);
  });

  it('when it is "CSV UTF-8" (with its mark) and its header explains its columns, then the header is recognised', async () => {
    const file = await read(EXCEL_CSV_UTF8);
    expect(file.encoding).toBe('utf-8');
    expect(file.text.startsWith('Prekės kodas (SKU);Kiekis, vnt.')).toBe(true);
    expect(file.lines).toEqual([
      [2, 'ADA-001-50G', 10, null],
      [3, 'ĄŽU-003', 4, null],
    ]);
  });

  it('when it is UTF-16BE with its mark and an English header, then it is read', async () => {
    const file = await read(UTF16BE_WITH_MARK);
    expect([file.encoding, file.lines]).toEqual(['utf-16be', [[2, 'ADA-001-50G', 7, null]]]);
  });

  it('when it is plain UTF-8 without a mark, then it is read as UTF-8 and the detector is not asked', async () => {
    const file = await read(new TextEncoder().encode('sku,quantity\nŽAL-1,2\n'));
    expect([file.encoding, file.lines]).toEqual(['utf-8', [[2, 'ŽAL-1', 2, null]]]);
  });
});
