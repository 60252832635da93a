import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { englishCoreCatalogue } from './client/build/english-core-catalogue';

const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

const API_ORIGIN = 'http://127.0.0.1:5001';

// The client lives in client/; the server serves the built files from dist/client in production.
export default defineConfig({
  root: 'client',
  plugins: [react(), tailwindcss(), englishCoreCatalogue()],
  resolve: {
    alias: [
      { find: '@common', replacement: fileURLToPath(new URL('./common', import.meta.url)) },
      // The browser runs Preact's React-compatible core (ADR 011): a fraction of react-dom's size and
      // start-up time. Most specific paths first.
      ...(process.env.TRT_REACT === '1' ? [] : preactAliases),
    ],
  },
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    // Vite's preload helper adds a <link rel="modulepreload"> per dependency of every lazy chunk at
    // the moment it is imported; on a long server-rendered page each insertion costs a style pass,
    // tens of milliseconds of main thread in all during the take-over (docs/performance.md). The
    // browser finds a chunk's imports itself when it loads it.
    modulePreload: false,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: false },
      '/metrics': { target: API_ORIGIN, changeOrigin: false },
      // Files the server generates (server/features/seo, blog): per-language manifests, crawler files, RSS.
      '^/manifest.*\\.webmanifest$': { target: API_ORIGIN, changeOrigin: false },
      '/sitemap.xml': { target: API_ORIGIN, changeOrigin: false },
      '/robots.txt': { target: API_ORIGIN, changeOrigin: false },
      '/blog/rss.xml': { target: API_ORIGIN, changeOrigin: false },
    },
  },
});
