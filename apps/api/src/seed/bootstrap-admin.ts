import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { nowIso } from '../lib/clock.ts';
import { hashPassword } from '../lib/passwords.ts';
import { countUsers, insertUser } from '../modules/users/users.repository.ts';

/** ADMIN_EMAIL/ADMIN_PASSWORD: on start, create this administrator if no administrator exists. */
export async function bootstrapAdmin(db: Kysely<DB>, admin: { email: string; password: string }): Promise<boolean> {
  if ((await countUsers(db, { admins: true })) > 0) return false;
  const now = nowIso();
  await insertUser(db, {
    email: admin.email,
    password_hash: await hashPassword(admin.password),
    company_name: 'Administrator',
    company_reg_number: '-',
    contact_person: 'Administrator',
    is_admin: true,
    staff_role: 'owner',
    approval_status: 'approved',
    approved_at: now,
    email_verified_at: now,
  });
  return true;
}
