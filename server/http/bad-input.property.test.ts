import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allContracts } from '../../common/contracts/index.ts';
import { createTestApp, registerUser, TestClient, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let signedIn: TestClient;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
  signedIn = (await registerUser(t)).client;
});
afterAll(async () => {
  await t.dispose();
});

/** Bodies a careless or hostile client might send: any JSON value, and objects with the right keys but wrong values. */
const keysOfAllContracts = [
  'username',
  'email',
  'password',
  'confirmPassword',
  'firstName',
  'lastName',
  'userType',
  'code',
  'token',
  'language',
  'agreementVersion',
];
const wrongValue = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
  fc.constant('x'.repeat(10_000)),
  fc.constantFrom('__proto__', '<script>alert(1)</script>', "' OR 1=1 --", '\u0000', '🙂'.repeat(20)),
);
const body = fc.oneof(
  fc.jsonValue(),
  fc.record(Object.fromEntries(keysOfAllContracts.map((k) => [k, wrongValue])), { requiredKeys: [] }),
);
const rawText = fc.oneof(
  fc.string(),
  fc.constantFrom('{', '{"a":', '[1,2', 'null', '"x"', '{"__proto__":{"x":1}}'),
);

const endpoints = Object.entries(allContracts).map(([name, c]) => ({
  name,
  method: c.method,
  path: c.path.replace(':id', 'ffffffffffffffff'),
}));

describe.each(endpoints)('$method $path ($name) with bad input', ({ method, path }) => {
  for (const who of ['anonymous', 'signed in'] as const) {
    it(`answers 2xx or 4xx with a message, never 5xx (${who})`, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            body.map((b) => ({ json: b })),
            rawText.map((r) => ({ raw: r })),
          ),
          async (input) => {
            const client = who === 'signed in' ? signedIn : new TestClient(t.app);
            if (!client.csrf) await client.get('/api/csrf-token');
            const headers: Record<string, string> = {
              cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
              'x-csrf-token': client.csrf!,
            };
            const isGet = method === 'GET';
            const res = await t.app.inject({
              method,
              url: isGet && 'json' in input ? `${path}?${toQuery(input.json)}` : path,
              headers: isGet ? headers : { ...headers, 'content-type': 'application/json' },
              ...(isGet ? {} : { payload: 'json' in input ? JSON.stringify(input.json) : input.raw }),
            });
            expect(res.statusCode, res.body).toBeLessThan(500);
            if (res.statusCode >= 400) expect(typeof res.json().message).toBe('string');
          },
        ),
        { numRuns: method === 'GET' ? 25 : 60 },
      );
    });
  }
});

/** Any JSON value as a query string, the way a hand-written URL would carry it. */
function toQuery(value: unknown): string {
  if (value === null || typeof value !== 'object') return `q=${encodeURIComponent(String(value))}`;
  return Object.entries(value as Record<string, unknown>)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(JSON.stringify(v) ?? '')}`)
    .join('&');
}
