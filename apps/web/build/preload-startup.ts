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

/** index.html's placeholder for the preload links; the server holds what stands there back on a prerendered page (decision 107). */
const PRELOADS_PLACEHOLDER = '<!--app-preloads--><!--/app-preloads-->';

/**
 * main.tsx imports the start-up code dynamically (so a failure to load it still shows the red
 * start-up box), which hides it from the page: the browser would only ask for it once the entry had
 * run. This writes a `modulepreload` link for each chunk the entry imports, and for each start-up
 * chunk and everything it imports, into index.html's preloads placeholder, so they travel together
 * with the entry; Vite writes none of its own into the HTML.
 */
export function preloadStartup(): Plugin {
  let base = '/';
  return {
    name: 'shop:preload-startup',
    apply: 'build',
    config: () => ({
      build: { modulePreload: { resolveDependencies: (_file, dependencies, { hostType }) => (hostType === 'html' ? [] : dependencies) } },
    }),
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter((item): item is ChunkInfo & typeof item => item.type === 'chunk');
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const files = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = byName.get(fileName);
          if (!chunk || chunk.isEntry || files.has(fileName)) return;
          files.add(fileName);
          chunk.imports.forEach(visit);
        };
        for (const chunk of chunks) if (chunk.isEntry) chunk.imports.forEach(visit);
        for (const chunk of chunks) if (STARTUP.some((pattern) => pattern.test(chunk.facadeModuleId ?? ''))) visit(chunk.fileName);
        if (!html.includes(PRELOADS_PLACEHOLDER)) throw new Error(`index.html lacks its preloads placeholder ${PRELOADS_PLACEHOLDER}`);
        const links = [...files].map((fileName) => `<link rel="modulepreload" crossorigin href="${base}${fileName}">`).join('');
        return html.replace(PRELOADS_PLACEHOLDER, () => `<!--app-preloads-->${links}<!--/app-preloads-->`);
      },
    },
  };
}
