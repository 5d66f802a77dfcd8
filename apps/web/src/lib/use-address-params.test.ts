import { describe, expect, it } from 'vitest';
import { changed, latestQuery } from './use-address-params.ts';

describe('the query a change of the address builds on', () => {
  it('a second change made before the router moved builds on the first, so choosing "All statuses" then a day keeps both', () => {
    const asked = { under: '?search=dumai&status=paid', search: '?search=dumai' };
    const after = changed({ from: '2026-11-27', page: null }, latestQuery('?search=dumai&status=paid', asked));
    expect(after.toString()).toBe('search=dumai&from=2026-11-27');
  });

  it('once the address moved on (the change landed, or Back was pressed), the address is what counts', () => {
    const asked = { under: '?search=dumai&status=paid', search: '?search=dumai' };
    expect(latestQuery('?tab=credit-notes', asked).toString()).toBe('tab=credit-notes');
    expect(latestQuery('?a=1', null).toString()).toBe('a=1');
  });

  it('a key without a value leaves the address; an edit returns the query to use', () => {
    expect(changed({ status: '', page: null, to: undefined, q: 'x y' }, new URLSearchParams('status=paid&page=2&to=1')).toString()).toBe('q=x+y');
    expect(changed((latest) => new URLSearchParams({ kept: latest.get('a') ?? '' }), new URLSearchParams('a=1&b=2')).toString()).toBe('kept=1');
  });
});
