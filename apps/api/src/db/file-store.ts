import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from './schema.ts';

type Db = Kysely<DB> | Transaction<DB>;

export interface StoredFile {
  content: Buffer;
  contentType: string;
  size: number;
  /** Strong validator: files are written once under a new random name and never change. */
  etag: string;
}

const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif' };

/** The content type a stored name implies (only images are stored). */
const contentTypeOf = (key: string) => CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';

const etagOf = (key: string, size: number) => `"${createHash('sha1').update(key).digest('base64url').slice(0, 16)}-${size}"`;

/**
 * Uploaded files in the database (decision 023): product photos, gallery images and thumbnails,
 * bug-report screenshots, under keys like `products/<uuid>.webp`. Every instance on the database
 * reads the same files, a backup of the database holds them, and a file can be written in the same
 * transaction as the row that names it.
 */
export class FileStore {
  readonly #db: Kysely<DB>;

  constructor(db: Kysely<DB>) {
    this.#db = db;
  }

  async put(key: string, content: Buffer, db: Db = this.#db): Promise<void> {
    await db
      .insertInto('stored_files')
      .values({ key, content, content_type: contentTypeOf(key), byte_size: content.length, created_at: new Date().toISOString() })
      .execute();
  }

  async get(key: string): Promise<StoredFile | undefined> {
    const row = await this.#db.selectFrom('stored_files').select(['content', 'content_type', 'byte_size']).where('key', '=', key).executeTakeFirst();
    return row && { content: Buffer.from(row.content), contentType: row.content_type, size: row.byte_size, etag: etagOf(key, row.byte_size) };
  }

  /** What a conditional request needs, without the bytes. */
  async etag(key: string): Promise<string | undefined> {
    const row = await this.#db.selectFrom('stored_files').select('byte_size').where('key', '=', key).executeTakeFirst();
    return row && etagOf(key, row.byte_size);
  }

  async remove(keys: string[], db: Db = this.#db): Promise<void> {
    for (let i = 0; i < keys.length; i += 500)
      await db
        .deleteFrom('stored_files')
        .where('key', 'in', keys.slice(i, i + 500))
        .execute();
  }

  /** Moves a file to a new key (a renamed gallery image); false when there is none under `from`. */
  async rename(from: string, to: string, db: Db = this.#db): Promise<boolean> {
    const result = await db.updateTable('stored_files').set({ key: to }).where('key', '=', from).executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Keys and sizes under a prefix (`bug-reports/`), oldest first; only those stored before `createdBefore` when given. */
  async list(prefix: string, db: Db = this.#db, createdBefore?: string): Promise<Array<{ key: string; size: number }>> {
    let query = db.selectFrom('stored_files').select(['key', 'byte_size']).where('key', 'like', `${prefix}%`);
    if (createdBefore !== undefined) query = query.where('created_at', '<', createdBefore);
    const rows = await query.orderBy('created_at').orderBy('key').execute();
    return rows.map((row) => ({ key: row.key, size: row.byte_size }));
  }

  /**
   * Inserts a file unless one is there already (imports of old folders may run twice; two instances
   * may make the same image variant at once): the first one written stays.
   */
  async putIfAbsent(key: string, content: Buffer, contentType = contentTypeOf(key)): Promise<void> {
    await this.#db
      .insertInto('stored_files')
      .values({ key, content, content_type: contentType, byte_size: content.length, created_at: new Date().toISOString() })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
  }
}
