import { existsSync } from 'node:fs';
import { readdir, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import type { FileStore } from '../../db/file-store.ts';

/**
 * Files of an installation older than decision 023 (DATA_DIR/uploads/{products,gallery,
 * gallery/thumbs} and DATA_DIR/bug-reports) are copied into the store once, at start; the folders
 * are then renamed `*.imported-<time>` (kept for the operator to delete), so the next start skips them.
 * Answers how many files were copied.
 */
export async function importOldFolders(store: FileStore, dataDir: string): Promise<number> {
  let copied = 0;
  const copy = async (dir: string, prefix: string) => {
    if (!existsSync(dir)) return;
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      if (!entry.isFile() || !/^[A-Za-z0-9._-]{1,200}$/.test(entry.name)) continue;
      await store.putIfAbsent(`${prefix}${entry.name}`, await readFile(path.join(dir, entry.name)));
      copied += 1;
    }
  };
  const uploads = path.join(dataDir, 'uploads');
  if (existsSync(uploads)) {
    await copy(path.join(uploads, 'products'), 'products/');
    await copy(path.join(uploads, 'gallery'), 'gallery/');
    await copy(path.join(uploads, 'gallery', 'thumbs'), 'gallery/thumbs/');
    await rename(uploads, `${uploads}.imported-${Date.now()}`);
  }
  const screenshots = path.join(dataDir, 'bug-reports');
  if (existsSync(screenshots)) {
    await copy(screenshots, 'bug-reports/');
    await rename(screenshots, `${screenshots}.imported-${Date.now()}`);
  }
  return copied;
}
