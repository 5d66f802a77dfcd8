import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type OutputInfo } from 'sharp';
import { fail } from '../http/app-error.ts';
import type { FileStore } from '../db/file-store.ts';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const ALLOWED = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);

/** Checks the bytes (never the name), then re-encodes: EXIF and other metadata are dropped; stored in the file store. */
export async function storeImage(
  input: Buffer,
  options: { files: FileStore; folder: string; maxSide: number },
): Promise<{ url: string; filename: string; width: number; height: number; size: number }> {
  if (input.length >= MAX_IMAGE_BYTES) throw fail('imageTooLarge');
  const type = await fileTypeFromBuffer(input);
  if (!type || !ALLOWED.has(type.mime)) throw fail('imageType');
  let output: { data: Buffer; info: OutputInfo };
  try {
    output = await sharp(input, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: options.maxSide, height: options.maxSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw fail('imageUnreadable');
  }
  const filename = `${randomUUID()}.webp`;
  await options.files.put(`${options.folder}/${filename}`, output.data);
  return { url: `/uploads/${options.folder}/${filename}`, filename, width: output.info.width, height: output.info.height, size: output.data.length };
}
