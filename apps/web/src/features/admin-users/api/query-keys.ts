import type { UsersListParams } from './get-users.ts';

/** The user management screens' queries. */
export const adminUserKeys = {
  lists: ['admin-users', 'list'] as const,
  list: (params: UsersListParams) => ['admin-users', 'list', params] as const,
  detail: (id: number) => ['admin-users', 'detail', id] as const,
  credit: (id: number) => ['admin-users', 'detail', id, 'credit'] as const,
  companyChanges: ['admin-users', 'company-changes'] as const,
  licences: ['admin-licences'] as const,
  licenceQueue: ['admin-licences', 'queue'] as const,
  licenceAddresses: (userId: number) => ['admin-licences', 'addresses', userId] as const,
};
