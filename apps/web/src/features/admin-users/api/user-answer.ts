import type { AdminUser } from '@shop/domain';

/** The answer of a call that changes one user: the user as it is now. */
export interface UserAnswer {
  success: true;
  user: AdminUser;
  message?: string;
}
