/*
 * TRT Tutoring service worker (SPEC.md 2.1), registered after page load by client/features/pwa.
 *
 * - Hashed build files (/assets/*) never change under their name: cache first.
 * - Page navigations: network first; the copy of each page opened is kept for offline use, and a page
 *   never opened answers with /offline.html while there is no connection.
 * - /api/* (and anything not GET or from another origin) is never cached or touched.
 * - At install the app shell is cached: the start page with the script and style files it loads,
 *   the offline page, the manifest and the icons.
 */
const VERSION = 'v1';
const SHELL = `trt-shell-${VERSION}`;
const ASSETS = `trt-assets-${VERSION}`;
const PAGES = `trt-pages-${VERSION}`;
const OFFLINE_URL = '/offline.html';
const SHELL_FILES = [
  OFFLINE_URL,
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
];
const MAX_PAGES = 40;
const MAX_ASSETS = 120;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const shell = await caches.open(SHELL);
      await shell.addAll(SHELL_FILES);
      // The start page and the files it needs, so the app itself opens offline.
      try {
        const response = await fetch('/', { cache: 'no-cache' });
        if (response.ok) {
          const html = await response.clone().text();
          await (await caches.open(PAGES)).put('/', response);
          const assets = [...new Set(html.match(/\/assets\/[\w.-]+\.(?:js|css)/g) ?? [])];
          await (await caches.open(ASSETS)).addAll(assets);
        }
      } catch {
        // Offline during install: the shell files above are enough for the offline page.
      }
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([SHELL, ASSETS, PAGES]);
      for (const key of await caches.keys())
        if (key.startsWith('trt-') && !keep.has(key)) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

async function trim(cacheName, max) {
  const cache = await caches.open(cacheName);
  const keys = await cache.keys();
  for (const request of keys.slice(0, Math.max(0, keys.length - max))) await cache.delete(request);
}

async function networkFirst(request) {
  const url = new URL(request.url);
  // Pages are cached by path: the query (?mode=login, utm tags) does not change the document.
  const key = url.pathname;
  try {
    const response = await fetch(request);
    if (response.ok && response.type === 'basic') {
      const cache = await caches.open(PAGES);
      await cache.put(key, response.clone());
      void trim(PAGES, MAX_PAGES);
    }
    return response;
  } catch {
    const cached = await caches.match(key, { cacheName: PAGES });
    if (cached) return cached;
    const offline = await caches.match(OFFLINE_URL, { cacheName: SHELL });
    return (
      offline ??
      new Response('Offline', { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
    );
  }
}

async function cacheFirst(request) {
  const cached = await caches.match(request, { cacheName: ASSETS });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    const cache = await caches.open(ASSETS);
    await cache.put(request, response.clone());
    void trim(ASSETS, MAX_ASSETS);
  }
  return response;
}

async function shellFile(request) {
  try {
    return await fetch(request);
  } catch {
    const cached = await caches.match(request, { cacheName: SHELL });
    if (cached) return cached;
    throw new Error(`offline: ${request.url}`);
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/') || url.pathname === '/metrics') return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
  } else if (
    SHELL_FILES.includes(url.pathname) ||
    url.pathname.startsWith('/icons/') ||
    url.pathname.endsWith('.webmanifest')
  ) {
    event.respondWith(shellFile(request));
  }
});
