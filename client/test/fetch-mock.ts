import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  url: string;
  path: string;
  headers: Headers;
  body: unknown;
}

type Handler = (request: RecordedRequest) => Response | Promise<Response>;

export function json(
  body: unknown,
  init: { status?: number; headers?: Record<string, string> } = {},
): Response {
  return new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
}

/**
 * Replaces fetch with a table of "METHOD /path" handlers and records every call. An unlisted call
 * answers 404, like a server without that route.
 */
export function mockFetch(routes: Record<string, Handler>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init.method ?? 'GET').toUpperCase();
    const path = new URL(url, 'http://localhost').pathname;
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request = { method, url, path, headers: new Headers(init.headers), body };
    requests.push(request);
    const handler = routes[`${method} ${path}`];
    return handler ? handler(request) : json({ message: 'Not found', code: 'NOT_FOUND' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    requests,
    fetchMock,
    calls: (key: string) => requests.filter((r) => `${r.method} ${r.path}` === key),
  };
}

export const signedOut = {
  'GET /api/user': () => json({ message: 'Not signed in', code: 'UNAUTHENTICATED' }, { status: 401 }),
};

export function aUser(overrides: Record<string, unknown> = {}) {
  return {
    id: 'u1',
    userType: 'parent',
    firstName: 'Ada',
    lastName: 'Lovelace',
    avatarUrl: null,
    email: 'ada@example.com',
    emailVerified: true,
    mustSetPassword: false,
    language: 'en',
    createdAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}
