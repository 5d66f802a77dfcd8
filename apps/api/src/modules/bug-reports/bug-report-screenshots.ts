import { randomUUID } from 'node:crypto';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata } from 'sharp';
import { BUG_SCREENSHOT_MAX_BYTES } from '@shop/domain';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { makePrivateDir, writePrivateFile } from '../../lib/private-files.ts';
import * as repo from './bug-reports.repository.ts';

/**
 * The largest picture decoded: 25 million pixels (a 4K screen is 8.3 million; the web app sends at
 * most 512 pixels wide). A small file that claims more (a decompression bomb) is refused from its header.
 */
export const SCREENSHOT_MAX_PIXELS = 25_000_000;

/** What the screenshot rules answer (the type text is the one the endpoint always gave). */
export const SCREENSHOT_TEXTS = {
  tooLarge: 'The screenshot may be at most 5 MB',
  type: 'The screenshot must be a JPEG or PNG image',
  tooManyPixels: `The screenshot may be at most ${SCREENSHOT_MAX_PIXELS / 1_000_000} million pixels`,
} as const;

/** One address may store at most this share of the budget a day, and never less than one full-size screenshot. */
export const ADDRESS_DAILY_SHARE = 0.05;

/** Files nobody's report names (a crash between writing and saving) are removed after this long. */
const STRAY_FILE_AGE_MS = 60 * 60 * 1000;

export interface CleanScreenshot {
  bytes: Buffer;
  extension: 'jpg' | 'png';
}

const isPixelLimit = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);

/**
 * Decodes the upload and writes a fresh picture in the same format (JPEG stays JPEG at quality 80,
 * PNG stays PNG): turned upright, metadata (EXIF, XMP, IPTC, ICC, text chunks) dropped, and nothing
 * after the image's end kept. Not a decodable JPEG or PNG: 415; more pixels than allowed: 413.
 */
