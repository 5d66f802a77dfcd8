import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { searchWords, type GalleryFolder, type GalleryImage, type GalleryListQuery, type PhotoMetadata } from '@shop/domain';
import type { Engine } from '../../db/engine.ts';
import { forShare, forUpdate } from '../../db/locks.ts';
import type { DB, GalleryImagesTable } from '../../db/schema.ts';
import { type BoundedCount, countUpTo } from '../../db/bounded-count.ts';
import { everyWordIn, foldForSearch, likeEscaped } from '../../db/search-text.ts';
import { GalleryFiles } from '../../lib/gallery-images.ts';
import { nowIso } from '../../lib/clock.ts';

type ImageRow = Selectable<GalleryImagesTable> & { folder_name: string | null };

/** Keywords sit in the search column as |word| so a tag matches whole keywords only. */
const tagToken = (keyword: string) => `|${foldForSearch(keyword).replace(/\|/g, ' ')}|`;

function searchTextOf(row: {
  filename: string;
  original_name: string;
  display_name: string | null;
  alt_text: string | null;
  seo_title: string | null;
  description: string | null;
  keywords: string[];
}): string {
  return `${foldForSearch(row.display_name, row.original_name, row.filename, row.alt_text, row.seo_title, row.description, row.keywords.join(' '))} ${row.keywords.map(tagToken).join('')}`;
}

