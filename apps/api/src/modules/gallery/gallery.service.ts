import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Kysely } from 'kysely';
import {
  GALLERY_MAX_FOLDERS,
  seoFileName,
  type GalleryFolder,
  type GalleryFolderInput,
  type GalleryImage,
  type GalleryListQuery,
  type GalleryPagination,
  type PhotoMetadata,
} from '@shop/domain';
import { paginationOf } from '../../db/bounded-count.ts';
import type { DB } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import type { Engine } from '../../db/engine.ts';
import { fail, fieldError } from '../../http/app-error.ts';
import type { MultipartFile } from '../../http/uploads.ts';
import { GalleryFiles, processGalleryImage, type ProcessedImage } from '../../lib/gallery-images.ts';
import * as repo from './gallery.repository.ts';

/** What the gallery's writes need: the database and its engine (for the row locks). */
export interface Store {
  db: Kysely<DB>;
  engine: Engine;
}

/**
 * A product that takes a gallery image as its photo holds the image's row with a shared lock until
 * its own write commits: a delete or rename of that image waits for it (and then sees the product)
 * or went first (and the product is told to choose again).
 */
export async function holdGalleryPhoto(store: Store, trx: Tx, imageUrl: string | null | undefined): Promise<void> {
  const prefix = GalleryFiles.url('');
  if (!imageUrl?.startsWith(prefix) || imageUrl.includes('/', prefix.length)) return;
  if (!(await repo.lockImage(trx, store.engine, { filename: imageUrl.slice(prefix.length) }, true))) throw fail('photoGone');
}

export async function listImages(db: Kysely<DB>, query: GalleryListQuery): Promise<{ images: GalleryImage[]; pagination: GalleryPagination }> {
  const { images, count } = await repo.listImages(db, query);
  const { page, limit, total, pages, capped } = paginationOf(query.page, query.limit, count);
  return { images, pagination: { current_page: page, per_page: limit, total, total_pages: pages, ...(capped ? { capped } : {}) } };
}

async function requireImage(db: Kysely<DB>, idOrFilename: number | string): Promise<GalleryImage> {
  const image = await repo.findImage(db, idOrFilename);
  if (!image) throw fail('imageNotFound');
  return image;
}

async function requireFolder(db: Kysely<DB>, folderId: number | null): Promise<void> {
  if (folderId !== null && !(await repo.findFolder(db, folderId))) throw fail('folderNotFound');
}

export const listFolders = (db: Kysely<DB>) => repo.listFolders(db);

export async function createFolder(db: Kysely<DB>, input: GalleryFolderInput): Promise<GalleryFolder> {
  if (await repo.folderNameTaken(db, input.name)) throw fail('folderExists');
  // The folder list is answered whole (the gallery's folder picker): its size is capped here instead (decision 068).
  if ((await repo.folderCount(db)) >= GALLERY_MAX_FOLDERS) throw fail('tooManyFolders', { max: GALLERY_MAX_FOLDERS });
  try {
    return await repo.insertFolder(db, { name: input.name, description: input.description ?? null });
  } catch (error) {
    if (isUniqueViolation(error)) throw fail('folderExists');
    throw error;
  }
}

/** The client's file name without any path, cut to what the column holds. */
const cleanName = (name: string) => (path.basename(name.replace(/\\/g, '/')).trim() || 'image').slice(0, 255);

/** The upload form's optional `folder_id` field: empty for no folder, else a folder's id. */
export function uploadFolderId(text: string | undefined): number | null {
  const value = text?.trim();
  if (!value) return null;
  if (!/^\d{1,12}$/.test(value)) throw fieldError('folderIdInvalid', 'folder_id', 'folderIdInvalid');
  return Number(value);
}

/**
 * Stores every uploaded image or none: all files are checked and re-encoded first (outside any
 * transaction), then the files and their rows are written in one transaction (decision 023).
 */
