import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import type { Engine } from './db/database.ts';
import type { DB } from './db/schema.ts';
import type { FailureLimiter } from './http/failure-limiter.ts';
import type { SessionTokens } from './lib/jwt.ts';
import type { Mailer } from './lib/mail/mailer.ts';

/** What services need from the outside world; built once in app.ts. */
export interface AppContext {
  config: Config;
  db: Kysely<DB>;
  engine: Engine;
  mailer: Mailer;
  sessionTokens: SessionTokens;
  loginLimiter: FailureLimiter;
}
