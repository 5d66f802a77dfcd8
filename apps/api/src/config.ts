import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** The only reader of process.env (DESIGN.md "Operator interface"). */
const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const positiveInt = (fallback: number) => z.coerce.number({ error: 'must be a number' }).int('must be a whole number').positive('must be above 0').default(fallback);

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
  JWT_EXPIRES_IN: z.string().regex(/^\d+[smhd]$/, 'must look like 7d, 12h or 30m').default('7d'),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
  MAIL_FROM: z.string().min(3).default('Hookah Wholesale <no-reply@localhost>'),
  ADMIN_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  SEED_DEMO: booleanText.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CORS_ORIGINS: z.string().default(''),
  TRUST_PROXY: booleanText.default(false),
  RATE_LIMIT_LOGIN_MAX: positiveInt(10),
  RATE_LIMIT_LOGIN_WINDOW_MINUTES: positiveInt(15),
  RATE_LIMIT_REGISTER_MAX: positiveInt(5),
  RATE_LIMIT_REGISTER_WINDOW_MINUTES: positiveInt(60),
  RATE_LIMIT_EMAIL_MAX: positiveInt(5),
  RATE_LIMIT_EMAIL_WINDOW_MINUTES: positiveInt(60),
  RATE_LIMIT_BUG_REPORT_MAX: positiveInt(20),
  RATE_LIMIT_BUG_REPORT_WINDOW_MINUTES: positiveInt(10),
  BUG_REPORT_RETENTION_DAYS: positiveInt(90),
  GEOLOCATION_URL: z.url({ error: 'must be a URL such as https://ipapi.co/json/' }).optional(),
  WEB_DIST_DIR: z.string().min(1).optional(),
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
  mailFrom: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  seedDemo: boolean | undefined;
  logLevel: string;
  /** Bug reports older than this many days are deleted (default 90). */
  bugReportRetentionDays: number;
  /** Optional IP-geolocation service the age gate asks (3 s time-out) to refine its language. */
  geolocationUrl: string | undefined;
  corsOrigins: string[];
  trustProxy: boolean;
  secureCookiesAndHsts: boolean;
  webDistDir: string;
  rateLimits: { login: RateLimitRule; register: RateLimitRule; email: RateLimitRule; bugReport: RateLimitRule };
}

export class ConfigError extends Error {}

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
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
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError('Invalid configuration:\n  - ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  const dataDir = path.resolve(overrides.dataDir ?? e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
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
    mailFrom: e.MAIL_FROM,
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    corsOrigins: e.CORS_ORIGINS.split(',').map((origin) => origin.trim()).filter(Boolean),
    trustProxy: e.TRUST_PROXY,
    secureCookiesAndHsts: appUrl.startsWith('https://'),
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : path.resolve(import.meta.dirname, '../../web/dist'),
    bugReportRetentionDays: e.BUG_REPORT_RETENTION_DAYS,
    geolocationUrl: e.GEOLOCATION_URL,
    rateLimits: {
      login: { max: e.RATE_LIMIT_LOGIN_MAX, windowMs: minutes(e.RATE_LIMIT_LOGIN_WINDOW_MINUTES) },
      register: { max: e.RATE_LIMIT_REGISTER_MAX, windowMs: minutes(e.RATE_LIMIT_REGISTER_WINDOW_MINUTES) },
      email: { max: e.RATE_LIMIT_EMAIL_MAX, windowMs: minutes(e.RATE_LIMIT_EMAIL_WINDOW_MINUTES) },
      bugReport: { max: e.RATE_LIMIT_BUG_REPORT_MAX, windowMs: minutes(e.RATE_LIMIT_BUG_REPORT_WINDOW_MINUTES) },
    },
    ...overrides,
  });
}
