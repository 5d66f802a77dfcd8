import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { FileStore } from '../../db/file-store.ts';
import { importOldFolders } from './import-folders.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('files of an older installation', () => {
  it('when DATA_DIR still has uploads and screenshots folders, then their files are copied into the store once and the folders set aside', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-import-'));
    try {
      for (const dir of ['uploads/products', 'uploads/gallery/thumbs', 'bug-reports']) mkdirSync(path.join(dataDir, dir), { recursive: true });
      writeFileSync(path.join(dataDir, 'uploads/products/old-photo.webp'), 'photo');
      writeFileSync(path.join(dataDir, 'uploads/gallery/banner.webp'), 'banner');
      writeFileSync(path.join(dataDir, 'uploads/gallery/thumbs/banner.webp'), 'thumb');
      writeFileSync(path.join(dataDir, 'bug-reports/shot.png'), 'shot');
      writeFileSync(path.join(dataDir, 'uploads/products/.hidden weird name'), 'skipped');
      const store = new FileStore(t.db);

      expect(await importOldFolders(store, dataDir)).toBe(4);
      expect((await store.get('products/old-photo.webp'))?.content.toString()).toBe('photo');
      expect((await store.get('gallery/thumbs/banner.webp'))?.content.toString()).toBe('thumb');
      expect((await store.get('bug-reports/shot.png'))?.contentType).toBe('image/png');
      expect((await t.app.inject({ url: '/uploads/products/old-photo.webp' })).body).toBe('photo');
      expect(existsSync(path.join(dataDir, 'uploads'))).toBe(false);
      expect(readdirSync(dataDir).filter((name) => name.includes('.imported-'))).toHaveLength(2);
      // The next start finds nothing left to copy.
      expect(await importOldFolders(store, dataDir)).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
