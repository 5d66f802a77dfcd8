import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  file: string;
}

/** The .eml files the shop wrote to DATA_DIR/outbox, oldest first, parsed as a mail program would. */
export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const dir = path.join(dataDir, 'outbox');
  let files: string[];
  try {
    files = (await readdir(dir)).filter((file) => file.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return Promise.all(
    files.map(async (file) => {
      const parsed = await simpleParser(await readFile(path.join(dir, file)));
      const to = Array.isArray(parsed.to) ? parsed.to.map((a) => a.text).join(', ') : (parsed.to?.text ?? '');
      return { to, subject: parsed.subject ?? '', text: parsed.text ?? '', html: typeof parsed.html === 'string' ? parsed.html : '', file };
    }),
  );
}

/** The token of the first link to `/route?token=` in a mail. */
export function tokenFromMail(mail: OutboxMail, route: string): string {
  const match = new RegExp(`${route}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no ${route} link in mail "${mail.subject}"`);
  return match[1];
}
