import { type Config, ConfigError, loadConfig } from '../../config.ts';

/** Ends the command with a message and exit code 1. */
export function failCli(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The shop's configuration, as it starts with it; the commands work on the embedded database only. */
export function configForCli(): Config {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) failCli(error.message);
    throw error;
  }
  if (config.databaseUrl)
    failCli('The shop runs on PostgreSQL (DATABASE_URL): back it up with pg_dump -Fc and restore with pg_restore (README, "Backups").');
  return config;
}
