import { randomUUID } from 'node:crypto';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { GALLERY_MAX_FILE_BYTES } from '@shop/domain';
import { AppError } from '../http/app-error.ts';
import { IMAGE_TEXTS } from './images.ts';
import { makePrivateDir, writePrivateFile } from './private-files.ts';

export const GALLERY_TEXTS = {
  tooLarge: 'Each image may be at most 10 MB',
  tooMany: 'At most 10 images can be uploaded at once',
} as const;

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
  if (input.length > GALLERY_MAX_FILE_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', GALLERY_TEXTS.tooLarge);
  const type = await fileTypeFromBuffer(input);
  if (!type || !ALLOWED.has(type.mime)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', IMAGE_TEXTS.type);
  try {
    const upright = sharp(input, { limitInputPixels: 60_000_000 }).rotate();
    const full = await upright
      .clone()
      .resize({ width: FULL_SIDE, height: FULL_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const thumb = await upright.clone().resize({ width: THUMB_SIDE, height: THUMB_SIDE, fit: 'inside', withoutEnlargement: true }).webp({ quality: 75 }).toBuffer();
    return { full: full.data, thumb, width: full.info.width, height: full.info.height };
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', IMAGE_TEXTS.unreadable);
  }
}

/** Where the gallery's files live: DATA_DIR/uploads/gallery and its thumbs/ folder, served under /uploads/gallery. */
export class GalleryFiles {
  readonly dir: string;
  readonly thumbsDir: string;
  constructor(uploadsDir: string) {
    this.dir = path.join(uploadsDir, 'gallery');
    this.thumbsDir = path.join(this.dir, 'thumbs');
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

  /** Both files (mode 600, in folders of mode 700), or neither: a failed write (a full disk) removes what it wrote. */
  async write(filename: string, image: ProcessedImage): Promise<void> {
    await makePrivateDir(this.thumbsDir);
    await writePrivateFile(path.join(this.dir, filename), image.full);
    await writePrivateFile(path.join(this.thumbsDir, filename), image.thumb).catch(async (error: unknown) => {
      await rm(path.join(this.dir, filename), { force: true });
      throw error;
    });
  }

  async remove(filename: string): Promise<void> {
    await rm(path.join(this.dir, filename), { force: true });
    await rm(path.join(this.thumbsDir, filename), { force: true });
  }

  async rename(from: string, to: string): Promise<void> {
    await rename(path.join(this.dir, from), path.join(this.dir, to));
    await rename(path.join(this.thumbsDir, from), path.join(this.thumbsDir, to)).catch(async (error: unknown) => {
      await rename(path.join(this.dir, to), path.join(this.dir, from));
      throw error;
    });
  }
}
