import { describe, expect, it } from 'vitest';
import { caught, scannedFiles, secondCopies, type CopyPattern } from './second-copies.ts';

// One clock: Lithuania's days, months, hours and its time zone are worked out in one module of the
// domain (vilnius-time.ts, on date-fns and @date-fns/tz). Nothing else names the zone, reads an
// offset, or adds days and months to a date by hand. Displayed dates keep Intl, in one formatting
// helper per place that shows them: the web's lib/format.ts and the reminder mail's day.

const MODULE = 'packages/domain/src/vilnius-time.ts';
const DISPLAY = ['apps/web/src/lib/format.ts', 'apps/api/src/lib/mail/payment-reminder-mail.ts'];

const PATTERNS: CopyPattern[] = [
  { pattern: /['"`]Europe\/Vilnius['"`]/, allowed: [MODULE] }, // the zone named
  { pattern: /getTimezoneOffset/, allowed: [MODULE] }, // an offset read by hand
  { pattern: /timeZoneName/, allowed: [MODULE] }, // an offset read from Intl
  { pattern: /@date-fns\/tz/, allowed: [MODULE] }, // TZDate used elsewhere
  // date-fns's index loads every function it has: ~90 MB more for an idle server, ~16 MB per thread (decision 098)
  { pattern: /from ['"]date-fns['"]/, allowed: [] },
  { pattern: /from ['"]date-fns\//, allowed: [MODULE] }, // date-fns used elsewhere
  { pattern: /\.set(UTC)?(Date|Month|FullYear)\(/, allowed: [MODULE] }, // days or months added by hand
  { pattern: /toISOString\(\)\.slice\(0, ?(7|10)\)/, allowed: [MODULE] }, // a UTC day or month taken for a Lithuanian one
  { pattern: /\btimeZone:/, allowed: [MODULE, ...DISPLAY] }, // a zone given to Intl
  { pattern: /(Date\.parse|new Date)\(`\$\{[^`]*\}T\d/, allowed: [MODULE, ...DISPLAY], inTests: false }, // a day turned into a moment by hand (a test sets its clock so)
  { pattern: /\bDate\.UTC\(/, allowed: [MODULE], inTests: false }, // calendar sums on UTC dates (a test may build a fixed moment so)
];

describe('one Vilnius clock', () => {
  it('when code outside vilnius-time.ts names the zone, reads an offset or does calendar sums by hand, then this fails and names the line', () => {
    const files = scannedFiles();
    expect(secondCopies(files, PATTERNS)).toEqual([]);
    expect(files).toContain(MODULE);
  });

  it('when the hand-made day starts, offsets and calendar sums the module replaced come back, then a pattern catches each', () => {
    for (const line of [
      "  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Vilnius' }).format(date);",
      "  const offset = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Vilnius', timeZoneName: 'longOffset' })",
      '  date.setUTCDate(date.getUTCDate() + days);',
      '      d.setUTCMonth(d.getUTCMonth() + 1)',
      '  const last = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();',
      'const today = new Date().toISOString().slice(0, 10);',
      '  const minutes = new Date().getTimezoneOffset();',
      "import { TZDate } from '@date-fns/tz';",
      "import { addDays, formatISO } from 'date-fns';",
      "import { addDays } from 'date-fns/addDays';",
      `  const utcMidnight = Date.parse(\`\${day}T00:00:00Z\`);`,
      `  const noonUtc = new Date(\`\${day}T12:00:00Z\`);`,
    ])
      expect(caught(line, PATTERNS), line).toBe(true);
    for (const line of ['const today = lithuanianDate(ctx.now());', 'beforeAt: query.to ? lithuanianDayEnd(query.to) : undefined,'])
      expect(caught(line, PATTERNS), line).toBe(false);
  });
});
