/**
 * Quick-order files byte for byte as Excel saves them, written by another encoder (Python's codecs
 * cp1257, utf-16, utf-8-sig, utf-16-be), for decode-file.test.ts, which says what text each holds.
 */

const bytes = (hex: string) => Uint8Array.from(hex.split(' ').map((byte) => Number.parseInt(byte, 16)));

/** "CSV (comma delimited)" on a Lithuanian Windows: Windows-1257, `;`, no mark. */
export const EXCEL_CSV_WINDOWS_1257 = bytes(
  '50 72 65 6b eb 73 20 6b 6f 64 61 73 3b 4b 69 65 6b 69 73 0d 0a 41 44 41 2d 30 30 31 2d 35 30 47 3b 31 30 0d 0a 41 44 41 2d 30 30 32 2d 35 30 47 3b 35 0d 0a',
);

/** The same with a column of Lithuanian names: chardet rates ISO-8859-1 as high as Windows-1257. */
export const EXCEL_CSV_WINDOWS_1257_NAMES = bytes(
  '50 72 65 6b eb 73 20 6b 6f 64 61 73 3b 50 61 76 61 64 69 6e 69 6d 61 73 3b 4b 69 65 6b 69 73 0d 0a 41 44 41 2d 30 30 31 3b d0 61 6c 74 6d eb 74 eb 3b 32 0d 0a 41 44 41 2d 30 30 32 3b de 61 6c 69 61 73 20 6f 62 75 6f 6c 79 73 3b 0d 0a 41 44 41 2d 30 30 33 3b 56 79 f0 6e 69 61 20 73 75 20 e0 fe 75 6f 6c 75 3b 33 0d 0a',
);

/** "Unicode Text": UTF-16LE with its mark, tabs. */
export const EXCEL_UNICODE_TEXT = bytes(
  'ff fe 50 00 72 00 65 00 6b 00 17 01 73 00 20 00 6b 00 6f 00 64 00 61 00 73 00 09 00 4b 00 69 00 65 00 6b 00 69 00 73 00 0d 00 0a 00 41 00 44 00 41 00 2d 00 30 00 30 00 31 00 2d 00 35 00 30 00 47 00 09 00 31 00 30 00 0d 00 0a 00 7d 01 41 00 4c 00 2d 00 30 00 30 00 32 00 09 00 33 00 0d 00 0a 00',
);

/** "CSV UTF-8": UTF-8 with its mark. */
export const EXCEL_CSV_UTF8 = bytes(
  'ef bb bf 50 72 65 6b c4 97 73 20 6b 6f 64 61 73 20 28 53 4b 55 29 3b 4b 69 65 6b 69 73 2c 20 76 6e 74 2e 0d 0a 41 44 41 2d 30 30 31 2d 35 30 47 3b 31 30 0d 0a c4 84 c5 bd 55 2d 30 30 33 3b 34 0d 0a',
);

/** UTF-16BE with its mark, English header, `,`. */
export const UTF16BE_WITH_MARK = bytes(
  'fe ff 00 53 00 4b 00 55 00 2c 00 51 00 75 00 61 00 6e 00 74 00 69 00 74 00 79 00 0d 00 0a 00 41 00 44 00 41 00 2d 00 30 00 30 00 31 00 2d 00 35 00 30 00 47 00 2c 00 37 00 0d 00 0a',
);
