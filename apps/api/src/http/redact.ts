/** Keeps one-time tokens out of the logs: /reset-password/<token> and ?token=… become [redacted]. */
export function redactUrl(url: string): string {
  return url.replace(/(\/reset-password\/)[^/?#]+/g, '$1[redacted]').replace(/([?&]token=)[^&#]*/g, '$1[redacted]');
}
