import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// DejaVu Sans renders every Lithuanian letter and the euro sign (pdfkit's Helvetica does not).
const fontDir = path.join(path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');

/** The fonts' bytes, read once per thread that draws rather than once per PDF. */
export const PDF_FONTS = {
  regular: readFileSync(path.join(fontDir, 'DejaVuSans.ttf')),
  bold: readFileSync(path.join(fontDir, 'DejaVuSans-Bold.ttf')),
} as const;
