import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { makePrivateDirSync, tightenExistingSync, writePrivateFileSync } from './lib/private-files.ts';

/** The only reader of process.env (README "Configuration"). */
const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const positiveInt = (fallback: number) =>
  z.coerce.number({ error: 'must be a number' }).int('must be a whole number').positive('must be above 0').default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number({ error: 'must be a number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  APP_URL: z.url({ error: 'must be a URL such as https://shop.example.lt' }).optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_EXPIRES_IN: z
    .string()
    .regex(/^\d+[smhd]$/, 'must look like 7d, 12h or 30m')
    .default('7d'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Hookah Wholesale <no-reply@localhost>'),
  ADMIN_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  SEED_DEMO: booleanText.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CORS_ORIGINS: z.string().default(''),
  TRUST_PROXY: z.string().default('false'),
  MAIL_RETRY_SECONDS: positiveInt(30),
  RATE_LIMIT_LOGIN_MAX: positiveInt(10),
  RATE_LIMIT_LOGIN_WINDOW_MINUTES: positiveInt(15),
  RATE_LIMIT_LOGIN_ADDRESS_MAX: positiveInt(30),
  RATE_LIMIT_REGISTER_MAX: positiveInt(5),
  RATE_LIMIT_REGISTER_WINDOW_MINUTES: positiveInt(60),
  RATE_LIMIT_EMAIL_MAX: positiveInt(5),
  RATE_LIMIT_EMAIL_WINDOW_MINUTES: positiveInt(60),
  RATE_LIMIT_BUG_REPORT_MAX: positiveInt(20),
  RATE_LIMIT_BUG_REPORT_WINDOW_MINUTES: positiveInt(10),
  BUG_REPORT_RETENTION_DAYS: positiveInt(90),
  BUG_REPORT_STORAGE_MB: positiveInt(500),
  GEOLOCATION_URL: z.url({ error: 'must be a URL such as https://ipapi.co/json/' }).optional(),
  WEB_DIST_DIR: z.string().min(1).optional(),
  PDF_THREADS: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').positive('must be above 0').optional(),
  PDF_QUEUE: positiveInt(32),
  PDF_PER_ACCOUNT: positiveInt(2),
  SHUTDOWN_GRACE_SECONDS: positiveInt(10).pipe(z.number().max(600, 'must be at most 600 (ten minutes)')),
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_KEEP_DAYS: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').positive('must be above 0').optional(),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  METRICS_ALLOW: z.string().default(''),
  SITEMAP_URLS_PER_FILE: positiveInt(50_000).pipe(z.number().max(50_000, 'must be at most 50000 (the sitemap protocol)')),
});

export interface RateLimitRule {
  max: number;
  windowMs: number;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  appUrl: string;
  jwtSecret: string;
  jwtExpiresIn: string;
  smtpUrl: string | undefined;
  /** The first wait before a failed mail is tried again (then doubled each time, at most an hour). */
  mailRetryMs: number;
  mailFrom: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  seedDemo: boolean | undefined;
  logLevel: string;
  /** Bug reports older than this many days are deleted (default 90). */
  bugReportRetentionDays: number;
  /** Disk budget of all bug-report screenshots, in bytes (BUG_REPORT_STORAGE_MB, default 500 MB); the oldest go first. */
  bugReportStorageBytes: number;
  /** Optional IP-geolocation service the age gate asks (3 s time-out) to refine its language. */
  geolocationUrl: string | undefined;
  corsOrigins: string[];
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses and CIDRs (see parseTrustProxy). */
  trustProxy: TrustProxy;
  secureCookiesAndHsts: boolean;
  webDistDir: string;
  /** login: per account and address; loginAddress: per address over all accounts. */
  rateLimits: { login: RateLimitRule; loginAddress: RateLimitRule; register: RateLimitRule; email: RateLimitRule; bugReport: RateLimitRule };
  /** PDFs (decision 070): threads that draw them, how many may wait, how many one account may ask at once. */
  pdf: { threads: number; maxQueue: number; perAccount: number };
  /** On SIGTERM, how long requests in flight may take before they are cut and the shop exits (decision 109). */
  shutdownGraceMs: number;
  /** The embedded database copied into `dir` once a day, copies older than `keepDays` deleted; off when BACKUP_DIR is unset (decision 110). */
  backups: { dir: string; keepDays: number } | undefined;
  /** Who may read GET /api/metrics: the bearer `token`, or a caller whose address is in `allow` (addresses, CIDRs); nobody when neither is set. */
  metrics: { token: string | undefined; allow: string[] };
  /** Addresses in one sitemap file: 50,000, the sitemap protocol's limit (tests set fewer). */
  sitemapUrlsPerFile: number;
}

export class ConfigError extends Error {}

export type TrustProxy = false | number | string[];

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY names the proxies in front of the shop: `false` (none, the default), a hop count
 * (`1` behind one reverse proxy), or proxy addresses and CIDRs (`10.0.0.0/8,127.0.0.1`). The
 * client's address is then the right-most X-Forwarded-For entry that is not a trusted proxy.
 * `true` (believe every entry) is refused: the left-most entry is whatever the client wrote.
 */
export function parseTrustProxy(text: string): { value: TrustProxy } | { error: string } {
  const value = text.trim().toLowerCase();
  if (value === 'false' || value === 'no' || value === '0' || value === '') return { value: false };
  if (value === 'true' || value === 'yes') {
    return {
      error:
        "true would believe any X-Forwarded-For address a client sends; give the hop count (1 behind one proxy) or the proxies' addresses (10.0.0.0/8)",
    };
  }
  if (/^\d+$/.test(value)) return { value: Number(value) };
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.find((entry) => !PROXY_NAMES.has(entry) && !isAddressOrCidr(entry));
  return bad === undefined
    ? { value: entries }
    : { error: `"${bad}" is neither a hop count nor an IP address or CIDR (such as 1, 10.0.0.0/8 or 127.0.0.1)` };
}

/** TRUST_PROXY as Fastify takes it: a hop count becomes "the first n hops from this server are proxies". */
export function trustedProxies(trustProxy: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy !== 'number') return trustProxy;
  return trustProxy === 0 ? false : (_address, hop) => hop < trustProxy;
}

