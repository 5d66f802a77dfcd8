import type { QueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@shop/domain';
import { userQueryKey } from './get-user.ts';
import { usersListBaseKey } from './get-users.ts';

/** After a change to one user: store the server's copy, then refresh that user and every list page. */
export async function refreshAfterUserChange(queryClient: QueryClient, id: number, user?: AdminUser): Promise<void> {
  if (user) queryClient.setQueryData(userQueryKey(id), user);
  await Promise.all([queryClient.invalidateQueries({ queryKey: userQueryKey(id) }), queryClient.invalidateQueries({ queryKey: usersListBaseKey })]);
}
