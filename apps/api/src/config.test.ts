import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseTrustProxy } from './config.ts';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'shop-config-'));

describe('configuration', () => {
  it('when several variables are wrong, then start-up fails with one readable list naming each', () => {
    const attempt = () => loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://mail', SEED_DEMO: 'maybe' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const text = (error as Error).message;
      for (const name of ['PORT', 'DATABASE_URL', 'SMTP_URL', 'SEED_DEMO']) expect(text).toContain(`- ${name}:`);
    }
  });

  it('when only one of ADMIN_EMAIL and ADMIN_PASSWORD is set, then start-up fails', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ADMIN_EMAIL: 'a@b.lt' })).toThrow(/set together/);
  });

  it('when JWT_SECRET is unset, then one secret is generated into DATA_DIR and reused on the next start', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8')).toBe(first.jwtSecret);
  });

  it('when DATABASE_URL is set without JWT_SECRET, then start-up fails: instances would sign with secrets of their own', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://shop@db/shop' })).toThrow(
      /JWT_SECRET: must be set when DATABASE_URL is/,
    );
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://shop@db/shop', JWT_SECRET: 's'.repeat(32) }).jwtSecret).toBe('s'.repeat(32));
  });

  it('when nothing is set, then the defaults of the operator interface apply', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      appUrl: 'http://localhost:3000',
      corsOrigins: [],
      secureCookiesAndHsts: false,
      databaseUrl: undefined,
    });
  });

  it('when APP_URL is https, then HSTS and upgrade-insecure-requests are switched on', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), APP_URL: 'https://shop.example.lt/' })).toMatchObject({
      appUrl: 'https://shop.example.lt',
      secureCookiesAndHsts: true,
    });
  });

  it.each([
    ['1', 1],
    ['2', 2],
    ['false', false],
    ['0', false],
    ['10.0.0.0/8', ['10.0.0.0/8']],
    ['127.0.0.1, 10.0.0.0/8,fd00::/8', ['127.0.0.1', '10.0.0.0/8', 'fd00::/8']],
    ['loopback', ['loopback']],
  ])('when TRUST_PROXY is "%s", then the shop trusts %j', (text, expected) => {
    expect(parseTrustProxy(text)).toEqual({ value: expected });
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: text }).trustProxy).toEqual(expected);
  });

  it.each(['true', '10.0.0.0/33', 'proxy.example.lt', '1.2.3', '-1'])('when TRUST_PROXY is "%s", then start-up fails naming TRUST_PROXY', (text) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: text })).toThrow(/TRUST_PROXY: /);
  });
});

describe('the shutdown grace', () => {
  it('when SHUTDOWN_GRACE_SECONDS is not set, then requests in flight get 10 seconds; when set, its seconds', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).shutdownGraceMs).toBe(10_000);
    expect(loadConfig({ DATA_DIR: dataDir(), SHUTDOWN_GRACE_SECONDS: '25' }).shutdownGraceMs).toBe(25_000);
  });

  it.each(['0', '-5', '2.5', 'soon', '601'])('when SHUTDOWN_GRACE_SECONDS is "%s", then start-up fails naming it', (text) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), SHUTDOWN_GRACE_SECONDS: text })).toThrow(/SHUTDOWN_GRACE_SECONDS: /);
  });
});

describe('backups and metrics settings', () => {
  it('when BACKUP_DIR is unset, then the shop makes no backups; set, it keeps them 14 days unless BACKUP_KEEP_DAYS says otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).backups).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir(), BACKUP_DIR: '/srv/backups' }).backups).toEqual({ dir: '/srv/backups', keepDays: 14 });
    expect(loadConfig({ DATA_DIR: dataDir(), BACKUP_DIR: '/srv/backups', BACKUP_KEEP_DAYS: '30' }).backups?.keepDays).toBe(30);
  });

  it('when BACKUP_KEEP_DAYS comes without BACKUP_DIR, is not a positive whole number, or BACKUP_DIR comes with PostgreSQL, then start-up fails naming it', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), BACKUP_KEEP_DAYS: '7' })).toThrow(/BACKUP_KEEP_DAYS: set BACKUP_DIR/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), BACKUP_DIR: '/b', BACKUP_KEEP_DAYS: '0' })).toThrow(/BACKUP_KEEP_DAYS: /);
    const postgres = { DATABASE_URL: 'postgres://shop@db/shop', JWT_SECRET: 'x'.repeat(32) };
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...postgres, BACKUP_DIR: '/b' })).toThrow(/BACKUP_DIR: .*pg_dump/);
  });

  it('when METRICS_ALLOW names addresses and CIDRs, then they are kept; a host name or a short METRICS_TOKEN fails start-up', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), METRICS_ALLOW: '127.0.0.1, 10.0.0.0/8,::1', METRICS_TOKEN: 'a'.repeat(16) });
    expect(config.metrics).toEqual({ token: 'a'.repeat(16), allow: ['127.0.0.1', '10.0.0.0/8', '::1'] });
    expect(() => loadConfig({ DATA_DIR: dataDir(), METRICS_ALLOW: 'prometheus.internal' })).toThrow(/METRICS_ALLOW: /);
    expect(() => loadConfig({ DATA_DIR: dataDir(), METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: /);
  });
});
