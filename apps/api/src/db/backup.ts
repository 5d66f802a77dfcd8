import { constants, existsSync, readdirSync } from 'node:fs';
import { chmod, copyFile, open, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { backup, DatabaseSync } from 'node:sqlite';
import { makePrivateDir, PRIVATE_FILE_MODE, temporaryNameOf, writePrivateFile } from '../lib/private-files.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { sqliteFileOf } from './sqlite-adapter.ts';

/**
 * Backups of the embedded database (decision 110). SQLite's online backup copies the pages while
 * the shop keeps writing; asked for all pages in one step, it copies them under one read
 * transaction, so the copy is the database at one moment (in steps, every write of the shop
 * would start it again). The shop's JWT secret seals the authenticator secrets (decision 100):
 * when it lives in DATA_DIR, a copy of it goes beside the backup (`<file>.jwt-secret`).
 */
const ALL_PAGES = 2 ** 31 - 1;

export class BackupError extends Error {}

export const secretBesideOf = (file: string) => `${file}.jwt-secret`;
const secretOf = (dataDir: string) => path.join(dataDir, 'jwt-secret');

/** What PRAGMA integrity_check finds wrong with the file (none: it is sound); a file that is no database is one problem. */
export function integrityProblems(file: string): string[] {
  let db: DatabaseSync | undefined;
  try {
    db = new DatabaseSync(file, { readOnly: true });
    const rows = db.prepare('PRAGMA integrity_check').all() as Array<{ integrity_check: string }>;
    const problems = rows.map((row) => row.integrity_check).filter((text) => text !== 'ok');
    const migrated = db.prepare("select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'").get();
    return migrated || problems.length > 0 ? problems : ['no kysely_migration table: not a database of the shop'];
  } catch (error) {
    return [error instanceof Error ? error.message : String(error)];
  } finally {
    db?.close();
  }
}

interface BackupResult {
  file: string;
  bytes: number;
  ms: number;
  /** Whether DATA_DIR's JWT secret was copied beside it. */
  withSecret: boolean;
}

/** Copies DATA_DIR's database, consistent, to `target` (mode 600, under a temporary name until it is whole and checked). */
export async function backupDatabase(dataDir: string, target: string): Promise<BackupResult> {
  const started = performance.now();
  const source = sqliteFileOf(dataDir);
  if (!existsSync(source)) throw new BackupError(`There is no embedded database in ${dataDir} (${source} does not exist).`);
  const file = path.resolve(target);
  await makePrivateDir(path.dirname(file));
  const temporary = temporaryNameOf(file);
  try {
    // Created empty with mode 600 first: SQLite writes into it and keeps the mode.
    await (await open(temporary, 'wx', PRIVATE_FILE_MODE)).close();
    const reader = new DatabaseSync(source, { readOnly: true });
    try {
      reader.exec('PRAGMA busy_timeout = 5000');
      await backup(reader, temporary, { rate: ALL_PAGES });
    } finally {
      reader.close();
    }
    // One self-contained file (the shop's WAL mode would leave -wal and -shm beside it when opened).
    const copy = new DatabaseSync(temporary);
    copy.exec('PRAGMA journal_mode = DELETE');
    copy.close();
    const problems = integrityProblems(temporary);
    if (problems.length > 0) throw new BackupError(`The copy failed PRAGMA integrity_check: ${problems.slice(0, 5).join('; ')}`);
    await chmod(temporary, PRIVATE_FILE_MODE);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  const withSecret = existsSync(secretOf(dataDir));
  if (withSecret) await writePrivateFile(secretBesideOf(file), await readFile(secretOf(dataDir)));
  return { file, bytes: (await stat(file)).size, ms: Math.round(performance.now() - started), withSecret };
}

interface RestoreResult {
  /** Where the database that was in DATA_DIR was moved (with its -wal and -shm), if there was one. */
  setAside: string | null;
  /** Whether the backup's JWT secret came with it and replaced DATA_DIR's. */
  secretRestored: boolean;
}

/**
 * Puts a backup into DATA_DIR: refused while a shop runs on the folder (its lock is taken for the
 * time of the restore, so none starts meanwhile) and for a file that fails PRAGMA integrity_check.
 * The database there is moved aside, never deleted.
 */
export async function restoreDatabase(backupFile: string, dataDir: string, now = new Date()): Promise<RestoreResult> {
  const unlock = lockDataDir(dataDir);
  try {
    const file = path.resolve(backupFile);
    if (!existsSync(file)) throw new BackupError(`${file} does not exist.`);
    const problems = integrityProblems(file);
    if (problems.length > 0) throw new BackupError(`${file} failed PRAGMA integrity_check: ${problems.slice(0, 5).join('; ')}`);
    const target = sqliteFileOf(dataDir);
    const temporary = temporaryNameOf(target);
    await copyFile(file, temporary, constants.COPYFILE_EXCL);
    await chmod(temporary, PRIVATE_FILE_MODE);
    let setAside: string | null = null;
    const present = ['', '-wal', '-shm'].filter((suffix) => existsSync(target + suffix));
    if (present.length > 0) {
      // A -wal left by a crash belongs to the old database: it must not be read into the restored one.
      setAside = `${target}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
      for (const suffix of present) await rename(target + suffix, setAside + suffix);
    }
    await rename(temporary, target);
    const besideBackup = secretBesideOf(file);
    const secretRestored = existsSync(besideBackup);
    if (secretRestored) await writePrivateFile(secretOf(dataDir), await readFile(besideBackup));
    return { setAside, secretRestored };
  } finally {
    unlock();
  }
}

/** The nightly copies' names: `shop-<UTC time>.sqlite`, sorted by time. */
export const backupNameAt = (at: Date) => `shop-${at.toISOString().replace(/[:.]/g, '-')}.sqlite`;
const BACKUP_NAME = /^shop-[\dTZ-]+\.sqlite(\.jwt-secret)?$/;

/** Deletes the nightly copies in `dir` (and their secrets) last written more than `keepDays` ago; answers the names deleted. */
export async function deleteOldBackups(dir: string, keepDays: number, now = Date.now()): Promise<string[]> {
  const limit = now - keepDays * 24 * 60 * 60 * 1000;
  const deleted: string[] = [];
  for (const name of readdirSync(dir).filter((entry) => BACKUP_NAME.test(entry))) {
    const full = path.join(dir, name);
    if ((await stat(full)).mtimeMs < limit) {
      await rm(full, { force: true });
      deleted.push(name);
    }
  }
  return deleted;
}
