import type { FastifyBaseLogger } from 'fastify';
import path from 'node:path';
import { backupDatabase, backupNameAt, deleteOldBackups } from '../../db/backup.ts';
import { makePrivateDir } from '../private-files.ts';
import type { Jobs } from '../jobs/jobs.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** One backup into `dir` under the time's name, then the copies older than `keepDays` deleted; each logged with its size and duration. */
export async function backupNow(options: { dataDir: string; dir: string; keepDays: number; log: FastifyBaseLogger; now?: Date }): Promise<string> {
  const at = options.now ?? new Date();
  await makePrivateDir(options.dir);
  const written = await backupDatabase(options.dataDir, path.join(options.dir, backupNameAt(at)));
  const deleted = await deleteOldBackups(options.dir, options.keepDays, at.getTime());
  options.log.info({ backup: written.file, bytes: written.bytes, ms: written.ms, deleted }, 'database backup written');
  return written.file;
}

/**
 * The shop's own backups (BACKUP_DIR, decision 110): once a day through the job runner, so one
 * instance makes it; the first ten minutes after a start when the last is a day old.
 */
export function scheduleBackups(jobs: Jobs, options: { dataDir: string; dir: string; keepDays: number; log: FastifyBaseLogger }): void {
  jobs.every('database-backup', DAY_MS, async () => void (await backupNow(options)), 10 * 60 * 1000);
}
