import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata } from 'sharp';
import { BUG_SCREENSHOT_MAX_BYTES } from '@shop/domain';
import type { DB } from '../../db/schema.ts';
import { fail } from '../../http/app-error.ts';
import { addToWindow, subtractFromWindow } from '../../db/window-counter.ts';
import type { FileStore } from '../../db/file-store.ts';
import * as repo from './bug-reports.repository.ts';

/**
 * The largest picture decoded: 25 million pixels (a 4K screen is 8.3 million; the web app sends the
 * whole window at most 1024 pixels wide). A small file that claims more (a decompression bomb) is
 * refused from its header.
 */
const SCREENSHOT_MAX_PIXELS = 25_000_000;

/** What the screenshot rules answer (the type text is the one the endpoint always gave). */

/** One address may store at most this share of the budget a day, and never less than one full-size screenshot. */
const ADDRESS_DAILY_SHARE = 0.05;

/** Files nobody's report names (a crash between writing and saving) are removed after this long. */
const STRAY_FILE_AGE_MS = 60 * 60 * 1000;

interface CleanScreenshot {
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
  if (input.length > BUG_SCREENSHOT_MAX_BYTES) throw fail('screenshotTooLarge');
  const mime = (await fileTypeFromBuffer(input))?.mime;
  const extension = mime === 'image/jpeg' ? 'jpg' : mime === 'image/png' ? 'png' : null;
  if (!extension) throw fail('screenshotType');
  let header: Metadata;
  try {
    header = await sharp(input).metadata();
  } catch {
    throw fail('screenshotType');
  }
  if (header.format !== (extension === 'jpg' ? 'jpeg' : 'png')) throw fail('screenshotType');
  if (header.width * header.height > SCREENSHOT_MAX_PIXELS) throw fail('screenshotTooManyPixels', { megapixels: SCREENSHOT_MAX_PIXELS / 1_000_000 });
  let bytes: Buffer;
  try {
    const image = sharp(input, { limitInputPixels: SCREENSHOT_MAX_PIXELS }).autoOrient();
    bytes = await (extension === 'jpg' ? image.jpeg({ quality: 80 }) : image.png()).toBuffer();
  } catch (error) {
    if (isPixelLimit(error)) throw fail('screenshotTooManyPixels', { megapixels: SCREENSHOT_MAX_PIXELS / 1_000_000 });
    throw fail('screenshotType');
  }
  // What is stored is never larger than what may be sent.
  if (bytes.length > BUG_SCREENSHOT_MAX_BYTES) throw fail('screenshotTooLarge');
  return { bytes, extension };
}

const DAY_MS = 24 * 60 * 60 * 1000;
export const SCREENSHOT_PREFIX = 'bug-reports/';
const keyOf = (filename: string) => `${SCREENSHOT_PREFIX}${path.basename(filename)}`;

interface ScreenshotStoreOptions {
  db: Kysely<DB>;
  files: FileStore;
  /** The storage budget of all screenshots together, in bytes. */
  budgetBytes: number;
  log: FastifyBaseLogger;
}

/**
 * Bug-report screenshots in the file store (decisions 017, 023): private (never served under
 * /uploads), a budget over all of them that removes the oldest reports' screenshots first, and a
 * share of it per client address and day, counted in the database so that every instance counts
 * the same bytes.
 */
export class ScreenshotStore {
  readonly budgetBytes: number;
  /** Bytes one address may store in 24 hours. */
  readonly bytesPerDay: number;
  readonly #db: Kysely<DB>;
  readonly #files: FileStore;
  readonly #log: FastifyBaseLogger;
  #last: Promise<unknown> = Promise.resolve();
  #waiting: Promise<number> | null = null;

  constructor(options: ScreenshotStoreOptions) {
    this.#db = options.db;
    this.#files = options.files;
    this.budgetBytes = options.budgetBytes;
    this.#log = options.log;
    this.bytesPerDay = Math.max(BUG_SCREENSHOT_MAX_BYTES, Math.floor(options.budgetBytes * ADDRESS_DAILY_SHARE));
  }

