import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, registerUser, TestClient, type TestApp } from '../test/test-app.ts';
import { isApiPath, isJsonApiPath, normalisedPath } from './paths.ts';

describe('normalisedPath', () => {
  it('decodes, resolves dot segments and drops the query', () => {
    expect(normalisedPath('/api/login?x=1')).toBe('/api/login');
    expect(normalisedPath('/%61pi/login')).toBe('/api/login');
    expect(normalisedPath('/%2561pi/login')).toBe('/api/login');
    expect(normalisedPath('/./api/login')).toBe('/api/login');
    expect(normalisedPath('/x/../api/login')).toBe('/api/login');
    expect(normalisedPath('/%2e/api/login')).toBe('/api/login');
    expect(normalisedPath('//api//login')).toBe('/api/login');
    expect(normalisedPath('/\\api\\login')).toBe('/api/login');
    expect(normalisedPath('/learn/guitar')).toBe('/learn/guitar');
    expect(normalisedPath('/bad%ZZ')).toBe('/bad%ZZ');
  });

  it('calls every spelling of /api/ an API path, in any case, and nothing else', () => {
    for (const url of ['/api/login', '/%61pi/login', '/API/login', '/./api/login', '/Api/x?y', '/api']) {
      expect(isApiPath(url), url).toBe(true);
    }
    for (const url of ['/', '/apikeys', '/learn/api', '/blog?x=/api/'])
      expect(isApiPath(url), url).toBe(false);
    expect(isJsonApiPath('/api/health')).toBe(true);
    expect(isJsonApiPath('/api/docs/')).toBe(false);
    expect(isJsonApiPath('/%61pi/docs/')).toBe(false);
  });
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.dispose();
});

/** A POST exactly as a forger would send it: the anonymous cookie, but no CSRF token. */
async function forged(url: string, body: object, headers: Record<string, string> = {}) {
  const browser = new TestClient(t.app);
  await browser.get('/api/csrf-token');
  return t.app.inject({
    method: 'POST',
    url,
    headers: { cookie: `trt_anon=${browser.cookies.get('trt_anon')}`, ...headers },
    payload: body,
  });
}

describe('CSRF on every spelling of an API path', () => {
  it('refuses a sign-in without a token however /api/ is written', async () => {
    const { body } = await registerUser(t);
    const credentials = { username: body.email, password: body.password };
    for (const url of ['/%61pi/login', '/API/login', '/./api/login', '/api/./login', '/%2561pi/login']) {
      const res = await forged(url, credentials);
      expect([403, 404], `${url}: ${res.statusCode}`).toContain(res.statusCode);
      expect(res.headers['set-cookie'] ?? '', url).not.toMatch(/trt_sid=/);
    }
    // The encoded spelling reaches the login route (the router decodes it), so it must be the CSRF check.
    const encoded = await forged('/%61pi/login', credentials);
    expect(encoded.statusCode).toBe(403);
    expect(json(encoded).code).toBe('CSRF');
  });

  it('loads the session and sends the token on an encoded API path too', async () => {
    const { client } = await registerUser(t);
    const res = await client.get('/%61pi/user');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-csrf-token']).toBe(client.csrf);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('holds for raw request lines that inject would tidy up', async () => {
    const { body } = await registerUser(t);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const browser = new TestClient(t.app);
    await browser.get('/api/csrf-token');
    const payload = JSON.stringify({ username: body.email, password: body.password });
    for (const path of ['/./api/login', '/%61pi/login', '/api/../api/login', '/API/login']) {
      const res = await new Promise<{ status: number; cookies: string[] }>((resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path,
            headers: {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(payload),
              cookie: `trt_anon=${browser.cookies.get('trt_anon')}`,
            },
          },
          (response) => {
            response.resume();
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 0, cookies: response.headers['set-cookie'] ?? [] }),
            );
          },
        );
        req.on('error', reject);
        req.end(payload);
      });
      expect([403, 404], `${path}: ${res.status}`).toContain(res.status);
      expect(res.cookies.join(';'), path).not.toMatch(/trt_sid=/);
    }
  });
});

describe('cross-site mutating requests are refused (second line behind the token)', () => {
  it('refuses Sec-Fetch-Site: cross-site even with a valid token', async () => {
    const { client } = await registerUser(t);
    const res = await client.request(
      'POST',
      '/api/logout',
      {},
      { headers: { 'sec-fetch-site': 'cross-site' } },
    );
    expect(res.statusCode).toBe(403);
    expect(json(res)).toMatchObject({ code: 'CSRF', message: expect.stringMatching(/Cross-site/) });
    expect((await client.get('/api/user')).statusCode).toBe(200);
  });

  it("refuses an Origin that is not PUBLIC_URL's, and accepts PUBLIC_URL's", async () => {
    const { client } = await registerUser(t);
    for (const origin of ['https://evil.example', 'null', 'http://localhost:5000.evil.example']) {
      const res = await client.request('POST', '/api/logout', {}, { headers: { origin } });
      expect(res.statusCode, origin).toBe(403);
    }
    const same = await client.request(
      'POST',
      '/api/logout',
      {},
      { headers: { origin: 'http://localhost:5000', 'sec-fetch-site': 'same-origin' } },
    );
    expect(same.statusCode).toBe(200);
  });

  it('accepts an Origin naming the host the request was sent to (npm run dev on another name)', async () => {
    const { client } = await registerUser(t);
    const res = await client.request(
      'POST',
      '/api/logout',
      {},
      { headers: { origin: 'http://127.0.0.1:5000', host: '127.0.0.1:5000' } },
    );
    expect(res.statusCode).toBe(200);
  });

  it('believes Sec-Fetch-Site: same-origin over Origin: null (a form post under Referrer-Policy no-referrer)', async () => {
    const { client } = await registerUser(t);
    const res = await client.request(
      'POST',
      '/api/logout',
      {},
      { headers: { origin: 'null', 'sec-fetch-site': 'same-origin' } },
    );
    expect(res.statusCode).toBe(200);
  });

  it('leaves reads alone', async () => {
    const res = await new TestClient(t.app).request('GET', '/api/health', undefined, {
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(200);
  });
});
