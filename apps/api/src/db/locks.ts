import {
  CompiledQuery,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SelectQueryBuilder,
  type SqliteDialectConfig,
} from 'kysely';
import type { Engine } from './engine.ts';

/**
 * Row locks: `FOR UPDATE` on PostgreSQL. SQLite has no row locks; there every transaction begins
 * IMMEDIATE (below) and so holds the database's one write lock from its first statement, which
 * serialises the same commands the row lock serialises on PostgreSQL.
 */
export function forUpdate<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, engine: Engine): SelectQueryBuilder<DB, TB, O> {
  return engine === 'postgres' ? query.forUpdate() : query;
}

/** A shared lock: others may read and share-lock the row, nobody may change or delete it until the transaction ends. */
export function forShare<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, engine: Engine): SelectQueryBuilder<DB, TB, O> {
  return engine === 'postgres' ? query.forShare() : query;
}

/** SQLite's plain BEGIN takes the write lock only at the first write, after the reads it decided on. */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}
