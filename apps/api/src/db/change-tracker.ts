import {
  AliasNode,
  ColumnNode,
  DeleteQueryNode,
  InsertQueryNode,
  RawNode,
  SelectQueryNode,
  TableNode,
  UpdateQueryNode,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type OperationNode,
  type QueryResult,
} from 'kysely';

/**
 * What the in-process caches keep, each invalidated on its own (decision 022); and the mail outbox,
 * whose worker wants to know when this process committed a mail (decision 025).
 */
export type ChangeGroup = 'catalogue' | 'accounts' | 'mail';
const CHANGE_GROUPS: readonly ChangeGroup[] = ['catalogue', 'accounts', 'mail'];

/**
 * The tables each cache reads. A write to one of them moves that group's version; writes to other
 * tables (orders, documents, throttles, the mail outbox, stored files) move nothing, so a login or a
 * rate-limit hit does not empty the catalogue. PostgreSQL's notify triggers (migration
 * 2026-11-24-change-notify) cover the same tables; a test compares the two lists.
 */
export const CACHED_TABLES: Readonly<Record<string, ChangeGroup>> = {
  products: 'catalogue',
  user_type_prices: 'catalogue',
  customer_prices: 'catalogue',
  settings: 'catalogue',
  users: 'accounts',
  sessions: 'accounts',
  // A customer's marked products ("My products", decision 043): per user, kept beside the sessions.
  favourites: 'accounts',
  mail_outbox: 'mail',
};

/**
 * Columns no cache reads: an update that sets only these moves no version. A session's last use
 * (decision 090) is written about once a minute per device; were it a change of the accounts, every
 * signed-in person's cached session would be read again each time. The PostgreSQL trigger on
 * `sessions` fires only for its other columns (migration 2026-12-05-session-devices).
 */
const UNCACHED_COLUMNS: Readonly<Record<string, readonly string[]>> = { sessions: ['last_seen_at'] };

/** The groups other instances must hear of (PostgreSQL notify triggers). */
export const SHARED_GROUPS: readonly ChangeGroup[] = ['catalogue', 'accounts'];

/** PostgreSQL channel the triggers notify, with the table's name as payload. */
export const CHANGE_CHANNEL = 'shop_changes';

/**
 * Versions of the cached data, one per group. A version moves after every committed write of this
 * process to the group's tables (counted below, at the statement or at COMMIT) and, on PostgreSQL,
 * at every notification of another process's commit (change-listener.ts). While the listener is not
 * connected nothing can be trusted: `version()` is null and readers go to the database.
 *
 * The rule that keeps caches correct: a reader reads the version *before* the data it tags, and the
 * version moves only *after* the data changed, so what is kept under a version is never older
 * than the version.
 */
export class ChangeTracker {
  readonly #counts: Record<ChangeGroup, number> = { catalogue: 0, accounts: 0, mail: 0 };
  readonly #listeners: Array<{ group: ChangeGroup; listener: () => void }> = [];
  #epoch = 0;
  #live: boolean;

  /** `live: false` until a listener says it hears other processes (PostgreSQL). */
  constructor(options: { live: boolean }) {
    this.#live = options.live;
  }

  version(group: ChangeGroup): string | null {
    return this.#live ? `${this.#epoch}.${this.#counts[group]}` : null;
  }

