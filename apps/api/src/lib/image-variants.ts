import sharp from 'sharp';
import { IMAGE_WIDTHS, type ImageWidth } from '@shop/domain';
import type { FileStore, StoredFile } from '../db/file-store.ts';

/** Where the variant of the stored image `key` at `width` is kept in the file store. */
const variantKey = (width: ImageWidth, key: string) => `variants/${width}/${key}`;

/** Every variant the image `key` may have: they go when the image is deleted or renamed. */
export const variantKeysOf = (key: string) => IMAGE_WIDTHS.map((width) => variantKey(width, key));

/** Stored images are at most 2000 px a side; imports of old folders could be larger, never this large. */
const MAX_INPUT_PIXELS = 40_000_000;
const QUALITY = 76;
/** Resizing takes a core for tens of milliseconds: two at once per process, the others wait. */
const RESIZES_AT_ONCE = 2;

/** At most `size` tasks run at once; the others wait their turn. */
function limited(size: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    while (running >= size) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await work();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

/**
 * Product photos and gallery images at the widths of IMAGE_WIDTHS (decision 035): made from the
 * original on first request and kept in the file store, so every instance serves them without
 * resizing again. A variant is served only while its original exists.
 */
export class ImageVariants {
  readonly #files: FileStore;
  readonly #limit = limited(RESIZES_AT_ONCE);
  /** Variants being made by this process: a second request for one waits for the first. */
  readonly #making = new Map<string, Promise<StoredFile | undefined>>();

  constructor(files: FileStore) {
    this.#files = files;
  }

  /** The variant's ETag when it is stored and its original still exists (a conditional request needs no bytes). */
  async etag(key: string, width: ImageWidth): Promise<string | undefined> {
    const [variant, original] = await Promise.all([this.#files.etag(variantKey(width, key)), this.#files.etag(key)]);
    return original ? variant : undefined;
  }

  /** The variant, made now if it is not stored yet; undefined when the original is missing or unreadable. */
  async get(key: string, width: ImageWidth): Promise<StoredFile | undefined> {
    const [variant, original] = await Promise.all([this.#files.get(variantKey(width, key)), this.#files.etag(key)]);
    if (!original) return undefined;
    return variant ?? this.#make(key, width);
  }

  #make(key: string, width: ImageWidth): Promise<StoredFile | undefined> {
    const target = variantKey(width, key);
    let making = this.#making.get(target);
    if (!making) {
      making = this.#resizeAndStore(key, width, target).finally(() => this.#making.delete(target));
      this.#making.set(target, making);
    }
    return making;
  }

  async #resizeAndStore(key: string, width: ImageWidth, target: string): Promise<StoredFile | undefined> {
    const original = await this.#files.get(key);
    if (!original) return undefined;
    let content: Buffer;
    try {
      content = await this.#limit(() =>
        sharp(original.content, { limitInputPixels: MAX_INPUT_PIXELS })
          .rotate()
          .resize({ width, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: QUALITY })
          .toBuffer(),
      );
    } catch {
      return undefined;
    }
    // Another instance may have stored it meanwhile: the first one written is the one served.
    await this.#files.putIfAbsent(target, content, 'image/webp');
    return this.#files.get(target);
  }
}
