import { describe, expect, it } from 'vitest';
import { editOutcome, keepUnchangedEdits, rowState, withoutRows, withRowEdit, type RowEdits } from './bulk-edits.ts';
import { parsePriceInput, readStockInput } from './percent-price.ts';

const isStoredStock = (text: string, stored: number) => text === String(stored);
/** A row of page 1 and one of page 2 of a bulk stock page, as each page showed them. */
const pageOneRow = { id: 1, stored: 5, version: 3, label: 'Alfa Mint' };
const pageTwoRow = { id: 150, stored: 40, version: 9, label: 'Omega Lime' };

describe('typed rows of the bulk stock and price pages', () => {
  it('when a row is typed into, then it keeps the stored value and version of its first keystroke even if the list refreshed meanwhile', () => {
    const first = withRowEdit({}, pageOneRow, '1', isStoredStock);
    const second = withRowEdit(first, { ...pageOneRow, stored: 6, version: 4 }, '12', isStoredStock);
    expect(second[1]).toEqual({ text: '12', stored: 5, version: 3, label: 'Alfa Mint' });
  });

  it('when the text returns to the stored value, then the row is no longer an edit', () => {
    const typed = withRowEdit({}, pageOneRow, '7', isStoredStock);
    expect(withRowEdit(typed, pageOneRow, '5', isStoredStock)).toEqual({});
  });

  it('when a stock is typed on page 1 and another on page 2, then the save sends both with their versions though only page 2 is loaded', () => {
    let edits: RowEdits<number> = {};
    edits = withRowEdit(edits, pageOneRow, '12', isStoredStock);
    // Page 1 is gone: page 2 shows its own rows only.
    edits = withRowEdit(edits, pageTwoRow, '0', isStoredStock);
    expect(editOutcome(edits, readStockInput)).toEqual({
      changes: [
        { id: 1, value: 12, version: 3 },
        { id: 150, value: 0, version: 9 },
      ],
      invalid: [],
    });
  });

  it('when a row holds text that is no value, then it is refused by its name; a row typed back to its stored number is no change', () => {
    let edits: RowEdits<number> = {};
    edits = withRowEdit(edits, pageOneRow, '1.5', isStoredStock);
    edits = withRowEdit(edits, pageTwoRow, '040', isStoredStock);
    const outcome = editOutcome(edits, readStockInput);
    expect(outcome.changes).toEqual([]);
    expect(outcome.invalid.map((edit) => edit.label)).toEqual(['Alfa Mint']);
    expect(rowState(edits[150], '40', readStockInput)).toEqual({ text: '040', changed: false, invalid: false });
    expect(rowState(edits[1], '5', readStockInput)).toEqual({ text: '1.5', changed: true, invalid: true });
    expect(rowState(undefined, '40', readStockInput)).toEqual({ text: '40', changed: false, invalid: false });
  });

  it('when a public price is cleared, then null is sent; the same amount written otherwise is no change', () => {
    const isStoredPrice = (text: string, stored: number | null) => {
      const parsed = parsePriceInput(text);
      return parsed.valid && parsed.value === stored;
    };
    let edits: RowEdits<number | null> = {};
    edits = withRowEdit(edits, { id: 1, stored: 7.5, version: 2, label: 'Alfa Mint' }, '', isStoredPrice);
    edits = withRowEdit(edits, { id: 2, stored: 6, version: 1, label: 'Beta Mint' }, '6,00', isStoredPrice);
    expect(edits[2]).toBeUndefined();
    expect(editOutcome(edits, parsePriceInput).changes).toEqual([{ id: 1, value: null, version: 2 }]);
  });

  it('when some rows were saved, then only those edits go', () => {
    const edits = { 1: { ...pageOneRow, text: '1' }, 150: { ...pageTwoRow, text: 'x' } };
    expect(withoutRows(edits, [1])).toEqual({ 150: edits[150] });
  });

  it('when the rows are read again after a stale save, then rows nobody changed keep their typing, changed or deleted ones are dropped, and rows typed meanwhile stay', () => {
    const edits = {
      1: { text: '10', stored: 5, version: 3, label: 'a' },
      2: { text: '20', stored: 5, version: 7, label: 'b' },
      3: { text: '30', stored: 5, version: 1, label: 'c' },
      4: { text: '40', stored: 5, version: 2, label: 'd' },
    };
    const reread = [
      { id: 1, version: 3 },
      { id: 2, version: 8 },
    ];
    expect(keepUnchangedEdits(edits, [1, 2, 3], reread)).toEqual({ 1: edits[1], 4: edits[4] });
  });
});
