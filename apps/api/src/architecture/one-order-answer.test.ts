import { describe, expect, it } from 'vitest';
import { caught, scannedFiles, secondCopies, type CopyPattern } from './second-copies.ts';

// One mapping from rows to answers per aggregate: an order's row and lines become the `Order` answer
// in orders/order-answer.ts (its reads and the checkout that has just written it), a document's in
// documents/documents.view.ts, where a pre-invoice's lapse is worked out once for the whole
// pre-invoice and its list row.

const ORDER = 'apps/api/src/modules/orders/order-answer.ts';
const DOCUMENTS = 'apps/api/src/modules/documents/documents.view.ts';

const PATTERNS: CopyPattern[] = [
  { pattern: /\border_completion_fee:/, allowed: [ORDER], inTests: false }, // an order's head mapped again
  { pattern: /valid_until\s*<\s*today/, allowed: [DOCUMENTS], inTests: false }, // a pre-invoice's lapse worked out again
];

describe('one row-to-answer mapping per aggregate', () => {
  it("when an order or a pre-invoice's lapse is mapped outside its one mapper, then this fails and names the line", () => {
    const files = scannedFiles().filter((file) => file.startsWith('apps/api/'));
    expect(secondCopies(files, PATTERNS)).toEqual([]);
    expect(files).toContain(ORDER);
  });

  it("when the checkout's own copy of the mapping comes back, then a pattern catches it", () => {
    for (const line of [
      '      order_completion_fee: centsToEuros(totals.shipping),',
      "    is_expired: row.valid_until < today && row.status !== 'paid' && row.status !== 'converted',",
    ])
      expect(caught(line, PATTERNS), line).toBe(true);
    expect(caught('    const order = orderAnswer(', PATTERNS)).toBe(false);
  });
});