export async function uploadImages(store: Store, files: GalleryFiles, uploads: MultipartFile[], folderId: number | null): Promise<GalleryImage[]> {
  if (uploads.length === 0) throw fail('noFilesChosen');
  const db = store.db;
  await requireFolder(db, folderId);
  const processed: Array<{ upload: MultipartFile; image: ProcessedImage; filename: string }> = [];
  for (const upload of uploads) processed.push({ upload, image: await processGalleryImage(upload.bytes), filename: GalleryFiles.newFilename() });
  const ids = await inTransaction(store, async (trx) => {
    await requireFolder(trx, folderId);
    for (const item of processed) await files.write(item.filename, item.image, trx);
    return repo.insertImages(
      trx,
      processed.map((item) => ({
        filename: item.filename,
        original_name: cleanName(item.upload.filename),
        file_size: item.image.full.length,
        width: item.image.width,
        height: item.image.height,
        folder_id: folderId,
      })),
    );
  });
  return Promise.all(ids.map((id) => requireImage(db, id)));
}

/** The image's row, locked, as it is under the lock (a parallel rename or delete went first). */
async function lockedImage(store: Store, trx: Tx, image: GalleryImage): Promise<void> {
  const locked = await repo.lockImage(trx, store.engine, { id: image.id });
  if (!locked || locked.filename !== image.filename) throw fail('imageChangedMeanwhile');
}

/** How many products' names a refused delete lists; more are shown as an ellipsis. */
const NAMED_PRODUCTS = 3;

/** The products' names as the refusal lists them: "A, B, C, …" beyond the first three. */
const productList = (names: readonly string[]): string =>
  [...names.slice(0, NAMED_PRODUCTS), ...(names.length > NAMED_PRODUCTS ? ['…'] : [])].join(', ');

/**
 * Refused while a product shows the image, naming the products; a product choosing it at
 * the same moment waits or is told (decision 016).
 */
export async function deleteImage(store: Store, files: GalleryFiles, idOrFilename: number | string): Promise<void> {
  const image = await requireImage(store.db, idOrFilename);
  await inTransaction(store, async (trx) => {
    await lockedImage(store, trx, image);
    const products = await repo.productsUsing(trx, image.url, NAMED_PRODUCTS + 1);
    if (products.length > 0) throw fail('imageUsedByProduct', { products: productList(products) });
    await repo.deleteImage(trx, image.id);
    await files.remove(image.filename, trx);
  });
}

export async function moveImage(store: Store, idOrFilename: number | string, folderId: number | null): Promise<GalleryImage> {
  const image = await requireImage(store.db, idOrFilename);
  await inTransaction(store, async (trx) => {
    await lockedImage(store, trx, image);
    await requireFolder(trx, folderId);
    await repo.moveImage(trx, image.id, folderId);
  });
  return requireImage(store.db, image.id);
}

export async function readMetadata(db: Kysely<DB>, filename: string): Promise<PhotoMetadata> {
  return repo.metadataOf(await requireImage(db, filename));
}

export async function saveMetadata(store: Store, filename: string, metadata: PhotoMetadata): Promise<GalleryImage> {
  const image = await requireImage(store.db, filename);
  await inTransaction(store, async (trx) => {
    await lockedImage(store, trx, image);
    await repo.updateMetadata(trx, image, metadata);
  });
  return requireImage(store.db, image.id);
}

/**
 * Saves the photo's fields and gives its files an SEO-friendly name from the photo's name; the files
 * and the products showing the old address follow in the same transaction.
 */
export async function renameImage(store: Store, files: GalleryFiles, filename: string, metadata: PhotoMetadata): Promise<GalleryImage> {
  const db = store.db;
  const image = await requireImage(db, filename);
  const newFilename = seoFileName(metadata.display_name, randomBytes(4).toString('hex'), 'webp');
  await inTransaction(store, async (trx) => {
    await lockedImage(store, trx, image);
    await files.rename(image.filename, newFilename, trx);
    await repo.updateMetadata(trx, image, metadata, newFilename);
    await repo.repointProducts(trx, image.url, GalleryFiles.url(newFilename));
  });
  return requireImage(db, image.id);
}
