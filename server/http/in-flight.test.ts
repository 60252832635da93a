import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { trackInFlight } from './in-flight.ts';

describe('trackInFlight', () => {
  it('counts a handler until it answers, errors included, and drained() waits for it', async () => {
    const app = Fastify();
    const inFlight = trackInFlight(app);
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    app.get('/slow', async () => {
      await gate;
      return { ok: true };
    });
    app.get('/fails', async () => {
      throw new Error('boom');
    });
    await app.ready();

    expect((await app.inject({ method: 'GET', url: '/fails' })).statusCode).toBe(500);
    expect(inFlight.count).toBe(0);

    const answer = app.inject({ method: 'GET', url: '/slow' });
    await new Promise((r) => setTimeout(r, 20));
    expect(inFlight.count).toBe(1);
    let drained = false;
    const draining = inFlight.drained().then(() => {
      drained = true;
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(drained).toBe(false);
    release();
    await answer;
    await draining;
    expect(inFlight.count).toBe(0);
    await app.close();
  });

  it('gives up after the timeout', async () => {
    const app = Fastify();
    const inFlight = trackInFlight(app);
    app.get('/never', () => new Promise(() => {}));
    await app.ready();
    void app.inject({ method: 'GET', url: '/never' });
    await new Promise((r) => setTimeout(r, 20));
    const started = Date.now();
    await inFlight.drained(100);
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
    expect(inFlight.count).toBe(1);
  });
});
