import { addDays, lastDayOf, lithuanianDate, readCsv, toCsv } from '@shop/domain';
import { startShopProcess, stopProcess } from '../support.ts';
import { queuedMails, remindersSettled, type DataSet } from './data-sets.ts';
import { healthWhile, oneUser, peakRss, resetPeakRss, timed, underLoad, type Timed } from './measure.ts';

/**
 * The screens of decision 073 asked through the HTTP API of the real server, against one seeded data set:
 * list pages and searches (one user, then 10 connections), the big customer's own lists, i.SAF of the
 * latest full month, the price list PDF and a 20,000-row import with the health check asked meanwhile,
 * and the cached catalogue's throughput alone and while an administrator searches orders.
 */

export interface Outcome {
  scenario: string;
  size: number;
  engine: string;
  /** One user's median (ms), or the one timing of a single-shot scenario. */
  median: number | null;
  /** p99 at 10 connections (ms). */
  p99: number | null;
  /** Peak RSS of the server during the scenario (MB). */
  rss: number | null;
  note: string;
  target: string;
  met: boolean | null;
}

const LIST = { median: 50, p99: 200 };
const CONNECTIONS = 10;
const LOAD_SECONDS = Number(process.env.SCALE_LOAD_SECONDS ?? 5);
const JWT_SECRET = 'scale-bench-secret-of-at-least-32-characters';

