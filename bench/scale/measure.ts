import { readFileSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';

/** Timing tools of the scale bench: every request bounded (60 s), every failure recorded instead of thrown. */

const REQUEST_TIMEOUT_MS = 60_000;

export interface Timed {
  ms: number;
  status: number;
  bytes: number;
  /** Why it failed: a timeout, a refused connection, a 5xx. */
  failure?: string;
}

export async function timed(url: string, init: RequestInit = {}): Promise<Timed> {
  const started = performance.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    const body = await response.arrayBuffer();
    const ms = performance.now() - started;
    const failure = response.status >= 500 ? `${response.status}` : undefined;
    return { ms, status: response.status, bytes: body.byteLength, ...(failure ? { failure } : {}) };
  } catch (error) {
    const ms = performance.now() - started;
    const name = (error as Error).name;
    return { ms, status: 0, bytes: 0, failure: name === 'TimeoutError' ? `timeout ${REQUEST_TIMEOUT_MS / 1000} s` : (error as Error).message };
  }
}

const median = (values: number[]) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

interface OneUser {
  median: number;
  statuses: number[];
  failure?: string;
  bytes: number;
}

/** One user asking `count` times in a row; a slow answer (≥ 5 s) cuts it to three, a failure ends it. */
export async function oneUser(url: string, headers: Record<string, string>, count = 20): Promise<OneUser> {
  const times: number[] = [];
  const statuses: number[] = [];
  let bytes = 0;
  for (let i = 0; i < count; i++) {
    const result = await timed(url, { headers });
    statuses.push(result.status);
    bytes = result.bytes;
    if (result.failure) return { median: median(times.length ? times : [result.ms]), statuses, failure: result.failure, bytes };
    times.push(result.ms);
    if (result.ms >= 5_000 && i >= 2) break;
  }
  return { median: median(times), statuses, bytes };
}

interface Loaded {
  p99: number;
  rps: number;
  requests: number;
  failure?: string;
}

/** `connections` clients asking as fast as answers come for `seconds`; non-2xx answers and timeouts are counted as failures. */
export async function underLoad(url: string, headers: Record<string, string>, connections: number, seconds: number): Promise<Loaded> {
  const result = await autocannon({ url, connections, duration: seconds, headers, timeout: REQUEST_TIMEOUT_MS / 1000 });
  const bad = result.non2xx + result.errors + result.timeouts;
  return {
    p99: result.latency.p99,
    rps: result.requests.average,
    requests: result.requests.total,
    ...(bad > 0 ? { failure: `${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts` } : {}),
  };
}

/** The server's peak resident memory since the last reset, in MB (VmHWM). */
export function peakRss(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return Number.NaN; // the process has ended
  }
}

/** Starts the peak over (Linux: writing 5 to clear_refs resets VmHWM to the current RSS); false where it cannot. */
export function resetPeakRss(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** The health check's latencies while `work` runs (one request at a time, every 50 ms). */
export async function healthWhile<T>(healthUrl: string, work: Promise<T>): Promise<{ result: T; worstMs: number; p99Ms: number; samples: number }> {
  let done = false;
  const settled = work.finally(() => {
    done = true;
  });
  const times: number[] = [];
  while (!done) {
    const result = await timed(healthUrl);
    times.push(result.failure ? REQUEST_TIMEOUT_MS : result.ms);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const result = await settled;
  return { result, worstMs: times.length ? Math.max(...times) : 0, p99Ms: percentile(times, 99), samples: times.length };
}
