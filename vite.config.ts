import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { englishCoreCatalogue } from './client/build/english-core-catalogue.ts';

const preactAliases = [
  {
    find: /^use-sync-external-store\/shim(\/index\.js)?$/,
    replacement: fileURLToPath(new URL('./client/lib/use-sync-external-store-shim.ts', import.meta.url)),
  },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

// The client lives in client/; the server serves the built files from dist/client in production.
export default defineConfig(({ isSsrBuild }) => ({
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
    // The server entry needs no copy of the public files; the client build has them.
    copyPublicDir: !isSsrBuild,
  },
  // The server renders every page with the client's own components (client/entry-server.tsx,
  // ADR 014). Everything is bundled into that build, so the aliases above reach every dependency too
  // (a dependency loaded from node_modules would import React itself, not Preact).
  ssr: { noExternal: true },
}));
