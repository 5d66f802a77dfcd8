import { useAddressParams } from '@/lib/use-address-params.ts';
import { defaultReceivablesOrder, RECEIVABLES_PAGE_SIZE, RECEIVABLES_SORTS, type ReceivablesSort } from '@shop/domain';
import type { ReceivablesParams } from '@/api/receivables/get-receivables.ts';

const isSort = (value: string | null): value is ReceivablesSort => RECEIVABLES_SORTS.some((sort) => sort === value);

/**
 * The receivables' day, sort and page kept in the address (a link or a reload shows the same list):
 * choosing a column sorts by it in its natural order, choosing it again turns the order; a new day or
 * sort goes back to page 1.
 */
export function useReceivablesView() {
  const { params, change: changeAddress } = useAddressParams();
  const asOf = params.get('as_of') ?? '';
  const sort: ReceivablesSort = isSort(params.get('sort')) ? (params.get('sort') as ReceivablesSort) : 'overdue';
  const asked = params.get('order');
  const order = asked === 'asc' || asked === 'desc' ? asked : defaultReceivablesOrder(sort);
  const pageParam = Number.parseInt(params.get('page') ?? '1', 10);
  const page = Number.isFinite(pageParam) && pageParam > 0 ? pageParam : 1;

  const change = (set: Record<string, string | null>, replace: boolean) => changeAddress(set, { replace });

  const request: ReceivablesParams = { as_of: asOf, sort, order, page, limit: RECEIVABLES_PAGE_SIZE };
  return {
    request,
    setAsOf: (day: string) => change({ as_of: day, page: null }, true),
    sortBy: (column: ReceivablesSort) =>
      change({ sort: column, order: column === sort ? (order === 'asc' ? 'desc' : 'asc') : defaultReceivablesOrder(column), page: null }, true),
    goToPage: (target: number) => change({ page: target > 1 ? String(target) : null }, false),
  };
}
