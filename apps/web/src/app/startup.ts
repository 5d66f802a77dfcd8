/** Start-up debug log: last 30 entries under the debug-logs key. */
const DEBUG_LOGS_KEY = 'debug-logs';
const MAX_ENTRIES = 30;

export function recordStartupLog(message: string): void {
  try {
    const entries = JSON.parse(localStorage.getItem(DEBUG_LOGS_KEY) ?? '[]') as unknown[];
    entries.push({ timestamp: new Date().toISOString(), message });
    localStorage.setItem(DEBUG_LOGS_KEY, JSON.stringify(entries.slice(-MAX_ENTRIES)));
  } catch {
    // Storage may be unavailable (private mode); the failure box still shows.
  }
}

/** The red start-up failure box, written without React since React may be what failed. */
export function renderStartupFailure(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.style.cssText =
    'margin:2rem auto;max-width:40rem;padding:1.5rem;border:2px solid #dc2626;background:#fef2f2;color:#7f1d1d;font-family:sans-serif;border-radius:0.5rem';
  const title = document.createElement('h1');
  title.textContent = 'The application failed to start';
  title.style.cssText = 'font-size:1.25rem;font-weight:700;margin:0 0 0.75rem';
  const detail = document.createElement('pre');
  detail.textContent = message;
  detail.style.cssText = 'white-space:pre-wrap;margin:0 0 0.75rem';
  const hint = document.createElement('p');
  hint.textContent = 'Check the debug logs stored in this browser (localStorage key "debug-logs") or open /persistent-debug.html.';
  box.append(title, detail, hint);
  (document.getElementById('root') ?? document.body).replaceChildren(box);
}
