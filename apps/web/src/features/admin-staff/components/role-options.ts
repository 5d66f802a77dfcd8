import type { TFunction } from 'i18next';
import { STAFF_ROLES } from '@shop/domain';

/** The roles as a select offers them, each named in the reader's language. */
export const roleOptions = (t: TFunction) => STAFF_ROLES.map((role) => ({ value: role, label: t(`staffRoles.role.${role}`) }));
