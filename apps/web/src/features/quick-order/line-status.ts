import type { BulkPreviewAnswer, QuickOrderCode, QuickOrderError } from '@shop/domain';
import type { LineProblem, ParsedLine } from './parse-lines.ts';

export type PreviewLine = BulkPreviewAnswer['lines'][number];

/** What the screen says about one line: ready, a reading problem, or the cart's refusal, with the numbers that decided. */
export interface LineStatus {
  code: 'ready' | LineProblem | QuickOrderCode;
  minimum?: number | undefined;
  available?: number | undefined;
}

/** A line before adding: the reader's problem first, else the preview's decision (with the stock left beside the cart). */
export function previewStatus(parsed: ParsedLine, check: PreviewLine | undefined): LineStatus {
  if (parsed.problem) return { code: parsed.problem };
  if (!check) return { code: 'ready' };
  if (check.code === null) return { code: 'ready' };
  return {
    code: check.code,
    minimum: check.product?.min_order_quantity,
    available: check.product ? Math.max(0, check.product.stock - check.in_cart - check.earlier) : undefined,
  };
}

/** A line the server refused when adding. */
export const resultStatus = (error: QuickOrderError): LineStatus => ({ code: error.code, minimum: error.minimum, available: error.available });

/** The lines that can be sent (read without a problem), with their place among the parsed ones. */
export function sendable(lines: ParsedLine[]): Array<{ line: ParsedLine; sku: string; quantity: number }> {
  return lines.flatMap((line) => (line.problem === null && line.quantity !== null ? [{ line, sku: line.sku, quantity: line.quantity }] : []));
}
