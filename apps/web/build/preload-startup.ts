import type { Plugin } from 'vite';

/** The modules main.tsx imports before the first render (the router, the query client, the texts). */
const STARTUP = [/\/src\/app\/provider\.tsx$/, /\/src\/lib\/i18n\.ts$/];

interface ChunkInfo {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  isEntry: boolean;
}

/**
 * main.tsx imports the start-up code dynamically (so a failure to load it still shows the red
 * start-up box), which hides it from the page: the browser would only ask for it once the entry had
 * run. This writes a `modulepreload` link for each start-up chunk and everything it imports into
 * index.html, so they travel together with the entry.
 */
export function preloadStartup(): Plugin {
  let base = '/';
  return {
    name: 'shop:preload-startup',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter((item): item is ChunkInfo & typeof item => item.type === 'chunk');
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const files = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = byName.get(fileName);
          if (!chunk || chunk.isEntry || files.has(fileName)) return;
          files.add(fileName);
          chunk.imports.forEach(visit);
        };
        for (const chunk of chunks) if (STARTUP.some((pattern) => pattern.test(chunk.facadeModuleId ?? ''))) visit(chunk.fileName);
        return [...files].map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${fileName}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
