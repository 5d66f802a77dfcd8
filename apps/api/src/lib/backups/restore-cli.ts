/**
 * `npm run restore -- FILE`: puts a backup into DATA_DIR (as the shop reads its configuration);
 * refused while a shop runs on the folder, and for a file that fails PRAGMA integrity_check (decision 110).
 */
import { BackupError, restoreDatabase } from '../../db/backup.ts';
import { DataDirLockedError } from '../../db/data-dir-lock.ts';
import { configForCli, failCli } from './cli.ts';

const file = process.argv[2];
if (!file) failCli('Usage: npm run restore -- FILE   (stop the shop first)');
const config = configForCli();
try {
  const restored = await restoreDatabase(file, config.dataDir);
  console.log(`Restored ${file} into ${config.dataDir}.`);
  if (restored.setAside) console.log(`The database that was there is kept as ${restored.setAside}.`);
  if (restored.secretRestored) console.log("The backup's JWT secret was restored beside it.");
  else
    console.log(
      'No JWT secret came with the backup: with JWT_SECRET set, keep it the one the backup was made under; otherwise sessions sign in again and authenticators sealed with the old secret must be set up anew.',
    );
  console.log('Start the shop: migrations bring the database up to this version.');
} catch (error) {
  if (error instanceof BackupError || error instanceof DataDirLockedError) failCli(error.message);
  throw error;
}
