import { describe, expect, it } from 'vitest';
import { listQuery } from './document-list-params.ts';

describe('listQuery (the document lists’ request, decision 067)', () => {
  it('when filters are unset, the page is the first and no limit is asked, then nothing is sent', () => {
    expect(listQuery({ search: '', status: '', from: '', to: '', user_id: '', page: 1 })).toBe('');
  });

  it('when filters, a page, an order and a limit are asked, then each is sent once, the words as typed', () => {
    const query = new URLSearchParams(
      listQuery({
        search: 'šešėlių kampas',
        status: 'paid',
        from: '2026-11-01',
        to: '2026-11-30',
        user_id: '7',
        page: 3,
        order_id: 9,
        limit: 200,
      }).slice(1),
    );
    expect(Object.fromEntries(query)).toEqual({
      search: 'šešėlių kampas',
      status: 'paid',
      from: '2026-11-01',
      to: '2026-11-30',
      user_id: '7',
      order_id: '9',
      limit: '200',
      page: '3',
    });
  });
});
