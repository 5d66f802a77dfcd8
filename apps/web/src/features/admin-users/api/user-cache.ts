import type { QueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@shop/domain';
import { adminUserKeys } from './query-keys.ts';

/** After a change to one user: store the server's copy, then refresh that user and every list page. */
export async function refreshAfterUserChange(queryClient: QueryClient, id: number, user?: AdminUser): Promise<void> {
  if (user) queryClient.setQueryData(adminUserKeys.detail(id), user);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: adminUserKeys.detail(id) }),
    queryClient.invalidateQueries({ queryKey: adminUserKeys.lists }),
  ]);
}