  /** Whether other processes' changes are heard; every change of state starts afresh. */
  setLive(live: boolean): void {
    if (live === this.#live) return;
    this.#live = live;
    this.#epoch += 1;
  }

  get live(): boolean {
    return this.#live;
  }

  changed(groups: Iterable<ChangeGroup>): void {
    for (const group of groups) {
      this.#counts[group] += 1;
      for (const entry of this.#listeners) if (entry.group === group) entry.listener();
    }
  }

  /** A table named by a notification or a statement. */
  tableChanged(table: string): void {
    const group = CACHED_TABLES[table];
    if (group) this.changed([group]);
  }

  /** Called after every committed change of the group (synchronously: keep it short). */
  onChange(group: ChangeGroup, listener: () => void): void {
    this.#listeners.push({ group, listener });
  }
}

const READ_ONLY_RAW = /^\s*(select|begin|start|commit|rollback|savepoint|release|set|show|listen|unlisten|explain|pragma\s+\w+\s*;?\s*$)/i;

function tableName(node: OperationNode | undefined): string | null {
  if (!node) return null;
  if (TableNode.is(node)) return node.table.identifier.name;
  if (AliasNode.is(node)) return tableName(node.node);
  return null;
}

function onlyUncachedColumns(table: string, updates: UpdateQueryNode['updates']): boolean {
  const uncached = UNCACHED_COLUMNS[table];
  if (!uncached || !updates || updates.length === 0) return false;
  return updates.every((update) => ColumnNode.is(update.column) && uncached.includes(update.column.column.name));
}

/** The groups a statement may change: none for reads, its table's for plain writes, all when it cannot tell. */
function groupsWritten(query: CompiledQuery): readonly ChangeGroup[] {
  const node = query.query;
  let tables: Array<string | null>;
  if (SelectQueryNode.is(node)) return node.with ? CHANGE_GROUPS : [];
  if (RawNode.is(node)) return READ_ONLY_RAW.test(query.sql) ? [] : CHANGE_GROUPS;
  if (InsertQueryNode.is(node)) tables = [tableName(node.into)];
  else if (UpdateQueryNode.is(node)) {
    const table = tableName(node.table);
    if (table && !node.with && !node.from && onlyUncachedColumns(table, node.updates)) return [];
    tables = [table];
  } else if (DeleteQueryNode.is(node)) tables = node.from.froms.map(tableName);
  // Schema changes, MERGE, anything new: assume the worst.
  else return CHANGE_GROUPS;
  if (node.with || tables.some((table) => table === null)) return CHANGE_GROUPS;
  const groups = new Set<ChangeGroup>();
  for (const table of tables) {
    const group = CACHED_TABLES[table!];
    if (group) groups.add(group);
  }
  return [...groups];
}

type Options = Parameters<Driver['init']>[0];

interface ConnectionState {
  inTransaction: boolean;
  /** Groups written by the open transaction: they move when it commits. */
  pending: Set<ChangeGroup>;
}

/**
 * A driver that tells the tracker about every write it runs: at once for a statement outside a
 * transaction (it has committed when it returns), at COMMIT for one inside (before, nobody else
 * can see it). A rolled-back transaction moves nothing.
 */
class TrackingDriver implements Driver {
  readonly #inner: Driver;
  readonly #tracker: ChangeTracker;
  readonly #states = new WeakMap<DatabaseConnection, ConnectionState>();

  constructor(inner: Driver, tracker: ChangeTracker) {
    this.#inner = inner;
    this.#tracker = tracker;
  }

  init(options?: Options): Promise<void> {
    return this.#inner.init(options);
  }

  async acquireConnection(options?: Options): Promise<DatabaseConnection> {
    const connection = await this.#inner.acquireConnection(options);
    if (!this.#states.has(connection)) this.#watch(connection);
    return connection;
  }

  #watch(connection: DatabaseConnection): void {
    const state: ConnectionState = { inTransaction: false, pending: new Set() };
    this.#states.set(connection, state);
    const execute = connection.executeQuery.bind(connection);
    connection.executeQuery = async <R>(query: CompiledQuery): Promise<QueryResult<R>> => {
      const result = await execute<R>(query);
      const groups = groupsWritten(query);
      if (groups.length > 0) {
        if (state.inTransaction) for (const group of groups) state.pending.add(group);
        else this.#tracker.changed(groups);
      }
      return result;
    };
  }

  async beginTransaction(connection: DatabaseConnection, settings: Parameters<Driver['beginTransaction']>[1]): Promise<void> {
    await this.#inner.beginTransaction(connection, settings);
    this.#states.get(connection)!.inTransaction = true;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const state = this.#states.get(connection)!;
    try {
      await this.#inner.commitTransaction(connection);
    } finally {
      // A COMMIT that failed on the way back may still have committed: move the versions anyway.
      state.inTransaction = false;
      this.#tracker.changed(state.pending);
      state.pending.clear();
    }
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const state = this.#states.get(connection)!;
    state.inTransaction = false;
    state.pending.clear();
    await this.#inner.rollbackTransaction(connection);
  }

  releaseConnection(connection: DatabaseConnection, options?: Options): Promise<void> {
    return this.#inner.releaseConnection(connection, options);
  }

  destroy(options?: Options): Promise<void> {
    return this.#inner.destroy(options);
  }
}

/** The dialect with its driver wrapped (savepoints are not used by this program and are not offered). */
export function trackChanges(dialect: Dialect, tracker: ChangeTracker): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new TrackingDriver(dialect.createDriver(), tracker),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}
