import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * The embedded database is one process per folder (decision 026): `DATA_DIR/shop.lock` holds the
 * pid of the process that owns it, created exclusively (O_EXCL) so two starting processes cannot
 * both take it. A lock whose process is gone (a crash, a kill -9) is taken over. Answers the
 * release, which the server calls when it stops.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, 'shop.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file, { force: true });
        } catch {
          // Already gone.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(
          `Another shop process (pid ${owner}) already uses the embedded database in ${dataDir}. ` +
            'One process per data folder: stop it first, or run several instances on PostgreSQL (DATABASE_URL; see "Running several instances" in the README).',
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not take the lock ${file}: another process keeps taking it.`);
}