function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Addresses and CIDRs, comma-separated (METRICS_ALLOW). */
function addressList(text: string): { value: string[] } | { error: string } {
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.find((entry) => !isAddressOrCidr(entry));
  return bad === undefined ? { value: entries } : { error: `"${bad}" is not an IP address or CIDR (such as 127.0.0.1 or 10.0.0.0/8)` };
}

/** Nightly backups of the embedded database: BACKUP_DIR turns them on, BACKUP_KEEP_DAYS (default 14) says how long copies stay. */
function backupsOf(e: z.infer<typeof envSchema>): Config['backups'] {
  if (e.BACKUP_DIR === undefined) {
    if (e.BACKUP_KEEP_DAYS !== undefined)
      throw new ConfigError('Invalid configuration:\n  - BACKUP_KEEP_DAYS: set BACKUP_DIR too (the folder the copies go to)');
    return undefined;
  }
  if (e.DATABASE_URL !== undefined) {
    throw new ConfigError(
      'Invalid configuration:\n  - BACKUP_DIR: copies the embedded database; on PostgreSQL back up with pg_dump or continuous archiving (README, "Backups")',
    );
  }
  return { dir: path.resolve(e.BACKUP_DIR), keepDays: e.BACKUP_KEEP_DAYS ?? 14 };
}

/** DATA_DIR/jwt-secret, generated once (mode 600, written whole or not at all); an older, wider one is tightened. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    tightenExistingSync(file, 'The JWT secret');
    return readFileSync(file, 'utf8').trim();
  }
  const secret = randomBytes(48).toString('base64url');
  writePrivateFileSync(file, secret);
  return secret;
}

/** Parses the environment once; throws ConfigError listing every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  if ('error' in trustProxy) throw new ConfigError(`Invalid configuration:\n  - TRUST_PROXY: ${trustProxy.error}`);
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError('Invalid configuration:\n  - ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if (e.DATABASE_URL !== undefined && e.JWT_SECRET === undefined) {
    // Each instance would generate its own into its DATA_DIR and refuse the others' tokens.
    throw new ConfigError('Invalid configuration:\n  - JWT_SECRET: must be set when DATABASE_URL is, the same on every instance of the shop');
  }
  const backups = backupsOf(e);
  const metricsAllow = addressList(e.METRICS_ALLOW);
  if ('error' in metricsAllow) throw new ConfigError(`Invalid configuration:\n  - METRICS_ALLOW: ${metricsAllow.error}`);
  const dataDir = path.resolve(overrides.dataDir ?? e.DATA_DIR);
  makePrivateDirSync(dataDir, 'DATA_DIR');
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const minutes = (n: number) => n * 60_000;
  return Object.freeze({
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    appUrl,
    jwtSecret: e.JWT_SECRET ?? readOrCreateSecret(dataDir),
    jwtExpiresIn: e.JWT_EXPIRES_IN,
    smtpUrl: e.SMTP_URL,
    mailRetryMs: e.MAIL_RETRY_SECONDS * 1000,
    mailFrom: e.MAIL_FROM,
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    trustProxy: trustProxy.value,
    secureCookiesAndHsts: appUrl.startsWith('https://'),
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : path.resolve(import.meta.dirname, '../../web/dist'),
    bugReportRetentionDays: e.BUG_REPORT_RETENTION_DAYS,
    bugReportStorageBytes: e.BUG_REPORT_STORAGE_MB * 1024 * 1024,
    geolocationUrl: e.GEOLOCATION_URL,
    rateLimits: {
      login: { max: e.RATE_LIMIT_LOGIN_MAX, windowMs: minutes(e.RATE_LIMIT_LOGIN_WINDOW_MINUTES) },
      loginAddress: { max: e.RATE_LIMIT_LOGIN_ADDRESS_MAX, windowMs: minutes(e.RATE_LIMIT_LOGIN_WINDOW_MINUTES) },
      register: { max: e.RATE_LIMIT_REGISTER_MAX, windowMs: minutes(e.RATE_LIMIT_REGISTER_WINDOW_MINUTES) },
      email: { max: e.RATE_LIMIT_EMAIL_MAX, windowMs: minutes(e.RATE_LIMIT_EMAIL_WINDOW_MINUTES) },
      bugReport: { max: e.RATE_LIMIT_BUG_REPORT_MAX, windowMs: minutes(e.RATE_LIMIT_BUG_REPORT_WINDOW_MINUTES) },
    },
    // One thread per core but one, so the event loop keeps a core of its own; at least one.
    pdf: { threads: e.PDF_THREADS ?? Math.max(1, availableParallelism() - 1), maxQueue: e.PDF_QUEUE, perAccount: e.PDF_PER_ACCOUNT },
    shutdownGraceMs: e.SHUTDOWN_GRACE_SECONDS * 1000,
    backups,
    metrics: { token: e.METRICS_TOKEN, allow: metricsAllow.value },
    sitemapUrlsPerFile: e.SITEMAP_URLS_PER_FILE,
    ...overrides,
  });
}