export async function cleanScreenshot(input: Buffer): Promise<CleanScreenshot> {
  if (input.length > BUG_SCREENSHOT_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', SCREENSHOT_TEXTS.tooLarge);
  const mime = (await fileTypeFromBuffer(input))?.mime;
  const extension = mime === 'image/jpeg' ? 'jpg' : mime === 'image/png' ? 'png' : null;
  if (!extension) throw new AppError('UNSUPPORTED_MEDIA_TYPE', SCREENSHOT_TEXTS.type);
  let header: Metadata;
  try {
    header = await sharp(input).metadata();
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', SCREENSHOT_TEXTS.type);
  }
  if (header.format !== (extension === 'jpg' ? 'jpeg' : 'png')) throw new AppError('UNSUPPORTED_MEDIA_TYPE', SCREENSHOT_TEXTS.type);
  if (header.width * header.height > SCREENSHOT_MAX_PIXELS) throw new AppError('PAYLOAD_TOO_LARGE', SCREENSHOT_TEXTS.tooManyPixels);
  let bytes: Buffer;
  try {
    const image = sharp(input, { limitInputPixels: SCREENSHOT_MAX_PIXELS }).autoOrient();
    bytes = await (extension === 'jpg' ? image.jpeg({ quality: 80 }) : image.png()).toBuffer();
  } catch (error) {
    if (isPixelLimit(error)) throw new AppError('PAYLOAD_TOO_LARGE', SCREENSHOT_TEXTS.tooManyPixels);
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', SCREENSHOT_TEXTS.type);
  }
  // What is stored is never larger than what may be sent.
  if (bytes.length > BUG_SCREENSHOT_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', SCREENSHOT_TEXTS.tooLarge);
  return { bytes, extension };
}

/**
 * Bytes stored per client address and UTC day, in this process (like the rate limits). The oldest
 * addresses are forgotten beyond `maxAddresses`, so the table cannot grow without bound.
 */
export class DailyAllowance {
  readonly bytesPerDay: number;
  readonly #maxAddresses: number;
  #day = '';
  readonly #used = new Map<string, number>();

  constructor(bytesPerDay: number, maxAddresses = 100_000) {
    this.bytesPerDay = bytesPerDay;
    this.#maxAddresses = maxAddresses;
  }

  #roll(now: Date): void {
    const day = now.toISOString().slice(0, 10);
    if (day === this.#day) return;
    this.#day = day;
    this.#used.clear();
  }

  /** Books `bytes` for `address` when they still fit in its day; answers whether they did. */
  take(address: string, bytes: number, now: Date): boolean {
    this.#roll(now);
    const used = this.#used.get(address) ?? 0;
    if (used + bytes > this.bytesPerDay) return false;
    this.#used.delete(address);
    this.#used.set(address, used + bytes);
    if (this.#used.size > this.#maxAddresses) this.#used.delete(this.#used.keys().next().value!);
    return true;
  }

  /** Gives bytes back (the report they were booked for was not stored). */
  giveBack(address: string, bytes: number, now: Date): void {
    this.#roll(now);
    const used = this.#used.get(address);
    if (used !== undefined) this.#used.set(address, Math.max(0, used - bytes));
  }
}

export interface ScreenshotStoreOptions {
  dir: string;
  /** The disk budget of all screenshots together, in bytes. */
  budgetBytes: number;
  log: FastifyBaseLogger;
}

/**
 * The screenshots folder (decision 017): private files (0600 in a 0700 folder), a disk budget over all
 * of them that removes the oldest reports' screenshots first, and a daily share per client address.
 */
export class ScreenshotStore {
  readonly dir: string;
  readonly budgetBytes: number;
  readonly allowance: DailyAllowance;
  readonly #log: FastifyBaseLogger;
  /** Sizes of files already seen; files are written once and never change, so a size stays true. */
  readonly #sizes = new Map<string, number>();
  #last: Promise<unknown> = Promise.resolve();
  #waiting: Promise<number> | null = null;

  constructor(options: ScreenshotStoreOptions) {
    this.dir = options.dir;
    this.budgetBytes = options.budgetBytes;
    this.#log = options.log;
    this.allowance = new DailyAllowance(Math.max(BUG_SCREENSHOT_MAX_BYTES, Math.floor(options.budgetBytes * ADDRESS_DAILY_SHARE)));
  }

  /** Creates the folder, and narrows one an older version created, to the owner only. */
  async prepare(): Promise<void> {
    await makePrivateDir(this.dir);
  }

  /** Books a screenshot's bytes in the address's daily share; false (and a log line) when they do not fit. */
  book(address: string, bytes: number, now: Date): boolean {
    if (this.allowance.take(address, bytes, now)) return true;
    this.#log.warn({ address, bytes, dailyBytes: this.allowance.bytesPerDay }, "bug-report screenshot left off: the address has used its day's share of the storage budget");
    return false;
  }

  /** Gives booked bytes back: the report they were booked for was not stored. */
  unbook(address: string, bytes: number, now: Date): void {
    this.allowance.giveBack(address, bytes, now);
  }

  /** Writes a new file readable by the server's user only (whole or not at all); answers its name. */
  async write(screenshot: CleanScreenshot): Promise<string> {
    const filename = `${randomUUID()}.${screenshot.extension}`;
    await makePrivateDir(this.dir);
    await writePrivateFile(path.join(this.dir, filename), screenshot.bytes);
    this.#sizes.set(filename, screenshot.bytes.length);
    return filename;
  }

  async remove(filename: string): Promise<void> {
    this.#sizes.delete(filename);
    await rm(path.join(this.dir, path.basename(filename)), { force: true });
  }

  /**
   * Brings the screenshots under the budget: the oldest reports lose theirs first (the reports stay).
   * Passes run one at a time; a caller that arrives while one runs joins the next pass, which starts
   * after its report was saved, so every store is followed by a pass that sees it. Each pass counts
   * from the database and the files afresh, so parallel stores and other instances cannot leave the
   * count wrong. Answers how many screenshots went; a failure is logged (the report is kept) and
   * the next pass tries again.
   */
  enforceBudget(db: Kysely<DB>): Promise<number> {
    if (this.#waiting) return this.#waiting;
    const pass = this.#last
      .catch(() => undefined)
      .then(() => {
        this.#waiting = null;
        return this.#pass(db);
      })
      .catch((error: unknown) => {
        this.#log.error({ err: error }, 'bug-report screenshot budget could not be enforced');
        return 0;
      });
    this.#waiting = pass;
    this.#last = pass;
    return pass;
  }

  async #sizeOf(filename: string): Promise<number> {
    const known = this.#sizes.get(filename);
    if (known !== undefined) return known;
    try {
      const { size } = await stat(path.join(this.dir, path.basename(filename)));
      this.#sizes.set(filename, size);
      return size;
    } catch {
      return 0;
    }
  }

  async #pass(db: Kysely<DB>): Promise<number> {
    const rows = await repo.listScreenshotsOldestFirst(db);
    const sizes: number[] = [];
    for (let start = 0; start < rows.length; start += 256) {
      sizes.push(...(await Promise.all(rows.slice(start, start + 256).map((row) => this.#sizeOf(row.screenshot_filename)))));
    }
    const named = new Set(rows.map((row) => row.screenshot_filename));
    for (const filename of this.#sizes.keys()) if (!named.has(filename)) this.#sizes.delete(filename);

    let total = sizes.reduce((sum, size) => sum + size, 0);
    const victims: Array<{ id: number; screenshot_filename: string }> = [];
    for (let i = 0; i < rows.length && total > this.budgetBytes; i++) {
      victims.push(rows[i]!);
      total -= sizes[i]!;
    }
    if (victims.length === 0) return 0;
    // The reports first, then the files: a report never points at a file that is gone.
    await repo.clearScreenshots(db, victims.map((row) => row.id));
    await Promise.all(victims.map((row) => this.remove(row.screenshot_filename)));
    this.#log.warn({ removed: victims.length, budgetBytes: this.budgetBytes, keptBytes: total }, 'bug-report screenshot budget reached: the oldest screenshots were deleted');
    return victims.length;
  }

  /** Removes files no report names that are older than an hour (left by a crash); answers how many. */
  async removeStrayFiles(db: Kysely<DB>, now = Date.now()): Promise<number> {
    let entries: string[];
    try {
      entries = await readdir(this.dir);
    } catch {
      return 0;
    }
    const named = new Set((await repo.listScreenshotsOldestFirst(db)).map((row) => row.screenshot_filename));
    let removed = 0;
    for (const entry of entries) {
      if (named.has(entry)) continue;
      const info = await stat(path.join(this.dir, entry)).catch(() => null);
      if (!info?.isFile() || now - info.mtimeMs < STRAY_FILE_AGE_MS) continue;
      await this.remove(entry);
      removed++;
    }
    return removed;
  }
}
