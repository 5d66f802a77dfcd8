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

/** After the grace, how long the jobs, the outbox and the database may take to close before the process is ended anyway. */
const CLOSE_AFTER_GRACE_MS = 5000;

/**
 * A stop asked for while the shop starts (decision 109): the step under way (a migration, the demo
 * data) finishes, then the shop closes what it opened and exits 0 without having listened. A second
 * signal ends it at once. Once the shop listens, `closeWithGrace` takes the signals over.
 */
function stopWhileStarting() {
  let asked: NodeJS.Signals | null = null;
  const onSignal = (signal: NodeJS.Signals) => {
    if (asked) process.exit(1);
    asked = signal;
    console.log(`${signal} while starting: stopping after the step under way`);
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
  return {
    asked: () => asked !== null,
    release() {
      process.off('SIGTERM', onSignal);
      process.off('SIGINT', onSignal);
    },
  };
}

/** Reads config, takes the data folder (SQLite), opens the database, migrates, seeds, listens, closes gracefully. */
async function main() {
  const starting = stopWhileStarting();
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
  const stoppedEarly = () => {
    unlock();
    console.log('Stopped before listening');
    process.exit(0);
  };
  if (starting.asked()) return stoppedEarly();
  console.log(`Starting the wholesale shop (database: ${config.databaseUrl ? 'PostgreSQL' : `SQLite in ${config.dataDir}`})`);
  const database = createDatabase(config);
  const stopped = async () => {
    await database.close();
    stoppedEarly();
  };
  await migrateToLatest(database.db);
  if (starting.asked()) return stopped();
  // Authenticator secrets kept in plain text from before they were sealed are sealed now (decision 100).
  await sealPlainSecrets(database.db, config.jwtSecret);
  const imported = await importOldFolders(new FileStore(database.db), config.dataDir);
  if (imported > 0) console.log(`${imported} uploaded files moved from ${config.dataDir} into the database`);
  if (starting.asked()) return stopped();
  const { demoLogins, adminCreated } = await seedOnStart(config, database);
  if (starting.asked()) return stopped();
  const app = await buildApp({ config, database });
  if (starting.asked()) {
    await app.close();
    return stopped();
  }
  starting.release();

  // A graceful stop (decision 109): not ready at once (GET /api/health/ready answers 503), no new
  // connections, requests in flight finish for up to SHUTDOWN_GRACE_SECONDS and are then cut; the
  // jobs finish, the outbox hands back the mails it claimed and did not begin; then the database
  // closes (after the app's own closing, which still writes) and the process exits 0.
  const grace = config.shutdownGraceMs;
  closeWithGrace({ delay: grace + CLOSE_AFTER_GRACE_MS }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal, graceSeconds: grace / 1000 }, 'closing: not ready, finishing open requests');
    const cut = setTimeout(() => {
      app.log.warn('closing: requests still open after the grace are cut');
      app.server.closeAllConnections();
    }, grace);
    cut.unref();
    // A kept-alive connection whose request was answered is closed at once: the client asks again elsewhere.
    const idle = setInterval(() => app.server.closeIdleConnections(), 100);
    idle.unref();
    await app.close();
    clearTimeout(cut);
    clearInterval(idle);
    await database.close();
    unlock();
    app.log.info('closed');
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
