/** The metadata part a bug report's page sends (page, browser, screen), with `overrides` on top, as JSON. */
export const bugReportMetadata = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    url: 'http://shop.test/cart',
    userAgent: 'Mozilla/5.0 Test',
    timestamp: '2026-11-23T08:00:00.000Z',
    userId: null,
    userEmail: null,
    screenResolution: '1920x1080',
    viewport: '1280x720',
    ...overrides,
  });
