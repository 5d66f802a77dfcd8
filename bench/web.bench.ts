import { spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { generateReport, type Result } from 'lighthouse';
import { freePort } from '../apps/api/src/test/scratch-database.ts';
import { root, startShopProcess, stopProcess } from './support.ts';

// `npm run bench:web` ("Fast first load on a phone"): builds the web app, starts the demo shop as
// `npm start` does (demo data seeded into a fresh embedded database in a temporary folder, on a free
// port), and runs Lighthouse's default mobile audit (simulated slow 4G, 4x CPU) in Debian's Chromium
// on every public page (home, catalogue, a product, sign-in, registration, forgotten password), as a
// fresh visitor (age gate included), each
// BENCH_RUNS times (default 3); the run with the median performance score of each page counts.
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/**
 * Lighthouse's CPU slowdown: 4, its default, is the issue's measure. Its throttling guide advises a
 * smaller one on a host slower than a fast desktop (the benchmark index printed below, 1000–1500:
 * about 2); BENCH_CPU_SLOWDOWN sets it for such a look, reported in the header, never the default.
 */
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const CATEGORIES = ['performance', 'accessibility', 'seo', 'best-practices'];
/** What a developer's shell may set that `npm start` on a clean shell would not: '' counts as unset (config.ts). */
const UNSET = [
  'NODE_ENV',
  'DATABASE_URL',
  'JWT_SECRET',
  'SEED_DEMO',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'SMTP_URL',
  'WEB_DIST_DIR',
  'GEOLOCATION_URL',
  'TRUST_PROXY',
  'CORS_ORIGINS',
];

interface Measured {
  performance: number;
  accessibility: number;
  seo: number;
  bestPractices: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  speedIndexMs: number;
  kib: number;
  lcpElement: string;
  lcpParts: string;
  /** The element whose shifts count most towards CLS, with their score; '' when nothing shifted. */
  shifted: string;
  failing: Record<'accessibility' | 'seo' | 'best-practices', string[]>;
  lhr: Result;
  file: string;
}

interface Page {
  path: string;
  /** For report file names. */
  name: string;
  runs: Measured[];
}

interface Target {
  label: string;
  value: (m: Measured) => number;
  met: (value: number) => boolean;
  show: (value: number) => string;
  /** Which way is better: the worst page is the one furthest the other way. */
  better: 'higher' | 'lower';
  /** Printed, never failing. */
  soft?: string;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const TARGETS: Target[] = [
  { label: 'performance >= 90', value: (m) => m.performance, met: (v) => v >= 90, show: String, better: 'higher' },
  {
    label: "performance >= 95 (the issue's target)",
    value: (m) => m.performance,
    met: (v) => v >= 95,
    show: String,
    better: 'higher',
    soft: 'only below 90 fails',
  },
  { label: 'LCP <= 2.5 s', value: (m) => m.lcpMs, met: (v) => v <= 2500, show: seconds, better: 'lower' },
  { label: 'CLS <= 0.1', value: (m) => m.cls, met: (v) => v <= 0.1, show: (v) => v.toFixed(3), better: 'lower' },
  { label: 'TBT <= 200 ms', value: (m) => m.tbtMs, met: (v) => v <= 200, show: (v) => `${v.toFixed(0)} ms`, better: 'lower' },
  { label: 'accessibility 100', value: (m) => m.accessibility, met: (v) => v >= 100, show: String, better: 'higher' },
  { label: 'SEO >= 95', value: (m) => m.seo, met: (v) => v >= 95, show: String, better: 'higher' },
];

if (!Number.isInteger(RUNS) || RUNS < 1) {
  console.error(`BENCH_RUNS must be a whole number above 0 (got ${process.env.BENCH_RUNS})`);
  process.exit(1);
}
if (!(CPU_SLOWDOWN >= 1)) {
  console.error(`BENCH_CPU_SLOWDOWN must be a number of at least 1 (got ${process.env.BENCH_CPU_SLOWDOWN})`);
  process.exit(1);
}
if (!existsSync(CHROME_PATH)) {
  console.error(`No Chromium at ${CHROME_PATH}: apt-get install -y chromium (or set CHROME_PATH)`);
  process.exit(1);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-web-'));
const reportsDir = mkdtempSync(path.join(tmpdir(), 'shop-lighthouse-'));
let server: ChildProcess | undefined;
let chrome: LaunchedChrome | undefined;

async function cleanUpShop(): Promise<void> {
  const running = server;
  server = undefined;
  if (running) await stopProcess(running);
}

/** Chromium, the shop and its data folder go, whichever way the bench ends. */
async function cleanUp(): Promise<void> {
  chrome?.kill();
  chrome = undefined;
  await cleanUpShop();
  rmSync(dataDir, { recursive: true, force: true });
  if (existsSync(reportsDir) && readdirSync(reportsDir).length === 0) rmSync(reportsDir, { recursive: true });
}
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    console.log(`\n${signal}: stopping Chromium and the shop`);
    void cleanUp().finally(() => process.exit(130));
  });

const score = (lhr: Result, category: string) => {
  const value = lhr.categories[category]?.score;
  return value === null || value === undefined ? Number.NaN : Math.round(value * 100);
};
const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

/** The audits of `category` that count towards its score and are not passed (`!` when the audit itself failed to run). */
function failingAudits(lhr: Result, category: string): string[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .flatMap((ref) => {
      const audit = lhr.audits[ref.id];
      if (audit?.scoreDisplayMode === 'error') return [`${ref.id}!`];
      return audit && audit.score !== null && audit.score < 1 ? [ref.id] : [];
    });
}

type Details = { type?: string; items?: unknown[]; selector?: string; snippet?: string; nodeLabel?: string; [key: string]: unknown };

/** The first DOM node named anywhere in an audit's details (LCP element: a list of a table and a node). */
function firstNode(details: unknown): Details | undefined {
  if (!details || typeof details !== 'object') return undefined;
  const d = details as Details;
  if (d.type === 'node') return d;
  for (const item of d.items ?? []) {
    const found = firstNode(item) ?? (item && typeof item === 'object' ? Object.values(item).map(firstNode).find(Boolean) : undefined);
    if (found) return found;
  }
  return undefined;
}

/** The LCP element as a selector and the start of its HTML; Lighthouse 13 names it in lcp-breakdown-insight (before: largest-contentful-paint-element). */
function lcpElement(lhr: Result): string {
  const node = firstNode(lhr.audits['largest-contentful-paint-element']?.details) ?? firstNode(lhr.audits['lcp-breakdown-insight']?.details);
  if (!node) return '(not reported)';
  const whole = (node.snippet ?? '').replace(/\s+/g, ' ');
  const snippet = whole.length > 90 ? `${whole.slice(0, 87)}...` : whole;
  // Its text, or an image's alt text, when the shortened snippet does not show it.
  const label = (node.nodeLabel ?? '').replace(/\s+/g, ' ').slice(0, 60);
  return `${node.selector ?? '?'}  ${snippet}${label && !snippet.includes(label) ? ` "${label}"` : ''}`;
}

/** The LCP's parts from the trace (unthrottled, as observed): time to first byte, load delay and time, render delay. */
function lcpParts(lhr: Result): string {
  const names: Record<string, string> = {
    timeToFirstByte: 'TTFB',
    resourceLoadDelay: 'load delay',
    resourceLoadDuration: 'load',
    elementRenderDelay: 'render delay',
  };
  const list = lhr.audits['lcp-breakdown-insight']?.details as Details | undefined;
  const table = list?.items?.find((item): item is Details => (item as Details)?.type === 'table');
  return (table?.items ?? [])
    .map((row) => row as { subpart?: string; duration?: number })
    .filter((row) => row.subpart && names[row.subpart] && typeof row.duration === 'number')
    .map((row) => `${names[row.subpart!]} ${row.duration!.toFixed(0)} ms`)
    .join(', ');
}

/** The element that shifted most (layout-shifts audit), as a selector and the start of its text. */
function shifted(lhr: Result): string {
  const items = ((lhr.audits['layout-shifts']?.details as Details | undefined)?.items ?? []) as Array<{ node?: Details; score?: number }>;
  const top = items.filter((item) => item.node?.selector).sort((a, b) => (b.score ?? 0) - (a.score ?? 0))[0];
  if (!top) return '';
  const label = (top.node!.nodeLabel ?? '').replace(/\s+/g, ' ').slice(0, 60);
  return `${top.node!.selector} "${label}" (${(top.score ?? 0).toFixed(3)})`;
}

/** One Lighthouse run in a Chromium of its own (a new empty profile: a fresh visitor). */
async function measure(page: Page, origin: string, run: number): Promise<Measured> {
  chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, handleSIGINT: false, logLevel: 'error' });
  try {
    const result = await lighthouse(`${origin}${page.path}`, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: CATEGORIES,
      throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN },
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${page.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const file = path.join(reportsDir, `${page.name}-run${run}.json`);
    writeFileSync(file, typeof result.report === 'string' ? result.report : JSON.stringify(lhr));
    return {
      performance: score(lhr, 'performance'),
      accessibility: score(lhr, 'accessibility'),
      seo: score(lhr, 'seo'),
      bestPractices: score(lhr, 'best-practices'),
      lcpMs: numeric(lhr, 'largest-contentful-paint'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      tbtMs: numeric(lhr, 'total-blocking-time'),
      fcpMs: numeric(lhr, 'first-contentful-paint'),
      speedIndexMs: numeric(lhr, 'speed-index'),
      kib: numeric(lhr, 'total-byte-weight') / 1024,
      lcpElement: lcpElement(lhr),
      lcpParts: lcpParts(lhr),
      shifted: shifted(lhr),
      failing: {
        accessibility: failingAudits(lhr, 'accessibility'),
        seo: failingAudits(lhr, 'seo'),
        'best-practices': failingAudits(lhr, 'best-practices'),
      },
      lhr,
      file,
    };
  } finally {
    chrome?.kill();
    chrome = undefined;
  }
}

let shopStopped = false;
let restarts = 0;
const MAX_RESTARTS = 3;

/**
 * Starts the shop (again: same data folder and port) and notes when it stops on its own. Another
 * session's `pkill -f server.ts` on the same machine has been seen to stop it mid-bench (SIGTERM,
 * graceful exit 0); a run it spoils is repeated, up to MAX_RESTARTS times, and said so.
 */
async function startShop(env: Record<string, string>, origin: string): Promise<void> {
  for (;;) {
    shopStopped = false;
    try {
      const child = await startShopProcess(env, `${origin}/api/health`);
      server = child;
      child.once('exit', (code, signal) => {
        if (server !== child) return;
        shopStopped = true;
        console.log(`  the shop stopped during the bench (${signal ?? `exit ${code}`}), not by this bench`);
      });
      return;
    } catch (error) {
      if (++restarts > MAX_RESTARTS) throw error;
      console.log(`  ${(error as Error).message}: starting it again`);
    }
  }
}

/**
 * One run; when the shop stopped before or during it, the shop is started again and the run repeated.
 * A run Lighthouse itself could not finish (NO_NAVSTART and the like on a busy machine) is repeated twice at most.
 */
async function measureWhileShopRuns(page: Page, origin: string, run: number, env: Record<string, string>): Promise<Measured> {
  for (let failures = 0; ; ) {
    if (shopStopped) {
      if (++restarts > MAX_RESTARTS) throw new Error(`The shop stopped ${restarts} times during the bench: giving up`);
      await cleanUpShop();
      console.log(`  starting the shop again; run ${run} of ${page.path} is repeated`);
      await startShop(env, origin);
    }
    try {
      const measured = await measure(page, origin, run);
      if (!shopStopped) return measured;
    } catch (error) {
      if (shopStopped) continue;
      if (++failures > 2) throw error;
      console.log(`  ${(error as Error).message}: repeating run ${run} of ${page.path}`);
    }
  }
}

/** The run with the median performance score (the lower of the middle two for an even count). */
function median(runs: Measured[]): Measured {
  const key = (m: Measured) => (Number.isNaN(m.performance) ? -1 : m.performance);
  const sorted = [...runs].sort((a, b) => key(a) - key(b));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** A product the catalogue lists to a visitor (one with a photo when there is one). */
async function productPath(origin: string): Promise<string> {
  const answer = await fetch(`${origin}/api/products?limit=24`);
  if (!answer.ok) throw new Error(`GET /api/products answered ${answer.status}: is the catalogue shown to visitors?`);
  const { products } = (await answer.json()) as { products: Array<{ slug: string; image_url: string | null }> };
  const product = products.find((p) => p.image_url) ?? products[0];
  if (!product) throw new Error('The demo catalogue is empty');
  return `/product/${encodeURIComponent(product.slug)}`;
}

function printTable(pages: Page[]) {
  const width = Math.max(...pages.map((p) => p.path.length)) + 2;
  const columns = ['perf', 'runs', 'LCP', 'CLS', 'TBT', 'FCP', 'SI', 'KiB', 'a11y', 'SEO', 'BP'];
  const widths = [6, Math.max(8, 4 * RUNS + 2), 9, 7, 8, 9, 9, 7, 6, 5, 5];
  const row = (first: string, cells: string[]) => `${first.padEnd(width)}${cells.map((cell, i) => cell.padStart(widths[i]!)).join('')}`;
  console.log(
    `\nLighthouse ${pages[0]!.runs[0]!.lhr.lighthouseVersion}, mobile (simulated slow 4G, ${CPU_SLOWDOWN}x CPU), median of ${RUNS} run(s) by performance score`,
  );
  // Other work on the machine lengthens the main-thread tasks Lighthouse multiplies by 4: TBT and performance move first.
  const speed = pages.flatMap((page) => page.runs.map((r) => Math.round(r.lhr.environment.benchmarkIndex)));
  console.log(
    `(load average over the last 5 minutes: ${loadavg()[1]!.toFixed(1)} on ${availableParallelism()} cores; Lighthouse's CPU benchmark index ${Math.min(...speed)}-${Math.max(...speed)})\n`,
  );
  console.log(row('page', columns));
  for (const page of pages) {
    const m = median(page.runs);
    console.log(
      row(page.path, [
        String(m.performance),
        page.runs.map((r) => r.performance).join(' '),
        seconds(m.lcpMs),
        m.cls.toFixed(3),
        `${m.tbtMs.toFixed(0)} ms`,
        seconds(m.fcpMs),
        seconds(m.speedIndexMs),
        m.kib.toFixed(0),
        String(m.accessibility),
        String(m.seo),
        String(m.bestPractices),
      ]),
    );
  }
  console.log('(runs: performance of each run; KiB: total transferred; BP: best practices, reported, not a target)\n');
  for (const page of pages) {
    const m = median(page.runs);
    const list = (ids: string[]) => (ids.length ? ids.join(', ') : 'none');
    console.log(page.path);
    console.log(`  LCP element:  ${m.lcpElement}`);
    if (m.lcpParts) console.log(`  LCP parts:    ${m.lcpParts} (observed, unthrottled)`);
    if (m.shifted) console.log(`  most shifted: ${m.shifted}`);
    console.log(`  failing:      accessibility ${list(m.failing.accessibility)}; SEO ${list(m.failing.seo)}`);
    console.log(`                best practices ${list(m.failing['best-practices'])}`);
    console.log(`  report:       ${m.file}`);
  }
  console.log('');
}

/** One line per target over every page's median run; true when every target that fails the bench was met. */
function printTargets(pages: Page[]): boolean {
  let allMet = true;
  for (const target of TARGETS) {
    const values = pages.map((page) => ({ page: page.path, value: target.value(median(page.runs)) }));
    const short = values.filter((v) => !target.met(v.value));
    if (short.length === 0) {
      const worst = values.reduce((a, b) => ((target.better === 'higher' ? b.value < a.value : b.value > a.value) ? b : a));
      console.log(`met     ${target.label} on every page (worst: ${worst.page} ${target.show(worst.value)})`);
      // A miss that comes and goes (a race in the page) hides behind a median that met the target.
      for (const page of pages) {
        const missed = page.runs.filter((r) => !target.met(target.value(r)));
        if (missed.length > 0 && !target.soft)
          console.log(
            `  but missed in ${missed.length} of ${page.runs.length} runs of ${page.path} (${missed.map((r) => target.show(target.value(r))).join(', ')})`,
          );
      }
      continue;
    }
    const detail = short.map((v) => `${v.page} ${target.show(v.value)}`).join(', ');
    if (target.soft) {
      console.log(`short   ${target.label}: ${detail} (${target.soft})`);
    } else {
      allMet = false;
      console.log(`MISSED  ${target.label}: ${detail}`);
    }
  }
  return allMet;
}

try {
  console.log('Building the web app (npm run build)...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`npm run build failed (exit ${build.status ?? build.signal})`);

  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    ...Object.fromEntries(UNSET.map((name) => [name, ''])),
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: origin,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  console.log(`\nStarting the demo shop on ${origin} (fresh embedded database in ${dataDir})...`);
  await startShop(env, origin);

  const pages: Page[] = [
    { path: '/', name: 'home', runs: [] },
    { path: '/products', name: 'products', runs: [] },
    { path: await productPath(origin), name: 'product', runs: [] },
    // The other pages a visitor opens without a link from a mail (verify-email and reset-password need one).
    { path: '/login', name: 'login', runs: [] },
    { path: '/register', name: 'register', runs: [] },
    { path: '/forgot-password', name: 'forgot-password', runs: [] },
  ];
  console.log(`Lighthouse, ${RUNS} run(s) of each page in ${CHROME_PATH}; reports in ${reportsDir}`);
  for (let run = 1; run <= RUNS; run++)
    for (const page of pages) {
      const started = Date.now();
      const m = await measureWhileShopRuns(page, origin, run, env);
      page.runs.push(m);
      console.log(
        `  run ${run}/${RUNS} ${page.path.padEnd(40)} performance ${m.performance}, LCP ${seconds(m.lcpMs)}, TBT ${m.tbtMs.toFixed(0)} ms (${((Date.now() - started) / 1000).toFixed(0)} s)`,
      );
    }
  await cleanUp();

  for (const page of pages) {
    const file = path.join(reportsDir, `${page.name}-median.html`);
    writeFileSync(file, generateReport(median(page.runs).lhr, 'html'));
  }
  printTable(pages);
  const met = printTargets(pages);
  console.log(`\nFull reports (JSON of every run, HTML of each median run): ${reportsDir}`);
  if (!met) process.exitCode = 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
