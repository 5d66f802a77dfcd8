import { API_BASE, ApiError, errorPartsOf, type ApiErrorParts } from './api-client.ts';
import { getSession } from './session.ts';

/** The file name from a Content-Disposition header (RFC 5987 filename* first), else null. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      /* fall through to the plain name */
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() || null;
}

/**
 * Fetches a file with the bearer token and saves it under the server's file name.
 * `path` is relative to the API base (e.g. `/invoices/7/pdf?lang=lt`); throws ApiError with the server's text.
 */
export async function downloadFile(path: string, fallbackName: string, accept: string): Promise<void> {
  const url = path.startsWith(`${API_BASE}/`) ? path : `${API_BASE}${path}`;
  const token = getSession()?.token;
  let response: Response;
  try {
    response = await fetch(url, {
      headers: token ? { Authorization: `Bearer ${token}`, Accept: accept } : { Accept: accept },
      signal: AbortSignal.timeout(30_000),
    });
  } catch {
    throw new ApiError(0, 'Network error. Please check your connection and try again.', 'NETWORK_ERROR');
  }
  if (!response.ok) {
    let message = response.statusText || 'Request failed';
    let code: ApiError['code'] = 'INVALID_RESPONSE';
    let parts: ApiErrorParts = {};
    try {
      const json = (await response.json()) as Record<string, unknown>;
      if (typeof json.error === 'string') message = json.error;
      if (typeof json.code === 'string') code = json.code as ApiError['code'];
      parts = errorPartsOf(json);
    } catch {
      /* not JSON */
    }
    throw new ApiError(response.status, message, code, undefined, parts);
  }
  const blob = await response.blob();
  const name = fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? fallbackName;
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(href), 1000);
}
