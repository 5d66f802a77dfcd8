import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { nowIso } from '../apps/api/src/lib/clock.ts';
import { hashPassword } from '../apps/api/src/lib/passwords.ts';
import { insertUser } from '../apps/api/src/modules/users/users.repository.ts';
import { migratedDatabase, root, startServer, stopProcess } from './support.ts';

// `npm run bench` (accounts part): what an anonymous flood does to a real customer, and
// whether answers tell known e-mails from unknown ones.
//  1. login and static-file latency alone, then while 64 connections post made-up reset links
//     (before: each cost a full argon2 hash; now one indexed read);
//  2. register, forgot-password and resend-verification timed for known and unknown e-mails.
const PORT = 4431;
const FLOOD_CONNECTIONS = 64;
const FLOOD_SECONDS = 8;
const SAMPLES = 40;
const base = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-auth-bench-'));
const PASSWORD = 'Bench-Kaljanas-2026';
const KNOWN = 'known@bench.lt';

async function seed() {
  const database = await migratedDatabase(undefined, dataDir);
  const now = nowIso();
  await insertUser(database.db, {
    email: KNOWN,
    password_hash: await hashPassword(PASSWORD),
    company_name: 'Known UAB',
    company_reg_number: '1',
    contact_person: 'Known',
    approval_status: 'approved',
    approved_at: now,
  });
  await database.db.updateTable('users').set({ email_verified_at: now }).execute();
  await database.close();
}

function start() {
  // Login and reset keep their default limits (the flood meets them as an attacker would); the
  // timing samples of register, forgot and resend need more than their 5 an hour.
  return startServer(PORT, { RATE_LIMIT_REGISTER_MAX: '1000000', RATE_LIMIT_EMAIL_MAX: '1000000', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
}

const post = (url: string, body: unknown) =>
  fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function timed(work: () => Promise<Response>): Promise<number> {
  const started = performance.now();
  const answer = await work();
  await answer.arrayBuffer();
  if (answer.status >= 500) throw new Error(`answer ${answer.status}`);
  return performance.now() - started;
}

const percentile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))]!;

async function latencies(work: () => Promise<Response>, count = SAMPLES): Promise<{ p50: number; p99: number }> {
  const samples: number[] = [];
  for (let i = 0; i < count; i++) samples.push(await timed(work));
  return { p50: percentile(samples, 0.5), p99: percentile(samples, 0.99) };
}

const login = () => post('/api/auth/login', { email: KNOWN, password: PASSWORD });
const staticFile = () => fetch(`${base}/`);
const hasWeb = existsSync(path.join(root, 'apps/web/dist/index.html'));

type Flood = { url: string; method?: 'POST'; body?: string };
const resetFlood: Flood = {
  url: '/api/auth/reset-password',
  method: 'POST',
  body: JSON.stringify({ token: 'made-up-token-made-up-token-made-up', password: 'Flood-Password-2026' }),
};
// The reference: the same number of connections asking the cheapest question there is.
const healthFlood: Flood = { url: '/api/health' };

/** Login and static-file latency while `flood` runs at full speed. */
async function underFlood(flood: Flood) {
  const running = autocannon({
    url: `${base}${flood.url}`,
    method: flood.method ?? 'GET',
    connections: FLOOD_CONNECTIONS,
    duration: FLOOD_SECONDS,
    headers: { 'content-type': 'application/json' },
    ...(flood.body ? { body: flood.body } : {}),
  });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const measured = { login: await latencies(login, 20), file: hasWeb ? await latencies(staticFile, 20) : null };
  return { ...measured, result: await running };
}

await seed();
const server = await start();
try {
  const quiet = { login: await latencies(login), file: hasWeb ? await latencies(staticFile) : null };
  const reference = await underFlood(healthFlood);
  const loaded = await underFlood(resetFlood);
  const floodResult = loaded.result;

  let n = 0;
  const register = (email: string) => () =>
    post('/api/auth/register', {
      company_name: 'Bench UAB',
      company_reg_number: '1',
      contact_person: 'Bench',
      email,
      password: PASSWORD,
      js_enabled: true,
      form_elapsed_seconds: 10,
    });
  const timing = {
    register: { known: await latencies(register(KNOWN), 20), unknown: await latencies(() => register(`new-${++n}@bench.lt`)(), 20) },
    forgot: {
      known: await latencies(() => post('/api/auth/forgot-password', { email: KNOWN })),
      unknown: await latencies(() => post('/api/auth/forgot-password', { email: `nobody-${++n}@bench.lt` })),
    },
    resend: {
      known: await latencies(() => post('/api/auth/resend-verification', { email: KNOWN })),
      unknown: await latencies(() => post('/api/auth/resend-verification', { email: `nobody-${++n}@bench.lt` })),
    },
  };

  const ms = (v: number) => v.toFixed(1).padStart(8);
  console.log(`\nAccounts benchmark: ${FLOOD_CONNECTIONS} connections posting made-up reset links for ${FLOOD_SECONDS} s\n`);
  console.log('                           quiet p50  quiet p99  health-flood p50  reset-flood p50  reset-flood p99');
  console.log(
    `login (right password)     ${ms(quiet.login.p50)}   ${ms(quiet.login.p99)}          ${ms(reference.login.p50)}         ${ms(loaded.login.p50)}         ${ms(loaded.login.p99)}`,
  );
  if (quiet.file && loaded.file && reference.file)
    console.log(
      `static file (/)            ${ms(quiet.file.p50)}   ${ms(quiet.file.p99)}          ${ms(reference.file.p50)}         ${ms(loaded.file.p50)}         ${ms(loaded.file.p99)}`,
    );
  console.log(
    `made-up reset links: ${Math.round(floodResult.requests.average)} answers/s, p99 ${floodResult.latency.p99} ms, ${floodResult.non2xx} refused (400 or 429), ${floodResult.errors} errors`,
  );
  console.log('\nknown vs unknown e-mail     known p50  unknown p50  known p99  unknown p99');
  for (const [name, t] of Object.entries(timing)) {
    console.log(`${name.padEnd(26)} ${ms(t.known.p50)}    ${ms(t.unknown.p50)}   ${ms(t.known.p99)}    ${ms(t.unknown.p99)}`);
  }
  // Before decision 021 each made-up link cost a full argon2 hash: login went from 11 ms to ~800 ms. Now
  // such a flood may slow a login no more than a flood of the cheapest request does (+50 %).
  const flooded = loaded.login.p50 <= reference.login.p50 * 1.5;
  console.log(`\n${flooded ? 'met    ' : 'MISSED '} login p50 under made-up reset links <= 1.5 x under a health-check flood (was ~800 ms)`);
  const equal = Object.values(timing).every((t) => Math.abs(t.known.p50 - t.unknown.p50) <= 5);
  console.log(`${equal ? 'met    ' : 'MISSED '} known and unknown e-mails answer within 5 ms of each other (median)`);
} finally {
  await stopProcess(server);
  rmSync(dataDir, { recursive: true, force: true });
}
