import { describe, expect, it } from 'vitest';
import { keepUnchangedEdits, withRowEdit } from './bulk-edits.ts';

describe('typed rows of the bulk stock and price pages', () => {
  it('when a row is typed into, then it keeps the version of its first keystroke even if the list refreshed meanwhile', () => {
    const first = withRowEdit({}, { id: 1, version: 3 }, '1', false);
    const second = withRowEdit(first, { id: 1, version: 4 }, '12', false);
    expect(second[1]).toEqual({ text: '12', version: 3 });
  });

  it('when the text returns to the stored value, then the row is no longer an edit', () => {
    const typed = withRowEdit({}, { id: 1, version: 3 }, '5', false);
    expect(withRowEdit(typed, { id: 1, version: 3 }, '4', true)).toEqual({});
  });

  it('when the page reloads after a stale save, then rows nobody changed keep their typing and changed or deleted ones are dropped', () => {
    const edits = { 1: { text: '10', version: 3 }, 2: { text: '20', version: 7 }, 3: { text: '30', version: 1 } };
    const reloaded = [
      { id: 1, version: 3 },
      { id: 2, version: 8 },
    ];
    expect(keepUnchangedEdits(edits, reloaded)).toEqual({ 1: { text: '10', version: 3 } });
  });
});