function parseKeywords(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

function toImage(row: ImageRow): GalleryImage {
  return {
    id: row.id,
    filename: row.filename,
    url: GalleryFiles.url(row.filename),
    thumbnail_url: GalleryFiles.thumbnailUrl(row.filename),
    original_name: row.original_name,
    file_size: row.file_size,
    mime_type: row.mime_type,
    width: row.width,
    height: row.height,
    folder_id: row.folder_id,
    folder_name: row.folder_name,
    display_name: row.display_name,
    alt_text: row.alt_text,
    description: row.description,
    keywords: parseKeywords(row.keywords),
    seo_title: row.seo_title,
    seo_description: row.seo_description,
    created_at: row.created_at,
  };
}

export function metadataOf(image: GalleryImage): PhotoMetadata {
  return {
    display_name: image.display_name ?? image.original_name,
    alt_text: image.alt_text,
    description: image.description,
    keywords: image.keywords,
    seo_title: image.seo_title,
    seo_description: image.seo_description,
  };
}

const selectImages = (db: Kysely<DB>) =>
  db.selectFrom('gallery_images as i').leftJoin('gallery_folders as f', 'f.id', 'i.folder_id').selectAll('i').select('f.name as folder_name');

export async function listImages(db: Kysely<DB>, query: GalleryListQuery): Promise<{ images: GalleryImage[]; count: BoundedCount }> {
  let base = db.selectFrom('gallery_images as i');
  if (query.folder_id === 'none') base = base.where('i.folder_id', 'is', null);
  else if (query.folder_id !== undefined) base = base.where('i.folder_id', '=', query.folder_id);
  if (query.search) base = base.where(everyWordIn(db, 'gallery_images', searchWords(query.search), 'i'));
  const tags = (query.tags ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
  for (const tag of tags) base = base.where(sql<boolean>`i.search_text like ${`%${likeEscaped(tagToken(tag))}%`} escape '\\'`);
  const [count, rows] = await Promise.all([
    countUpTo(db, base),
    base
      .leftJoin('gallery_folders as f', 'f.id', 'i.folder_id')
      .selectAll('i')
      .select('f.name as folder_name')
      .orderBy('i.created_at', 'desc')
      .orderBy('i.id', 'desc')
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute(),
  ]);
  return { images: rows.map(toImage), count };
}

export async function findImage(db: Kysely<DB>, idOrFilename: number | string): Promise<GalleryImage | undefined> {
  const query = selectImages(db);
  const row = await (typeof idOrFilename === 'number'
    ? query.where('i.id', '=', idOrFilename)
    : query.where('i.filename', '=', idOrFilename)
  ).executeTakeFirst();
  return row && toImage(row);
}

interface NewImage {
  filename: string;
  original_name: string;
  file_size: number;
  width: number;
  height: number;
  folder_id: number | null;
}

export async function insertImages(db: Kysely<DB>, images: NewImage[]): Promise<number[]> {
  const ids: number[] = [];
  const now = nowIso();
  for (const image of images) {
    const display_name = image.original_name.replace(/\.[A-Za-z0-9]{1,5}$/, '');
    const row = await db
      .insertInto('gallery_images')
      .values({
        ...image,
        mime_type: 'image/webp',
        display_name,
        alt_text: null,
        description: null,
        keywords: '[]',
        seo_title: null,
        seo_description: null,
        search_text: searchTextOf({ ...image, display_name, alt_text: null, seo_title: null, description: null, keywords: [] }),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}

export async function updateMetadata(db: Kysely<DB>, image: GalleryImage, metadata: PhotoMetadata, filename = image.filename): Promise<void> {
  await db
    .updateTable('gallery_images')
    .set({
      filename,
      display_name: metadata.display_name,
      alt_text: metadata.alt_text,
      description: metadata.description,
      keywords: JSON.stringify(metadata.keywords),
      seo_title: metadata.seo_title,
      seo_description: metadata.seo_description,
      search_text: searchTextOf({ filename, original_name: image.original_name, ...metadata }),
      updated_at: nowIso(),
    })
    .where('id', '=', image.id)
    .execute();
}

/**
 * The image's row, locked until the transaction ends: the root of delete, move, metadata and rename.
 * `share` is what a product taking the image as its photo holds: the image cannot go meanwhile.
 */
export async function lockImage(
  trx: Transaction<DB>,
  engine: Engine,
  ref: { id: number } | { filename: string },
  share = false,
): Promise<{ id: number; filename: string } | undefined> {
  const query = trx.selectFrom('gallery_images').select(['id', 'filename']);
  const where = 'id' in ref ? query.where('id', '=', ref.id) : query.where('filename', '=', ref.filename);
  return (share ? forShare(where, engine) : forUpdate(where, engine)).executeTakeFirst();
}

export async function moveImage(db: Kysely<DB>, id: number, folderId: number | null): Promise<void> {
  await db.updateTable('gallery_images').set({ folder_id: folderId, updated_at: nowIso() }).where('id', '=', id).execute();
}

export async function deleteImage(db: Kysely<DB>, id: number): Promise<void> {
  await db.deleteFrom('gallery_images').where('id', '=', id).execute();
}

/** The names of the products showing the image (at most `limit`, by name): none means it can go. */
export async function productsUsing(db: Kysely<DB>, url: string, limit: number): Promise<string[]> {
  const rows = await db.selectFrom('products').select('name').where('image_url', '=', url).orderBy('name').orderBy('id').limit(limit).execute();
  return rows.map((row) => row.name);
}

/** Products showing the old address follow the rename (a change of the product: its version moves on). */
export async function repointProducts(db: Kysely<DB>, from: string, to: string): Promise<void> {
  await db
    .updateTable('products')
    .set((eb) => ({ image_url: to, version: eb('version', '+', 1), updated_at: nowIso() }))
    .where('image_url', '=', from)
    .execute();
}

export async function listFolders(db: Kysely<DB>): Promise<GalleryFolder[]> {
  const rows = await db
    .selectFrom('gallery_folders as f')
    .leftJoin('gallery_images as i', 'i.folder_id', 'f.id')
    .select(['f.id', 'f.name', 'f.description'])
    .select((eb) => eb.fn.count<number | string>('i.id').as('image_count'))
    .groupBy(['f.id', 'f.name', 'f.description'])
    .orderBy('f.name')
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name, description: row.description, image_count: Number(row.image_count) }));
}

export async function findFolder(db: Kysely<DB>, id: number): Promise<{ id: number; name: string } | undefined> {
  return db.selectFrom('gallery_folders').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

export async function folderNameTaken(db: Kysely<DB>, name: string): Promise<boolean> {
  const rows = await db.selectFrom('gallery_folders').select('name').execute();
  const folded = foldForSearch(name);
  return rows.some((row) => foldForSearch(row.name) === folded);
}

export async function folderCount(db: Kysely<DB>): Promise<number> {
  const { n } = await db
    .selectFrom('gallery_folders')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

export async function insertFolder(db: Kysely<DB>, folder: { name: string; description: string | null }): Promise<GalleryFolder> {
  const row = await db
    .insertInto('gallery_folders')
    .values({ ...folder, created_at: nowIso() })
    .returning(['id', 'name', 'description'])
    .executeTakeFirstOrThrow();
  return { ...row, image_count: 0 };
}
