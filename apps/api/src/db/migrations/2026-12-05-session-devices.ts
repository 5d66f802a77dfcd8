import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen. Decision 090: a session's last use is written about once a minute per device and is read
// by no cache, so on PostgreSQL it no longer tells every instance that the accounts changed: the
// notify trigger of `sessions` (migration 2026-11-24-change-notify) fires for every other column.

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`drop trigger sessions_notify_change on sessions`.execute(db);
  await sql`
    create trigger sessions_notify_change
    after insert or delete or truncate or update of id, user_id, created_at, expires_at, user_agent, ip_address on sessions
    for each statement execute function shop_notify_change()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`drop trigger sessions_notify_change on sessions`.execute(db);
  await sql`create trigger sessions_notify_change after insert or update or delete or truncate on sessions for each statement execute function shop_notify_change()`.execute(
    db,
  );
}
