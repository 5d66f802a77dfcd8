/** The header that names one request, in the answer and in the log (decision 109). */
export const REQUEST_ID_HEADER = 'x-request-id';

/** The longest request id kept from a proxy or sent with a bug report. */
export const REQUEST_ID_MAX = 128;

/** What a kept request id may be made of: letters, digits and `. _ : -` (a UUID, a proxy's hex id). */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

/** Whether `value` is a request id worth keeping: no spaces, quotes or line breaks to forge log lines with. */
export function isSaneRequestId(value: unknown): value is string {
  return typeof value === 'string' && REQUEST_ID_PATTERN.test(value);
}
