import { can, type Permission } from '@shop/domain';
import { useSession } from './session.ts';
import { staffRoleOf } from './start-page.ts';

/** Whether the signed-in member's role may do something: the screens show only what it may (decision 093). */
export function useCan(permission: Permission): boolean {
  return can(staffRoleOf(useSession()?.user), permission);
}

/** The same question for several permissions on one screen: `const can = useRoleCan(); can('settings.manage')`. */
export function useRoleCan(): (permission: Permission) => boolean {
  const role = staffRoleOf(useSession()?.user);
  return (permission) => can(role, permission);
}
