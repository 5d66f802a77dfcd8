import type { ErrorCode, ErrorReason } from '@shop/domain';
import { tokenExpiresAt } from './jwt.ts';
import { currentRender } from './render-context.ts';
import { clearSession, getSession, isInPostLoginGrace, noteSessionEnded } from './session.ts';

/** Every call goes to /api with a 30-second timeout. */
export const API_BASE = '/api';
const API_TIMEOUT_MS = 30_000;
const ONE_HOUR_MS = 60 * 60 * 1000;

/** What an error answer says beyond its English text (decision 030): the refusal, its params, the refused fields' keys. */
export interface ApiErrorParts {
  reason?: string;
  params?: Record<string, string | number>;
  /** Per refused field, its key of the domain's validationMessages (`detail_reasons`). */
  fieldReasons?: Record<string, string>;
}

/**
 * A failed call. `message` is the server's English text, for logs only: screens show
 * `errorText(error)` (lib/error-text.ts), which words `reason` and `params` in the reader's language.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | 'NETWORK_ERROR' | 'INVALID_RESPONSE';
  readonly details: Record<string, string> | undefined;
  readonly reason: string | undefined;
  readonly params: Record<string, string | number>;
  readonly fieldReasons: Record<string, string>;
  constructor(status: number, message: string, code: ApiError['code'], details?: Record<string, string>, parts: ApiErrorParts = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
    this.reason = parts.reason;
    this.params = parts.params ?? {};
    this.fieldReasons = parts.fieldReasons ?? {};
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The entries of a JSON object whose values have the wanted type; anything else is dropped. */
function entriesOf<T>(value: unknown, keep: (entry: unknown) => entry is T): Record<string, T> {
  const kept: Record<string, T> = {};
  if (isRecord(value)) for (const [key, entry] of Object.entries(value)) if (keep(entry)) kept[key] = entry;
  return kept;
}
const isText = (value: unknown): value is string => typeof value === 'string';
const isParam = (value: unknown): value is string | number => typeof value === 'string' || typeof value === 'number';

/** The error answer's parts beyond its English text. */
export function errorPartsOf(json: Record<string, unknown> | null): ApiErrorParts {
  return {
    reason: typeof json?.reason === 'string' ? json.reason : undefined,
    params: entriesOf(json?.params, isParam),
    fieldReasons: entriesOf(json?.detail_reasons, isText),
  };
}

/**
 * The client only records which 403 case applied: its reason in the error catalogue (`adminRequired`,
 * `forbiddenForRole`, `accountPending`, `emailNotVerified` …), never a guess from the English text.
 */
export let lastForbiddenReason: string | null = null;

/** The X-Request-Id of the last answer, and of the last failed one (decision 109). */
let lastAnswerRequestId: string | null = null;
let lastFailedRequestId: string | null = null;

/**
 * The request a bug report names, to find its lines in the server's log (decision 109): the last
 * failed answer's X-Request-Id when there was one, else the last answer's; null before any answer.
 */
export function lastRequestId(): string | null {
  return lastFailedRequestId ?? lastAnswerRequestId;
}

type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);
/**
 * How the browser's calls travel: its fetch (tests put a stand-in here). A server render of a public
 * page sends its calls through its own render context instead (lib/render-context.ts).
 */
export function setTransport(send: Transport): void {
  transport = send;
}

let onSessionExpired: (() => void) | null = null;
/** The app registers how to go to /login when a 401 ends the session. */
export function setSessionExpiredHandler(handler: () => void): void {
  onSessionExpired = handler;
}

/** The 401 refusals that end the session (the error catalogue): no token, an invalid or expired one, a revoked session. */
const SESSION_ENDED: ReadonlySet<string> = new Set<ErrorReason>(['authRequired', 'tokenInvalid', 'tokenExpired', 'sessionRevoked']);

/**
 * Decides whether a 401 ends the session, by the refusal's `reason`. Any other reason keeps it
 * (a wrong password, a two-factor code); a 401 without one (not the API's own answer) ends it only when the token has.
 */
