import { describe, expect, it } from 'vitest';
import { catalogueFilters, productsQueryOf, withFilter, withoutFilters } from './catalogue-query.ts';

const at = (search: string) => new URLSearchParams(search);

describe('the catalogue address', () => {
  it('when the address names a search, an order, a weight, "My products" and a page, then the customer asks for exactly that', () => {
    const filters = catalogueFilters(at('?brand=Adalya&search=zalia%20&sort=price_asc&weight=50g&favourites=1&page=3'));
    expect(filters).toEqual({ brand: 'Adalya', search: 'zalia ', sort: 'price_asc', weight: '50g', favourites: true, page: 3 });
    expect(productsQueryOf(filters, 'customer')).toEqual({
      brand: 'Adalya',
      search: 'zalia',
      sort: 'price_asc',
      weight: '50g',
      favourites: true,
      limit: 48,
      offset: 96,
    });
  });

  it('when a visitor or an administrator follows a "My products" link, then they get the whole list', () => {
    const filters = catalogueFilters(at('?favourites=1'));
    expect(productsQueryOf(filters, 'visitor').favourites).toBeUndefined();
    expect(productsQueryOf(filters, 'admin').favourites).toBeUndefined();
  });

  it('when the order is unknown or the page odd, then the default order and page 1', () => {
    const filters = catalogueFilters(at('?sort=cheapest&page=-2&favourites=yes'));
    expect(filters).toMatchObject({ sort: '', page: 1, favourites: false });
    expect(productsQueryOf(filters, 'customer')).toEqual({ limit: 48, offset: 0 });
  });

  it('when the typed text has not settled, then the query keeps the settled text, blank meaning no search', () => {
    const filters = catalogueFilters(at('?search=mint'));
    expect(productsQueryOf(filters, 'customer', 'min').search).toBe('min');
    expect(productsQueryOf(filters, 'customer', '   ').search).toBeUndefined();
  });

  it('when a filter changes, then the address goes back to page 1 and keeps the others; clearing removes every filter', () => {
    const params = at('?brand=Adalya&sort=name_asc&page=4');
    expect(withFilter(params, 'weight', '1kg').toString()).toBe('brand=Adalya&sort=name_asc&weight=1kg');
    expect(withFilter(params, 'favourites', true).get('favourites')).toBe('1');
    expect(withFilter(at('?favourites=1'), 'favourites', false).has('favourites')).toBe(false);
    expect(withoutFilters(at('?brand=A&search=b&sort=newest&weight=50g&favourites=1&page=2&x=1')).toString()).toBe('x=1');
  });
});
