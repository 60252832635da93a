import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, TestClient, type TestApp } from '../../test/test-app.ts';
import { translate } from './translate.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.dispose());

describe('language config', () => {
  const config = (headers: Record<string, string>) =>
    new TestClient(t.app).request('GET', '/api/language-config', undefined, { headers });
  it('prefers the proxy country header (SPEC.md 9 map), then Accept-Language, then English', async () => {
    expect(json(await config({ 'x-country-code': 'AT', 'accept-language': 'fr-FR' }))).toEqual({
      language: 'de',
      country: 'AT',
      source: 'country',
    });
    expect(json(await config({ 'x-country-code': 'UA' }))).toMatchObject({
      language: 'en',
      source: 'country',
    });
    expect(json(await config({ 'accept-language': 'xx, pt-BR;q=0.8, de;q=0.9' }))).toMatchObject({
      language: 'de',
      source: 'accept-language',
    });
    expect(json(await config({ 'accept-language': 'zh-Hant-TW' }))).toMatchObject({ language: 'zh-tw' });
    expect(json(await config({}))).toEqual({ language: 'en', country: null, source: 'default' });
  });
});

describe('translate', () => {
  it('answers catalogue strings with their human translation and caches them', async () => {
    const body = { text: 'Loading the product...', targetLanguage: 'de', sourceLanguage: 'en' };
    const first = json(await new TestClient(t.app).post('/api/translate', body));
    expect(first).toMatchObject({ translated: true, provider: 'catalogue', cached: false });
    expect(first.translatedText).not.toBe(body.text);
    const second = json(await new TestClient(t.app).post('/api/translate', body));
    expect(second).toMatchObject({ translatedText: first.translatedText, cached: true });
  });

  it('keeps the original text, flagged, when nothing can translate it', async () => {
    const res = json(
      await new TestClient(t.app).post('/api/translate', {
        text: 'A sentence no catalogue has.',
        targetLanguage: 'fr',
      }),
    );
    expect(res).toEqual({
      translatedText: 'A sentence no catalogue has.',
      translated: false,
      provider: 'none',
      cached: false,
    });
  });

  it('tries the next provider when one fails', async () => {
    const failing = { name: 'down', translate: async () => Promise.reject(new Error('timeout')) };
    const working = { name: 'fake-mt', translate: async (text: string) => `[fr] ${text}` };
    const res = await translate(t.ctx, [failing, working], 'Good morning', 'en', 'fr');
    expect(res).toEqual({
      translatedText: '[fr] Good morning',
      translated: true,
      provider: 'fake-mt',
      cached: false,
    });
  });

  it('refuses unsupported languages and oversized texts', async () => {
    expect(
      (await new TestClient(t.app).post('/api/translate', { text: 'x', targetLanguage: 'tlh' })).statusCode,
    ).toBe(400);
    expect(
      (await new TestClient(t.app).post('/api/translate', { text: 'x'.repeat(5001), targetLanguage: 'de' }))
        .statusCode,
    ).toBe(400);
  });
});
