import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock.ts';
import { createDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { FileStore } from './db/file-store.ts';
import { importOldFolders } from './lib/files/import-folders.ts';
import { sealPlainSecrets } from './modules/two-factor/two-factor-secrets.ts';
import { shareCompileCache } from './lib/threads/compile-cache.ts';
import { seedOnStart } from './seed/seed.ts';

/** Reads config, takes the data folder (SQLite), opens the database, migrates, seeds, listens, closes gracefully. */
async function main() {
  shareCompileCache();
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  let unlock = () => {};
  if (!config.databaseUrl) {
    try {
      unlock = lockDataDir(config.dataDir);
    } catch (error) {
      if (error instanceof DataDirLockedError) {
        console.error(error.message);
        process.exit(1);
      }
      throw error;
    }
  }
  const database = createDatabase(config);
  await migrateToLatest(database.db);
  // Authenticator secrets kept in plain text from before they were sealed are sealed now (decision 100).
  await sealPlainSecrets(database.db, config.jwtSecret);
  const imported = await importOldFolders(new FileStore(database.db), config.dataDir);
  if (imported > 0) console.log(`${imported} uploaded files moved from ${config.dataDir} into the database`);
  const { demoLogins, adminCreated } = await seedOnStart(config, database);
  const app = await buildApp({ config, database });
  app.addHook('onClose', async () => {
    await database.close();
    unlock();
  });

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'closing: finishing open requests');
    await app.close();
  });

  await app.listen({ port: config.port, host: config.host });
  const lines = [
    `Wholesale shop running at ${config.appUrl} (database: ${database.engine === 'sqlite' ? `SQLite in ${config.dataDir}` : 'PostgreSQL'})`,
  ];
  if (adminCreated) lines.push(`Administrator created: ${config.adminEmail}`);
  if (demoLogins.length > 0) {
    lines.push('Demo logins:');
    for (const login of demoLogins) lines.push(`  ${login.role.padEnd(18)} ${login.email.padEnd(24)} ${login.password}`);
  }
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
