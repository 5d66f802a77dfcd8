import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// After `vite build`: the gzipped JavaScript a first visit to each main page loads (the entry, the
// page's own chunk and everything they import statically), against the 170 KB budget of /products.
const dist = path.resolve(import.meta.dirname, '../dist');
type Chunk = { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean; src?: string };
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
const BUDGET_KB = 170;

function closure(keys: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return files;
}

const gzipKb = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;
/** What a browser that accepts brotli downloads: the copy precompress.ts wrote (the file itself when it wrote none). */
const brotliKb = (file: string) => {
  const copy = path.join(dist, `${file}.br`);
  return (existsSync(copy) ? statSync(copy).size : statSync(path.join(dist, file)).size) / 1024;
};
const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
// main.tsx loads the provider (router, query client, i18n) before the first render.
const startup = [entry, ...(manifest[entry]!.dynamicImports ?? []).filter((key) => /provider\.tsx$|i18n\.ts$/.test(key))];
const pages: Record<string, string> = {
  '/products': 'src/features/catalog/catalog-page.tsx',
  '/product/:slug': 'src/features/catalog/product-page.tsx',
  '/': 'src/features/home/home-page.tsx',
  '/login': 'src/features/auth/login-page.tsx',
};

console.log('\nFirst-load JavaScript:       gzip -9   sent (brotli)');
let productsKb = 0;
for (const [route, page] of Object.entries(pages)) {
  const files = closure([...startup, page].filter((key) => manifest[key]));
  const scripts = [...files].filter((f) => f.endsWith('.js'));
  const kb = scripts.reduce((sum, file) => sum + gzipKb(file), 0);
  const sent = scripts.reduce((sum, file) => sum + brotliKb(file), 0);
  if (route === '/products') productsKb = kb;
  console.log(`  ${route.padEnd(16)} ${kb.toFixed(1).padStart(9)} KB ${sent.toFixed(1).padStart(9)} KB`);
}
console.log(`${productsKb <= BUDGET_KB ? 'met   ' : 'MISSED'} /products first load <= ${BUDGET_KB} KB (${productsKb.toFixed(1)} KB)`);
// Over budget fails the build, so a change that slows the phone's first load is seen where it is made.
if (productsKb > BUDGET_KB) process.exitCode = 1;
