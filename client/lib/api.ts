import type { Endpoint, EndpointInput, EndpointOutput, HttpMethod } from '../../common/contracts/define';
import { ApiError, parseErrorBody } from './api-error';

export { ApiError, isApiError } from './api-error';

type Method = HttpMethod;

const MUTATING: ReadonlySet<Method> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const CSRF_HEADER = 'X-CSRF-Token';
const SET_PASSWORD_PATH = '/set-password';

/** The CSRF token learned from the server (SPEC.md 7.1); lives as long as the page. */
let csrfToken: string | null = null;
let csrfRequest: Promise<string | null> | null = null;

/**
 * Sign-in and sign-out replace the session and with it the CSRF token. A mutation that overlapped
 * one would carry the old token (or reach the server after its session was gone) and be refused, so
 * a session change waits for the mutations under way, and new ones wait for it.
 */
const mutationsUnderWay = new Set<Promise<unknown>>();
let sessionChange: Promise<unknown> | null = null;

export function getCsrfToken(): string | null {
  return csrfToken;
}

/** Tests and sign-out use this to forget a token that belongs to an ended session. */
export function resetCsrfToken(): void {
  csrfToken = null;
  csrfRequest = null;
}

function learnToken(response: Response): void {
  const token = response.headers.get(CSRF_HEADER);
  if (token) csrfToken = token;
}

/** One shared request for the token, so parallel first mutations do not each ask for one. */
export async function ensureCsrfToken(): Promise<string | null> {
  if (csrfToken) return csrfToken;
  csrfRequest ??= (async () => {
    try {
      const response = await fetch('/api/csrf-token', { credentials: 'include', headers: baseHeaders() });
      learnToken(response);
      if (response.ok) {
        const body = (await response.json()) as { csrfToken?: unknown };
        if (typeof body.csrfToken === 'string') csrfToken = body.csrfToken;
      }
      return csrfToken;
    } finally {
      csrfRequest = null;
    }
  })();
  return csrfRequest;
}

function baseHeaders(): Record<string, string> {
  return { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toQueryString(input: unknown): string {
  if (!isPlainObject(input)) return '';
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) query.append(key, String(item));
    else query.append(key, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null)
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** Extra headers of this call, e.g. the `Idempotency-Key` of a money-moving POST (ADR 026). */
  headers?: Record<string, string>;
}

/**
 * The one place that talks HTTP: headers, credentials, CSRF and the error format of SPEC.md 7.1 and 8.
 * Returns the parsed JSON body (undefined when empty).
 */
export async function request(method: Method, url: string, body?: unknown, options: RequestOptions = {}) {
  if (!MUTATING.has(method)) return send(method, url, body, options, true);
  while (sessionChange) await sessionChange.catch(() => undefined);
  const sent = send(method, url, body, options, true);
  mutationsUnderWay.add(sent);
  try {
    return await sent;
  } finally {
    mutationsUnderWay.delete(sent);
  }
}

async function send(
  method: Method,
  url: string,
  input: unknown,
  options: RequestOptions,
  mayRetryCsrf: boolean,
): Promise<unknown> {
  const headers = { ...baseHeaders(), ...options.headers };
  let payload = input;
  if (MUTATING.has(method)) {
    const token = await ensureCsrfToken();
    if (token) {
      headers[CSRF_HEADER] = token;
      if (isPlainObject(payload)) payload = { ...payload, _csrf: token };
    }
  }
  const hasBody = method !== 'GET' && payload !== undefined;
  if (hasBody) headers['Content-Type'] = 'application/json';

  const response = await fetch(method === 'GET' ? url + toQueryString(input) : url, {
    method,
    headers,
    credentials: 'include',
    body: hasBody ? JSON.stringify(payload) : undefined,
    signal: options.signal,
  });
  learnToken(response);
  const text = await response.text();

  if (!response.ok) {
    const errorBody = parseErrorBody(text);
    // The token is bound to the session; after a sign-in elsewhere it may be stale, so learn a fresh one once.
    if (response.status === 403 && errorBody?.code === 'CSRF' && mayRetryCsrf && MUTATING.has(method)) {
      csrfToken = null;
      return send(method, url, input, options, false);
    }
    if (response.status === 403 && errorBody?.requiresPasswordSet === true) {
      if (window.location.pathname !== SET_PASSWORD_PATH) window.location.assign(SET_PASSWORD_PATH);
    }
    throw new ApiError(response.status, text || response.statusText, errorBody);
  }
  return text ? (JSON.parse(text) as unknown) : undefined;
}

export interface ApiOptions extends RequestOptions {
  /** Values for the ":name" segments of the endpoint's path. */
  params?: Record<string, string | number>;
}

/**
 * Calls one endpoint by its route (common/contracts/routes.ts), typed with its contract's input and
 * output. The answer is not checked against the output schema here: the server's test suite checks
 * every answer it produces against the contract (ADR 012), and the browser's first load carries no zod.
 */
export async function api<E extends Endpoint>(
  endpoint: E,
  input?: EndpointInput<E>,
  options: ApiOptions = {},
): Promise<EndpointOutput<E>> {
  const url = fillPath(endpoint.path, options.params);
  const body = endpoint.changesSession
    ? await changeSession(() => send(endpoint.method, url, input, { signal: options.signal }, true))
    : await request(endpoint.method, url, input, { signal: options.signal, headers: options.headers });
  return body as EndpointOutput<E>;
}

/** Runs a sign-in, registration or sign-out alone (see mutationsUnderWay). */
async function changeSession(call: () => Promise<unknown>): Promise<unknown> {
  while (sessionChange) await sessionChange.catch(() => undefined);
  const run = (async () => {
    await Promise.allSettled([...mutationsUnderWay]);
    return call();
  })();
  sessionChange = run;
  try {
    return await run;
  } finally {
    if (sessionChange === run) sessionChange = null;
  }
}

/** The URL a GET of `endpoint` requests: path parameters filled, the input as its query string. */
export function endpointUrl(
  endpoint: Endpoint,
  input?: unknown,
  params?: Record<string, string | number>,
): string {
  return fillPath(endpoint.path, params) + (endpoint.method === 'GET' ? toQueryString(input) : '');
}
