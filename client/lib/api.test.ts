import { authEndpoints } from '../../common/contracts/endpoints';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../test/fetch-mock';
import { api, ApiError, getCsrfToken } from './api';
import { errorMessage } from './error-message';

const okBody = { ok: true };

describe('api()', () => {
  it('fetches a CSRF token before the first mutation and sends it as header and _csrf field', async () => {
    const { requests } = mockFetch({
      'GET /api/csrf-token': () => json({ csrfToken: 'tok-1' }),
      'POST /api/auth/forgot-password': () => json(okBody),
    });

    await api(authEndpoints.forgotPassword, { email: 'a@example.com' });

    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/csrf-token',
      'POST /api/auth/forgot-password',
    ]);
    const post = requests[1]!;
    expect(post.headers.get('X-CSRF-Token')).toBe('tok-1');
    expect(post.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(post.headers.get('Content-Type')).toBe('application/json');
    expect(post.body).toEqual({ email: 'a@example.com', _csrf: 'tok-1' });
  });

  it('sends credentials with every call', async () => {
    const { fetchMock } = mockFetch({ 'GET /api/auth/sessions': () => json([]) });
    await api(authEndpoints.listSessions, {});
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include', method: 'GET' });
  });

  it('learns the token from any response header and uses it next', async () => {
    const { requests } = mockFetch({
      'GET /api/user': () =>
        json(
          { message: 'no', code: 'UNAUTHENTICATED' },
          { status: 401, headers: { 'X-CSRF-Token': 'from-header' } },
        ),
      'POST /api/logout': () => json(okBody, { headers: { 'X-CSRF-Token': 'rotated' } }),
    });

    await expect(api(authEndpoints.getUser, {})).rejects.toBeInstanceOf(ApiError);
    expect(getCsrfToken()).toBe('from-header');

    await api(authEndpoints.logout, {});
    // No extra token request: the header already taught us one.
    expect(requests.some((r) => r.path === '/api/csrf-token')).toBe(false);
    expect(requests[1]?.headers.get('X-CSRF-Token')).toBe('from-header');
    expect(getCsrfToken()).toBe('rotated');
  });

  it('puts GET input in the query string and path params into the path', async () => {
    const { requests } = mockFetch({
      'GET /api/auth/sessions': () => json([]),
      'GET /api/csrf-token': () => json({ csrfToken: 't' }),
      'DELETE /api/auth/sessions/0123456789abcdef': () => json(okBody),
    });
    await api(authEndpoints.listSessions, { page: 2, q: 'a b' } as never);
    expect(requests[0]?.url).toBe('/api/auth/sessions?page=2&q=a+b');

    await api(authEndpoints.revokeSession, undefined, { params: { id: '0123456789abcdef' } });
    const del = requests.find((r) => r.method === 'DELETE')!;
    expect(del.path).toBe('/api/auth/sessions/0123456789abcdef');
    expect(del.headers.get('X-CSRF-Token')).toBe('t');
    expect(del.body).toBeUndefined();
  });

  it('rejects with "{status}: {text}" and keeps status, code and body', async () => {
    const body = { message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' };
    mockFetch({
      'GET /api/csrf-token': () => json({ csrfToken: 't' }),
      'POST /api/login': () => json(body, { status: 401 }),
    });

    const error = await api(authEndpoints.login, { username: 'a@example.com', password: 'x' }).catch(
      (e: unknown) => e,
    );

    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.message).toBe(`401: ${JSON.stringify(body)}`);
    expect(apiError.status).toBe(401);
    expect(apiError.code).toBe('INVALID_CREDENTIALS');
    expect(errorMessage(apiError, 'fallback')).toBe('Invalid email or password');
  });

  it('uses the status text when the error body is empty', async () => {
    mockFetch({
      'GET /api/auth/sessions': () => new Response('', { status: 503, statusText: 'Service Unavailable' }),
    });
    await expect(api(authEndpoints.listSessions, {})).rejects.toThrow('503: Service Unavailable');
  });

  it('sends the browser to /set-password on 403 with requiresPasswordSet', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/dashboard', assign });
    mockFetch({
      'GET /api/dashboard/overview': () =>
        json(
          { message: 'Set a password first', code: 'PASSWORD_SET_REQUIRED', requiresPasswordSet: true },
          { status: 403 },
        ),
    });
    const { dashboardEndpoints } = await import('../../common/contracts/endpoints');

    await expect(api(dashboardEndpoints.overview, {})).rejects.toThrow(/^403: /);
    expect(assign).toHaveBeenCalledWith('/set-password');
  });

  it('retries once with a fresh token when the server rejects a stale one', async () => {
    let attempts = 0;
    const { requests } = mockFetch({
      'GET /api/csrf-token': () => json({ csrfToken: `fresh-${requests.length}` }),
      'POST /api/logout': () => {
        attempts += 1;
        return attempts === 1
          ? json({ message: 'Invalid CSRF token', code: 'CSRF' }, { status: 403 })
          : json(okBody);
      },
    });
    await expect(api(authEndpoints.logout, {})).resolves.toEqual(okBody);
    expect(attempts).toBe(2);
    expect(requests.filter((r) => r.path === '/api/csrf-token')).toHaveLength(2);
  });

  it('refuses to call a path whose parameter is missing, without a request', async () => {
    const { requests } = mockFetch({});
    await expect(api(authEndpoints.revokeSession, undefined)).rejects.toThrow(/Missing path parameter "id"/);
    expect(requests).toHaveLength(0);
  });

  it('translates known validation messages for toasts and falls back otherwise', async () => {
    mockFetch({
      'GET /api/csrf-token': () => json({ csrfToken: 't' }),
      'POST /api/register': () =>
        json({ message: 'Please enter a valid email address', code: 'VALIDATION' }, { status: 400 }),
    });
    const error = await api(authEndpoints.register, {
      username: 'abc',
      email: 'x',
      password: 'pass',
      firstName: 'A',
      lastName: 'B',
      userType: 'student',
    }).catch((e: unknown) => e);
    expect(errorMessage(error, 'fallback')).toBe('Please enter a valid email address');
    expect(errorMessage(new Error('network'), 'fallback')).toBe('fallback');
  });
});

