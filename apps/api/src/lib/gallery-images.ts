import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { GALLERY_MAX_FILE_BYTES } from '@shop/domain';
import { fail } from '../http/app-error.ts';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { FileStore } from '../db/file-store.ts';
import { variantKeysOf } from './image-variants.ts';

type Db = Kysely<DB> | Transaction<DB>;

const ALLOWED = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);
const FULL_SIDE = 2000;
const THUMB_SIDE = 300;

/** An uploaded image turned into the gallery's two files (not yet written). */
export interface ProcessedImage {
  full: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

/** Checks the bytes (never the name), then re-encodes: upright, metadata stripped, WebP, with a thumbnail. */
export async function processGalleryImage(input: Buffer): Promise<ProcessedImage> {
  if (input.length > GALLERY_MAX_FILE_BYTES) throw fail('galleryImageTooLarge');
  const type = await fileTypeFromBuffer(input);
  if (!type || !ALLOWED.has(type.mime)) throw fail('imageType');
  try {
    const upright = sharp(input, { limitInputPixels: 60_000_000 }).rotate();
    const full = await upright
      .clone()
      .resize({ width: FULL_SIDE, height: FULL_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const thumb = await upright
      .clone()
      .resize({ width: THUMB_SIDE, height: THUMB_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    return { full: full.data, thumb, width: full.info.width, height: full.info.height };
  } catch {
    throw fail('imageUnreadable');
  }
}

/** The gallery's files in the file store: `gallery/<name>` and `gallery/thumbs/<name>`, served under /uploads/gallery. */
export class GalleryFiles {
  readonly #files: FileStore;
  constructor(files: FileStore) {
    this.#files = files;
  }

  static url(filename: string): string {
    return `/uploads/gallery/${filename}`;
  }

  static thumbnailUrl(filename: string): string {
    return `/uploads/gallery/thumbs/${filename}`;
  }

  static newFilename(): string {
    return `${randomUUID()}.webp`;
  }

  /** Both files or neither (one transaction). */
  async write(filename: string, image: ProcessedImage, db: Db): Promise<void> {
    await this.#files.put(`gallery/${filename}`, image.full, db);
    await this.#files.put(`gallery/thumbs/${filename}`, image.thumb, db);
  }

  /** The image, its thumbnail and its width variants (decision 035). */
  async remove(filename: string, db?: Db): Promise<void> {
    await this.#files.remove([`gallery/${filename}`, `gallery/thumbs/${filename}`, ...variantKeysOf(`gallery/${filename}`)], db);
  }

  /** The image and its thumbnail move; its width variants go (they are made again under the new name when asked for). */
  async rename(from: string, to: string, db: Db): Promise<void> {
    await this.#files.rename(`gallery/${from}`, `gallery/${to}`, db);
    await this.#files.rename(`gallery/thumbs/${from}`, `gallery/thumbs/${to}`, db);
    await this.#files.remove(variantKeysOf(`gallery/${from}`), db);
  }
}
