import { randomInt } from 'node:crypto';
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../test/test-app.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether a Redis server answers PING at REDIS_URL within a second. */
function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    const finish = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => finish(false));
    socket.on('error', () => finish(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => finish(data.toString().startsWith('+PONG')));
  });
}

const up = await redisAnswers(REDIS_URL);
if (!up) console.warn(`rate-limit-redis.test: skipped, no Redis answers at ${REDIS_URL}`);

const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.dispose();
});

describe('per-address rate limits with REDIS_URL', () => {
  it.skipIf(!up)(
    `two nodes sharing ${REDIS_URL} share one limit (skipped when no Redis answers there)`,
    async () => {
      const a = await createTestApp({ REDIS_URL });
      const b = await createTestApp({ REDIS_URL });
      apps.push(a, b);
      // A fresh address per run, so earlier runs' counters in the shared Redis do not count.
      const ip = `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`;
      const forgot = (app: TestApp, i: number) =>
        new TestClient(app.app, ip).post('/api/auth/forgot-password', { email: `n${i}@example.eu` });
      const codes: number[] = [];
      // forgot-password allows five per address in 15 minutes: three on one node, three on the other.
      for (let i = 0; i < 3; i++) codes.push((await forgot(a, i)).statusCode);
      for (let i = 3; i < 6; i++) codes.push((await forgot(b, i)).statusCode);
      expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    },
  );

  it('without REDIS_URL each node counts alone (memory)', async () => {
    const a = await createTestApp();
    const b = await createTestApp();
    apps.push(a, b);
    const ip = '198.51.100.99';
    const codes: number[] = [];
    for (let i = 0; i < 3; i++)
      codes.push(
        (await new TestClient(a.app, ip).post('/api/auth/forgot-password', { email: `m${i}@x.eu` }))
          .statusCode,
      );
    for (let i = 3; i < 6; i++)
      codes.push(
        (await new TestClient(b.app, ip).post('/api/auth/forgot-password', { email: `m${i}@x.eu` }))
          .statusCode,
      );
    expect(codes).toEqual([200, 200, 200, 200, 200, 200]);
  });
});