export function shouldLogoutOn401(reason: string | undefined, path: string, token: string | null, now = Date.now()): boolean {
  if (path.startsWith('/auth/login') || isInPostLoginGrace(now)) return false;
  if (reason !== undefined) return SESSION_ENDED.has(reason);
  if (!token) return false;
  const expiresAt = tokenExpiresAt(token);
  return expiresAt === null || expiresAt <= now;
}

function warnIfTokenExpiresSoon(token: string) {
  const expiresAt = tokenExpiresAt(token);
  if (expiresAt !== null && expiresAt - Date.now() < ONE_HOUR_MS && expiresAt > Date.now()) {
    console.warn('Session token expires in less than one hour');
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  formData?: FormData;
  signal?: AbortSignal;
  /** Extra request headers (the checkout's Idempotency-Key). */
  headers?: Record<string, string>;
  /** Sent as the `Idempotency-Key` header: one per press of an adding call (lib/press-keys.ts, decision 059). */
  idempotencyKey?: string;
}

/**
 * The answer's contract: a schema of the domain (`packages/domain`, e.g. `invoiceAnswerSchema`). Development
 * builds and the unit tests parse every answer with it; production builds never do (fetchers pass it as
 * `import.meta.env.DEV ? schema : undefined`, see src/api/documents/answers.ts, so it is not even bundled).
 */
interface AnswerContract<T> {
  answer?: { parse(value: unknown): T } | undefined;
}

/** Calls the API and returns its JSON body; throws ApiError with the server's text on failure. */
export async function api<T>(path: string, options: RequestOptions & AnswerContract<T> = {}): Promise<T> {
  const session = getSession();
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  if (session?.token) {
    headers.Authorization = `Bearer ${session.token}`;
    warnIfTokenExpiresSoon(session.token);
  }
  let body: BodyInit | undefined;
  if (options.formData) body = options.formData;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const timeout = AbortSignal.timeout(API_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  let response: Response;
  try {
    response = await (currentRender()?.send ?? transport)(`${API_BASE}${path}`, { method: options.method ?? 'GET', headers, body, signal });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, 'Network error. Please check your connection and try again.', 'NETWORK_ERROR');
  }

  const requestId = response.headers.get('x-request-id');
  if (requestId) {
    lastAnswerRequestId = requestId;
    if (!response.ok) lastFailedRequestId = requestId;
  }

  let json: Record<string, unknown> | null = null;
  const text = await response.text();
  if (text) {
    try {
      json = JSON.parse(text) as Record<string, unknown>;
    } catch {
      json = null;
    }
  }

  if (!response.ok) {
    const message = typeof json?.error === 'string' ? json.error : response.statusText || 'Request failed';
    const code = (typeof json?.code === 'string' ? json.code : 'INVALID_RESPONSE') as ApiError['code'];
    // Only the session that made the request, and only while it is still the active one, can end
    // here: a visitor's request, or one answered after a deliberate logout, never sends anyone to /login.
    const stillActive = session !== null && getSession()?.token === session.token;
    const parts = errorPartsOf(json);
    if (response.status === 401 && stillActive && shouldLogoutOn401(parts.reason, path, session.token)) {
      // Noted before the session is cleared: whatever sends the reader to /login, the page says why.
      noteSessionEnded();
      clearSession();
      if (window.location.pathname !== '/login') onSessionExpired?.();
    }
    if (response.status === 403) lastForbiddenReason = parts.reason ?? null;
    const details = isRecord(json?.details) ? entriesOf(json.details, isText) : undefined;
    throw new ApiError(response.status, message, code, details, parts);
  }
  if (json === null) throw new ApiError(response.status, 'Invalid response from server', 'INVALID_RESPONSE');
  if (import.meta.env.DEV && options.answer) return checkedAnswer(options.answer, json, path, response.status);
  return json as T;
}

/** Development only: an answer that breaks its contract is reported with the broken fields and refused. */
function checkedAnswer<T>(contract: { parse(value: unknown): T }, json: unknown, path: string, status: number): T {
  try {
    return contract.parse(json);
  } catch (error) {
    console.error(`The answer of ${path} does not match its contract`, error);
    throw new ApiError(status, 'Invalid response from server', 'INVALID_RESPONSE');
  }
}
