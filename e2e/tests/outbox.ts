import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { shopDataDir } from './fixtures.ts';

interface Mail {
  to: string;
  subject: string;
  text: string;
}

async function readMails(): Promise<Mail[]> {
  const dir = path.join(shopDataDir(), 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (file) => {
      const parsed = await simpleParser(await readFile(path.join(dir, file)));
      const to = Array.isArray(parsed.to) ? parsed.to.map((a) => a.text).join(', ') : (parsed.to?.text ?? '');
      return { to, subject: parsed.subject ?? '', text: parsed.text ?? '' };
    }),
  );
}

/** Waits for a mail to `email` whose subject matches, as the shop wrote it to DATA_DIR/outbox. */
export async function waitForMail(email: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        found = (await readMails()).find((mail) => mail.to.includes(email) && subject.test(mail.subject));
        return found !== undefined;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

/** The path and query of the first link of the mail that leads to `route`. */
export function linkPath(mail: Mail, route: string): string {
  const match = new RegExp(`https?://[^/\\s]+(${route}\\?token=[A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no ${route} link in "${mail.subject}"`);
  return match[1];
}
