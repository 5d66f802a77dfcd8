/**
 * `npm run migrate`: runs the migrations the database has not run yet, alone, and exits (decision
 * 109), with the configuration the shop starts with. On PostgreSQL it may run while instances serve
 * (they keep working if each release's changes are additive, README "Updating"); the embedded
 * database is one process per data folder, so there the shop is stopped first.
 */
import { ConfigError, loadConfig, type Config } from '../config.ts';
import { createDatabase } from './database.ts';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';
import { migrateToLatest } from './migrate.ts';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}
let unlock = () => {};
if (!config.databaseUrl) {
  try {
    unlock = lockDataDir(config.dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) fail(`${error.message}\nStop the shop first: it migrates the embedded database itself when it starts.`);
    throw error;
  }
}
const database = createDatabase(config);
try {
  const ran = await migrateToLatest(database.db);
  const where = config.databaseUrl ? 'PostgreSQL' : `the embedded database in ${config.dataDir}`;
  console.log(ran.length === 0 ? `Nothing to migrate: ${where} is up to date.` : `Migrated ${where}:\n${ran.map((name) => `  ${name}`).join('\n')}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
  unlock();
}
