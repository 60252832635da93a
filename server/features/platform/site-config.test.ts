import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../env.ts';
import { createTestApp, json, TestClient, type TestApp } from '../../test/test-app.ts';

const apps: TestApp[] = [];
afterAll(async () => Promise.all(apps.map((a) => a.dispose())));

async function siteConfig(overrides: Record<string, string> = {}) {
  const t = await createTestApp(overrides);
  apps.push(t);
  const res = await new TestClient(t.app).get('/api/site-config');
  expect(res.statusCode).toBe(200);
  return json(res);
}

describe('SUPPORT_WHATSAPP', () => {
  it('is unset by default, and then no WhatsApp number is given out', async () => {
    expect(loadEnv({ DATA_DIR: '.tmp/test' }).SUPPORT_WHATSAPP).toBeUndefined();
    expect(await siteConfig()).toEqual({ supportWhatsapp: null });
  });

  it('takes an international number, dropping "+" and spaces, and serves it to every visitor', async () => {
    expect(loadEnv({ DATA_DIR: '.tmp/test', SUPPORT_WHATSAPP: '+49 151 2345 6789' }).SUPPORT_WHATSAPP).toBe(
      '4915123456789',
    );
    expect(await siteConfig({ SUPPORT_WHATSAPP: '4915123456789' })).toEqual({
      supportWhatsapp: '4915123456789',
    });
  });

  it.each(['015123456789', '49-ABC', '123', '4915123456789012345'])(
    'refuses %s, naming the variable',
    (value) => {
      expect(() => loadEnv({ DATA_DIR: '.tmp/test', SUPPORT_WHATSAPP: value })).toThrow(
        /SUPPORT_WHATSAPP: must be an international phone number/,
      );
    },
  );
});
