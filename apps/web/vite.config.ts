import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { preloadStartup } from './build/preload-startup.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

// `vite build` makes the web app (dist/); `vite build --ssr src/app/prerender.tsx` the server's
// prerendering of the public pages (dist-server/, decision 037): one self-contained file with its
// own production React, so the API needs nothing of the web's packages at run time.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), preloadStartup()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 5173, proxy: { '/api': apiTarget, '/uploads': apiTarget } },
  ssr: isSsrBuild ? { noExternal: true } : undefined,
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  build: {
    outDir: isSsrBuild ? 'dist-server' : 'dist',
    copyPublicDir: !isSsrBuild,
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
    manifest: !isSsrBuild,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next|use-sync-external-store)[\\/]/,
              priority: 20,
            },
          ],
        },
      },
    },
  },
}));
