// The escaper alone: the package's index also loads its decoding tables (~8 MB in every worker thread).
import { escapeUTF8 } from 'entities/lib/escape.js';

/**
 * Text as HTML or XML carries it (mails, printed pages, the sitemap, the i.SAF file, pictures drawn
 * as SVG): `&`, `<`, `>`, `"` and `'` as entities, every other character as it is, so a company
 * named `Dūmai & <Garai>` reads back as typed, in element text and in attribute values alike. The
 * code's one escaper: every place that writes markup by hand calls this.
 */
export function escapeMarkup(text: string): string {
  return escapeUTF8(text);
}