  /** Books a screenshot's bytes in the address's daily share; false (and a log line) when they do not fit. */
  async book(address: string, bytes: number, now: Date): Promise<boolean> {
    if (await addToWindow(this.#db, `screenshot-bytes:${address}`, bytes, DAY_MS, now.getTime(), this.bytesPerDay)) return true;
    this.#log.warn(
      { address, bytes, dailyBytes: this.bytesPerDay },
      "bug-report screenshot left off: the address has used its day's share of the storage budget",
    );
    return false;
  }

  /** Gives booked bytes back: the report they were booked for was not stored. */
  async unbook(address: string, bytes: number): Promise<void> {
    await subtractFromWindow(this.#db, `screenshot-bytes:${address}`, bytes);
  }

  /** Stores a new screenshot (in the report's transaction when given); answers its name. */
  async write(screenshot: CleanScreenshot, db?: Kysely<DB> | Transaction<DB>): Promise<string> {
    const filename = `${randomUUID()}.${screenshot.extension}`;
    await this.#files.put(keyOf(filename), screenshot.bytes, db);
    return filename;
  }

  async read(filename: string): Promise<Buffer | undefined> {
    return (await this.#files.get(keyOf(filename)))?.content;
  }

  async remove(filenames: string[], db?: Kysely<DB> | Transaction<DB>): Promise<void> {
    await this.#files.remove(filenames.map(keyOf), db);
  }

  /**
   * Brings the screenshots under the budget: the oldest reports lose theirs first (the reports stay).
   * Passes run one at a time in this process; a caller that arrives while one runs joins the next
   * pass, which starts after its report was saved. Each pass counts from the database afresh, so
   * parallel stores and other instances cannot leave the count wrong. Answers how many screenshots
   * went; a failure is logged (the report is kept) and the next pass tries again.
   */
  enforceBudget(): Promise<number> {
    if (this.#waiting) return this.#waiting;
    const pass = this.#last
      .catch(() => undefined)
      .then(() => {
        this.#waiting = null;
        return this.#pass();
      })
      .catch((error: unknown) => {
        this.#log.error({ err: error }, 'bug-report screenshot budget could not be enforced');
        return 0;
      });
    this.#waiting = pass;
    this.#last = pass;
    return pass;
  }

  async #pass(): Promise<number> {
    const rows = await repo.listScreenshotsOldestFirst(this.#db);
    const sizes = new Map((await this.#files.list(SCREENSHOT_PREFIX)).map((file) => [file.key, file.size]));
    let total = rows.reduce((sum, row) => sum + (sizes.get(keyOf(row.screenshot_filename)) ?? 0), 0);
    const victims: Array<{ id: number; screenshot_filename: string }> = [];
    for (let i = 0; i < rows.length && total > this.budgetBytes; i++) {
      victims.push(rows[i]!);
      total -= sizes.get(keyOf(rows[i]!.screenshot_filename)) ?? 0;
    }
    if (victims.length === 0) return 0;
    // The reports and their files in one transaction: a report never points at a file that is gone.
    await this.#db.transaction().execute(async (trx) => {
      await repo.clearScreenshots(
        trx,
        victims.map((row) => row.id),
      );
      await this.remove(
        victims.map((row) => row.screenshot_filename),
        trx,
      );
    });
    this.#log.warn(
      { removed: victims.length, budgetBytes: this.budgetBytes, keptBytes: total },
      'bug-report screenshot budget reached: the oldest screenshots were deleted',
    );
    return victims.length;
  }

  /** Removes stored screenshots no report names that are older than an hour (left by a crash); answers how many. */
  async removeStrayFiles(now = Date.now()): Promise<number> {
    const named = new Set((await repo.listScreenshotsOldestFirst(this.#db)).map((row) => keyOf(row.screenshot_filename)));
    const stray = (await this.#files.list(SCREENSHOT_PREFIX, undefined, new Date(now - STRAY_FILE_AGE_MS).toISOString())).filter(
      (file) => !named.has(file.key),
    );
    await this.#files.remove(stray.map((file) => file.key));
    return stray.length;
  }
}
