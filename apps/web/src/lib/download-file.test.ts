import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './download-file.ts';

describe('the PDF file name from Content-Disposition', () => {
  it('when the header names a quoted file, then that name is used', () => {
    expect(fileNameFromDisposition('attachment; filename="saskaita-HW-2026-00001.pdf"')).toBe('saskaita-HW-2026-00001.pdf');
  });
  it('when the header has an encoded filename*, then the decoded name wins', () => {
    expect(fileNameFromDisposition('attachment; filename="x.pdf"; filename*=UTF-8\'\'s%C4%85skaita.pdf')).toBe('sąskaita.pdf');
  });
  it('when there is no header, then null (the caller falls back)', () => {
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});
