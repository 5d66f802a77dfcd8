import { describe, expect, it, vi } from 'vitest';
import { keywordsFromText } from './keywords-text.ts';
import { runBulk } from './run-bulk.ts';

describe('gallery bulk actions', () => {
  it('when some items fail, then the others still run and both counts are reported', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const done: number[] = [];
    const result = await runBulk([1, 2, 3, 4], async (id) => {
      if (id % 2 === 0) throw new Error(`no ${id}`);
      done.push(id);
    });
    expect(result).toEqual({ succeeded: 2, failed: 2 });
    expect(done).toEqual([1, 3]);
  });

  it('when keywords are typed with commas and spaces, then empty pieces are dropped', () => {
    expect(keywordsFromText(' mint, box ,, tin ,')).toEqual(['mint', 'box', 'tin']);
    expect(keywordsFromText('')).toEqual([]);
  });
});
