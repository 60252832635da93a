import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { PageRendererModule } from '../common/page-rendering.ts';
import type { PageSource } from './features/pages/index.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface ClientSource {
  distDir?: string;
  pages: PageSource;
  /** Registers what serving the client needs before the routes (Vite's middleware in development). */
  register?(app: FastifyInstance): Promise<void>;
}

/** Loads a built server entry (dist/server/entry-server.js) by path: the server never imports client code. */
async function loadEntry(file: string): Promise<PageRendererModule> {
  const module = (await import(pathToFileURL(file).href)) as { default: PageRendererModule };
  return module.default;
}

/**
 * The production client: `vite build` (dist/client: files and the page template) and its SSR build
 * (dist/server/entry-server.js), both made by `npm run build` (scripts/build.mjs).
 */
export function builtClient(root = ROOT): ClientSource | null {
  const distDir = path.join(root, 'dist/client');
  return clientFrom({
    distDir,
    entry: path.join(root, 'dist/server/entry-server.js'),
    template: path.join(distDir, 'index.html'),
  });
}

/** A client from a server entry, a page template and a folder of files (the tests use the sources' ones). */
export function clientFrom(files: { distDir: string; entry: string; template: string }): ClientSource | null {
  if (!existsSync(files.template) || !existsSync(files.entry)) return null;
  const html = readFileSync(files.template, 'utf8');
  let loaded: Promise<PageRendererModule> | null = null;
  return {
    distDir: files.distDir,
    pages: {
      renderer: () => (loaded ??= loadEntry(files.entry)),
      template: async () => html,
    },
  };
}

/**
 * Development: Vite serves the client's modules with hot reload, and pages render through
 * ssrLoadModule, so an edit shows on the next request without a build.
 */
export async function viteDevClient(root = ROOT): Promise<ClientSource> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: path.join(root, 'vite.config.ts'),
    server: { middlewareMode: true },
    appType: 'custom',
  });
  const indexFile = path.join(root, 'client/index.html');
  return {
    pages: {
      live: true,
      renderer: async () =>
        ((await vite.ssrLoadModule('/entry-server.tsx')) as { default: PageRendererModule }).default,
      template: async (url) => vite.transformIndexHtml(url, await readFile(indexFile, 'utf8')),
    },
    async register(app) {
      const { default: middie } = await import('@fastify/middie');
      await app.register(middie);
      app.use(vite.middlewares);
      app.addHook('onClose', async () => vite.close());
    },
  };
}