async function login(base: string, email: string, password: string): Promise<Record<string, string>> {
  const response = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
    signal: AbortSignal.timeout(60_000),
  });
  if (!response.ok) throw new Error(`login of ${email} answered ${response.status}: ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/** The import file: every product as the export writes it with one unit delivered, then new inactive products up to `rows`. */
async function importFile(
  base: string,
  adminAuth: Record<string, string>,
  rows: number,
): Promise<{ body: Blob; lines: number } | { failure: string }> {
  const exported = await fetch(`${base}/products/admin/export.csv`, { headers: adminAuth, signal: AbortSignal.timeout(60_000) });
  if (!exported.ok) return { failure: `export ${exported.status}` };
  const read = readCsv(await exported.text());
  if (!read.ok) return { failure: `export unreadable from line ${read.line}` };
  const [header, ...records] = read.records.map((r) => r.cells);
  if (!header) return { failure: 'empty export' };
  const columns = [...header, 'stock_change', 'stock_change_reason'];
  const lines: Array<Array<string | number>> = records.filter((r) => r.length === header.length).map((r) => [...r, '1', 'Scale bench delivery']);
  const at = (column: string) => header.indexOf(column);
  const known = new Set(records.map((r) => r[at('sku')]));
  for (let n = 1; lines.length < rows; n++) {
    const sku = `IMP-${String(n).padStart(5, '0')}`;
    if (known.has(sku)) continue;
    const line: Array<string | number> = columns.map(() => '');
    const set = (column: string, value: string) => {
      if (at(column) >= 0) line[at(column)] = value;
    };
    set('sku', sku);
    set('brand', 'Adalya');
    set('name', `Import test ${n}`);
    set('flavor', 'Mint');
    set('weight', '50g');
    set('category', 'Classic');
    set('price', '5,90');
    set('stock', '10');
    set('min_order_quantity', '5');
    set('is_active', 'false');
    lines.push(line);
  }
  const csv = toCsv([columns, ...lines]);
  return { body: new Blob([csv], { type: 'text/csv' }), lines: lines.length };
}

/** `only`: measure just the scenarios whose name holds one of these comma-separated words (`--only receivables,balance`). */
/** Waits for the reminders' first run after `since`, then (five minutes at most) until the outbox has sent what it queued: see `queuedMails`. */
async function outboxDrained(set: DataSet, since: number, log: (line: string) => void): Promise<void> {
  const started = performance.now();
  while (!(await remindersSettled(set, since)) && performance.now() - started < 120_000) await new Promise((resolve) => setTimeout(resolve, 1_000));
  let queued = await queuedMails(set);
  if (queued === 0) return;
  log(`waiting for the outbox's ${queued} mails (reminders of the first start, with their PDFs)…`);
  while (queued > 0 && performance.now() - started < 300_000) {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    queued = await queuedMails(set);
  }
  log(`outbox ${queued === 0 ? 'empty' : `still holds ${queued}`} after ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

export async function measureSet(
  set: DataSet,
  serverDir: string,
  port: number,
  log: (line: string) => void,
  only?: string | undefined,
): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  const engine = set.engine;
  const env: Record<string, string> = {
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    DATA_DIR: set.dataDir,
    RATE_LIMIT_LOGIN_MAX: '1000',
    RATE_LIMIT_LOGIN_ADDRESS_MAX: '1000',
  };
  if (set.databaseUrl) Object.assign(env, { DATABASE_URL: set.databaseUrl, JWT_SECRET });
  const base = `http://127.0.0.1:${port}/api`;
  const start = async () => {
    const started = performance.now();
    const startedAt = Date.now();
    const child = await startShopProcess(env, `${base}/health`, { serverDir, timeoutMs: 300_000 });
    log(`server of ${serverDir} up in ${((performance.now() - started) / 1000).toFixed(1)} s (pid ${child.pid})`);
    await outboxDrained(set, startedAt, log);
    return child;
  };
  let server = await start();
  let pid = server.pid!;
  const ended = () => (server.exitCode !== null || server.signalCode !== null ? String(server.exitCode ?? server.signalCode) : null);
  const row = (scenario: string, fields: Partial<Outcome> & Pick<Outcome, 'target' | 'met'>): Outcome => {
    const outcome: Outcome = { scenario, size: set.size, engine, median: null, p99: null, rss: null, note: '', ...fields };
    const how = ended();
    if (how) outcome.note += `; server ended (${how})`;
    outcomes.push(outcome);
    log(
      `${scenario}: ${outcome.median === null ? '—' : `${outcome.median.toFixed(0)} ms`}${outcome.p99 === null ? '' : `, p99 ${outcome.p99} ms`} ${outcome.note}`,
    );
    return outcome;
  };
  /** One scenario: on a running server (started again when the one before ended), its failure a row. */
  const step = async (scenario: string, target: string, work: () => Promise<void>, fresh = false) => {
    if (only && !only.split(',').some((words) => scenario.includes(words.trim()))) return;
    try {
      // A server that ended, or does not answer its health check within the request timeout, is started
      // again; `fresh` starts it again anyway (a memory target is about the scenario, not what earlier lists left).
      if (fresh || ended() || (await timed(`${base}/health`)).failure) {
        await stopProcess(server);
        server = await start();
        pid = server.pid!;
      }
      await work();
    } catch (error) {
      row(scenario, { note: `failed: ${(error as Error).message}`, target, met: false });
    }
  };
  try {
    const { seeded } = set;
    const adminLogin = seeded.logins.find((l) => l.role === 'administrator')!;
    const bigLogin = seeded.logins.find((l) => l.role === 'big customer')!;
    const adminAuth = await login(base, adminLogin.email, adminLogin.password);
    const bigAuth = await login(base, bigLogin.email, bigLogin.password);
    const q = encodeURIComponent;
    const today = lithuanianDate(new Date());
    const quarterAgo = addDays(today, -90);

    /** A list page or a search: one user's median, then p99 at 10 connections (skipped when one user already takes over a second). */
    const list = (scenario: string, url: string, auth: Record<string, string>, target = LIST) =>
      step(scenario, `≤ ${target.median} ms, p99 ≤ ${target.p99} ms`, async () => {
        resetPeakRss(pid);
        const one = await oneUser(`${base}${url}`, auth);
        const refused = one.statuses.find((s) => s >= 400 && s < 500);
        let p99: number | null = null;
        let note = one.failure ? `failed: ${one.failure}` : refused ? `answered ${refused}` : `${(one.bytes / 1024).toFixed(0)} KB`;
        if (!one.failure && !refused) {
          if (one.median > 1_000) note += `; 10 connections skipped (one user ${(one.median / 1000).toFixed(1)} s)`;
          else {
            const loaded = await underLoad(`${base}${url}`, auth, CONNECTIONS, LOAD_SECONDS);
            p99 = loaded.p99;
            if (loaded.failure) note += `; under load ${loaded.failure}`;
          }
        }
        const met = !one.failure && !refused && one.median <= target.median && p99 !== null && p99 <= target.p99;
        row(scenario, {
          median: one.median,
          p99,
          rss: peakRss(pid),
          note,
          target: `≤ ${target.median} ms, p99 ≤ ${target.p99} ms`,
          met,
        });
      });

    await list('admin orders, page 1', '/orders/admin/all?page=1&limit=50', adminAuth);
    await list('admin orders, search company words', `/orders/admin/all?search=${q(seeded.probes.companyWords)}&page=1&limit=50`, adminAuth);
    await list('admin orders, search by number', `/orders/admin/all?search=${q(seeded.probes.orderNumber)}&page=1&limit=50`, adminAuth);
    await list('admin orders, search by e-mail', `/orders/admin/all?search=${q(seeded.probes.email)}&page=1&limit=50`, adminAuth);
    await list('admin orders, status + 90 days', `/orders/admin/all?status=ended&from=${quarterAgo}&to=${today}&page=1&limit=50`, adminAuth);
    await list('admin invoices, page 1', '/invoices/admin/all?page=1&limit=50', adminAuth);
    await list('admin pre-invoices, page 1', '/pre-invoices/admin/all?page=1&limit=50', adminAuth);
    await list('admin credit notes, page 1', '/credit-notes/admin/all?page=1&limit=50', adminAuth);
    await list('admin customers, page 1', '/users/admin/all?page=1&limit=50', adminAuth);
    await list('admin customers, search', `/users/admin/all?search=${q(seeded.probes.customerWords)}&page=1&limit=50`, adminAuth);
    await list('audit log, entity = order', '/audit-log?entity=order&page=1&limit=50', adminAuth);
    await list('audit log, by actor', `/audit-log?actor=${q(adminLogin.email)}&page=1&limit=50`, adminAuth);
    await list('dashboard stats (admin)', '/dashboard/stats', adminAuth);
    await list('big customer: own orders, page 1', '/orders?page=1', bigAuth, { median: 100, p99: 200 });
    await list('big customer: own invoices', '/invoices?page=1', bigAuth);
    // What each customer owes (decision 080): the open invoices of every customer, summed and aged.
    await list('receivables, page 1', '/invoices/admin/receivables?page=1&limit=50', adminAuth);
    await list('receivables by company, page 10', '/invoices/admin/receivables?sort=company&page=10&limit=50', adminAuth);
    await list('receivables CSV, every customer', '/invoices/admin/receivables.csv?sort=oldest&lang=lt', adminAuth, { median: 200, p99: 500 });
    await list('big customer: balance', '/account/balance', bigAuth);

    // i.SAF of the latest full month: its time and the server's peak memory while it is made.
    await step(
      'i.SAF',
      '≤ 2 s, ≤ 300 MB peak RSS',
      async () => {
        const month = seeded.latestFullMonth;
        resetPeakRss(pid);
        const result: Timed = await timed(`${base}/invoices/admin/isaf?from=${month}-01&to=${lastDayOf(month)}`, { headers: adminAuth });
        const rss = peakRss(pid);
        const ok = !result.failure && result.status === 200;
        row(`i.SAF of ${month}`, {
          median: result.ms,
          rss,
          note: `${ok ? `${(result.bytes / 1024 / 1024).toFixed(1)} MB of XML` : `failed: ${result.failure ?? result.status}`}; on a server started for it`,
          target: '≤ 2 s, ≤ 300 MB peak RSS',
          met: ok && result.ms <= 2_000 && rss <= 300,
        });
      },
      true,
    );

    // The price list PDF, with the health check asked meanwhile.
    await step('price list PDF', '≤ 3 s, health ≤ 100 ms meanwhile', async () => {
      resetPeakRss(pid);
      const { result, worstMs, samples } = await healthWhile(
        `${base}/health`,
        timed(`${base}/products/price-list.pdf?lang=lt`, { headers: bigAuth }),
      );
      const ok = !result.failure && result.status === 200;
      row('price list PDF', {
        median: result.ms,
        rss: peakRss(pid),
        note: `${ok ? `${(result.bytes / 1024).toFixed(0)} KB` : `failed: ${result.failure ?? result.status}`}; health worst ${worstMs.toFixed(0)} ms of ${samples}`,
        target: '≤ 3 s, health ≤ 100 ms meanwhile',
        met: ok && result.ms <= 3_000 && worstMs <= 100,
      });
    });

    // The cached catalogue as the shop screen asks it, alone and while an administrator searches orders:
    // as a person does (a search each time typing pauses: the screen waits 300 ms), and back to back
    // (a harder case than any person: on this machine the load generator shares the two cores).
    for (const [label, pauseMs] of [
      ['catalogue throughput, admin searching', 300],
      ['catalogue throughput, admin searching back to back', 0],
    ] as const)
      await step(label, '≥ 80 % of alone', async () => {
        const catalogueUrl = `${base}/products?limit=48&t=1`;
        resetPeakRss(pid);
        const alone = await underLoad(catalogueUrl, bigAuth, CONNECTIONS, LOAD_SECONDS);
        let searching = true;
        const searches = [seeded.probes.companyWords, seeded.probes.email, seeded.probes.orderNumber, 'vilnius'];
        const admin = (async () => {
          let n = 0;
          while (searching) {
            await timed(`${base}/orders/admin/all?search=${q(searches[n++ % searches.length]!)}&page=1&limit=50`, { headers: adminAuth });
            if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
          }
          return n;
        })();
        const shared = await underLoad(catalogueUrl, bigAuth, CONNECTIONS, LOAD_SECONDS);
        searching = false;
        const adminSearches = await admin;
        const ratio = shared.rps / alone.rps;
        row(label, {
          median: null,
          p99: shared.p99,
          rss: peakRss(pid),
          note: `${alone.rps.toFixed(0)} req/s alone, ${shared.rps.toFixed(0)} req/s with ${adminSearches} order searches = ${(ratio * 100).toFixed(0)} %${alone.failure || shared.failure ? `; ${alone.failure ?? shared.failure}` : ''}`,
          target: '≥ 80 % of alone',
          met: !alone.failure && !shared.failure && ratio >= 0.8,
        });
      });

    // A 20,000-row CSV import, dry run and real, with the health check asked meanwhile.
    await step('CSV import 20,000 rows', '< 30 s, health < 100 ms', async () => {
      const file = await importFile(base, adminAuth, 20_000);
      if ('failure' in file) row('CSV import 20,000 rows', { note: `failed: ${file.failure}`, target: '< 30 s, health < 100 ms', met: false });
      else
        for (const dryRun of [true, false]) {
          resetPeakRss(pid);
          const form = new FormData();
          form.append('file', file.body, 'products.csv');
          const { result, worstMs, samples } = await healthWhile(
            `${base}/health`,
            timed(`${base}/products/admin/import?dry_run=${dryRun}`, { method: 'POST', headers: adminAuth, body: form }),
          );
          const ok = !result.failure && result.status === 200;
          row(`CSV import ${file.lines.toLocaleString('en')} rows, ${dryRun ? 'dry run' : 'real'}`, {
            median: result.ms,
            rss: peakRss(pid),
            note: `${ok ? 'ok' : `failed: ${result.failure ?? `answered ${result.status}`}`}; health worst ${worstMs.toFixed(0)} ms of ${samples}`,
            target: '< 30 s, health < 100 ms',
            met: ok && result.ms < 30_000 && worstMs < 100,
          });
        }
    });
  } catch (error) {
    row('bench stopped', { note: `failed: ${(error as Error).message}`, target: '', met: false });
  } finally {
    if (server.exitCode !== null || server.signalCode !== null)
      row('server', { note: `ended (${server.exitCode ?? server.signalCode})`, target: '', met: false });
    await stopProcess(server);
  }
  return outcomes;
}
