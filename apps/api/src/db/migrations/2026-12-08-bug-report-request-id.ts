import type { Kysely } from 'kysely';

// Frozen. Decision 109: a bug report keeps the X-Request-Id of the last answer its page had (a
// failed one first), so an administrator finds that request's log lines. Nullable: reports filed
// before, and by an older page during a rolling restart, have none.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bug_reports').addColumn('request_id', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bug_reports').dropColumn('request_id').execute();
}
