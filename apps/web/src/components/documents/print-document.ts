import { escapeMarkup } from '@shop/domain';

/** An 800x600 window, an A4 page with 0.4 inch margins, fallback print after 1 second. */
const PRINT_WINDOW_FEATURES = 'width=800,height=600';
const PRINT_FALLBACK_MS = 1000;

/** The app's own styles (Tailwind), with absolute addresses so the blank window can load them. */
function copiedStyles(): string {
  return Array.from(document.querySelectorAll<HTMLElement>('style, link[rel="stylesheet"]'))
    .map((node) => (node instanceof HTMLLinkElement ? `<link rel="stylesheet" href="${escapeMarkup(node.href)}">` : node.outerHTML))
    .join('\n');
}

/** The printable page: the rendered document on an A4 page. */
function printPageHtml(title: string, bodyHtml: string, language = document.documentElement.lang || 'en'): string {
  return `<!doctype html>
<html lang="${escapeMarkup(language)}">
<head>
<meta charset="utf-8">
<title>${escapeMarkup(title)}</title>
${copiedStyles()}
<style>
  @page { size: A4; margin: 0.4in; }
  html, body { background: #fff; }
  body { margin: 0; padding: 0.4in; font-size: 12px; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
  @media print { body { padding: 0; } section, tr { break-inside: avoid; } }
</style>
</head>
<body>${bodyHtml}</body>
</html>`;
}

/**
 * Opens the print window with a whole HTML page and prints it once loaded, or after 1 second at the
 * latest. Returns false when the browser blocked the pop-up.
 */
export function printHtml(html: string): boolean {
  const printWindow = window.open('', '_blank', PRINT_WINDOW_FEATURES);
  if (!printWindow) return false;
  let printed = false;
  const print = () => {
    if (printed || printWindow.closed) return;
    printed = true;
    printWindow.focus();
    printWindow.print();
  };
  printWindow.document.open();
  printWindow.document.write(html);
  printWindow.document.close();
  printWindow.addEventListener('load', print);
  window.setTimeout(print, PRINT_FALLBACK_MS);
  return true;
}

/**
 * Prints the document (an element's rendered HTML or a ready HTML string) on an A4 page in the print
 * window. Returns false when the browser blocked the pop-up; the caller then shows 'Pop-up blocked!
 * Please allow pop-ups for this site and try again.'
 */
export function printDocument(title: string, content: HTMLElement | string): boolean {
  return printHtml(printPageHtml(title, typeof content === 'string' ? content : content.outerHTML));
}