describe('session changes', () => {
  it('runs sign-out after the mutations under way and holds new ones until it has the new token', async () => {
    const order: string[] = [];
    let releaseFirst!: () => void;
    const { requests } = mockFetch({
      'GET /api/csrf-token': () => json({ csrfToken: 'session-token' }),
      'POST /api/auth/forgot-password': async (r) => {
        const body = r.body as { email: string };
        if (body.email === 'first@example.com') await new Promise<void>((go) => (releaseFirst = go));
        order.push(`forgot ${body.email} with ${r.headers.get('X-CSRF-Token')}`);
        return json(okBody);
      },
      'POST /api/logout': () => {
        order.push('logout');
        return json(okBody, { headers: { 'X-CSRF-Token': 'anonymous-token' } });
      },
    });

    const first = api(authEndpoints.forgotPassword, { email: 'first@example.com' });
    await vi.waitFor(() => expect(requests.some((r) => r.path === '/api/auth/forgot-password')).toBe(true));
    const logout = api(authEndpoints.logout, {});
    await Promise.resolve();
    const second = api(authEndpoints.forgotPassword, { email: 'second@example.com' });
    await new Promise((r) => setTimeout(r, 20));
    // Sign-out waits for the first call; the second waits for sign-out.
    expect(order).toEqual([]);
    releaseFirst();
    await Promise.all([first, logout, second]);
    expect(order).toEqual([
      'forgot first@example.com with session-token',
      'logout',
      'forgot second@example.com with anonymous-token',
    ]);
  });
});
