import { QueryClient, QueryObserver } from '@tanstack/react-query';
import type { Order } from '@shop/domain';
import { describe, expect, it, vi } from 'vitest';
import { refreshAfterOrderChange } from './order-cache.ts';
import { adminOrderKeys } from './query-keys.ts';

const order = (status: Order['status']) => ({ id: 7, status, version: 1 }) as Order;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** An order page on screen: the order and the orders list, both watched (as mounted components watch them). */
async function openOrderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const fetchOrder = vi.fn(async () => order('received'));
  const fetchList = vi.fn(async () => [order('received')]);
  const watchers = [
    new QueryObserver(queryClient, { queryKey: adminOrderKeys.detail(7), queryFn: fetchOrder }),
    new QueryObserver(queryClient, {
      queryKey: adminOrderKeys.list({ search: '', status: '', from: '', to: '', user_id: '', page: 1 }),
      queryFn: fetchList,
    }),
  ];
  const stop = watchers.map((watcher) => watcher.subscribe(() => {}));
  await settle();
  return {
    queryClient,
    fetchOrder,
    fetchList,
    close: () => {
      for (const unsubscribe of stop) unsubscribe();
    },
  };
}

describe('after an administrator changes an order', () => {
  it('when the answer carries the changed order, then the page shows it without fetching the order again, and the lists are read again', async () => {
    const page = await openOrderPage();
    expect([page.fetchOrder.mock.calls.length, page.fetchList.mock.calls.length]).toEqual([1, 1]);

    await refreshAfterOrderChange(page.queryClient, order('confirmed'));

    expect(page.queryClient.getQueryData<Order>(adminOrderKeys.detail(7))?.status).toBe('confirmed');
    expect(page.fetchOrder).toHaveBeenCalledTimes(1);
    expect(page.fetchList).toHaveBeenCalledTimes(2);
    page.close();
  });

  it('when no order comes back (a bulk change), then the order is read again too', async () => {
    const page = await openOrderPage();
    await refreshAfterOrderChange(page.queryClient);
    expect(page.fetchOrder).toHaveBeenCalledTimes(2);
    page.close();
  });
});
