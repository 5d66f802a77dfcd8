/**
 * Removes secrets from text a person files or a log keeps (bug reports): JSON Web Tokens, bearer
 * credentials, and the values of password, token, secret and similar keys or query parameters.
 * The browser applies it before a console message enters the log buffer; the server again before saving.
 */
const JWT = /\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g;
const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi;
// Bounded and anchored at a word's start, so long runs of letters cost linear time, not quadratic.
const SECRET_KEY = '(?<![A-Za-z_])[A-Za-z_]{0,24}(?:password|passwd|pwd|token|secret|api[_-]?key|authorization|jwt)[A-Za-z_]{0,24}';
// key=value in a URL or form text (value up to the next & or space)
const QUERY_VALUE = new RegExp(`([?&;\\s]|^)(${SECRET_KEY})=([^&\\s#"']*)`, 'gi');
// "key": "value" in JSON text, and key: value in object dumps
const JSON_VALUE = new RegExp(`(["']?)(${SECRET_KEY})\\1(\\s*[:=]\\s*)("[^"]*"|'[^']*'|[^\\s,}\\]]+)`, 'gi');

const REDACTED = '[redacted]';

export function redactSecrets(text: string): string {
  return text
    .replace(JWT, REDACTED)
    .replace(BEARER, (_match, scheme: string) => `${scheme} ${REDACTED}`)
    .replace(QUERY_VALUE, (_match, lead: string, key: string) => `${lead}${key}=${REDACTED}`)
    .replace(JSON_VALUE, (match, quote: string, key: string, separator: string, value: string) => {
      // Already handled above: "Authorization: Bearer [redacted]", "token=[redacted]".
      if (/^(Bearer|Basic)$/i.test(value) || value.replace(/^["']/, '').startsWith('[redacted')) return match;
      const wrap = value.startsWith('"') ? '"' : value.startsWith("'") ? "'" : '';
      return `${quote}${key}${quote}${separator}${wrap}${REDACTED}${wrap}`;
    });
}
