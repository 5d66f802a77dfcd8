/**
 * `npm run backup -- FILE`: a consistent copy of the embedded database in DATA_DIR (as the shop
 * reads its configuration), taken while the shop runs and takes orders (decision 110).
 */
import { BackupError, backupDatabase, secretBesideOf } from '../../db/backup.ts';
import { configForCli, failCli } from './cli.ts';

const file = process.argv[2];
if (!file) failCli('Usage: npm run backup -- FILE   (for example backups/shop-2026-11-27.sqlite)');
const config = configForCli();
try {
  const written = await backupDatabase(config.dataDir, file);
  const megabytes = (written.bytes / 1024 / 1024).toFixed(1);
  console.log(`Backup of ${config.dataDir} written to ${written.file} (${megabytes} MB in ${written.ms} ms).`);
  if (written.withSecret) console.log(`The JWT secret is beside it (${secretBesideOf(written.file)}): keep the two together.`);
} catch (error) {
  if (error instanceof BackupError) failCli(error.message);
  throw error;
}
