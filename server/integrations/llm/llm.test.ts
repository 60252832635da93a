import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../env.ts';
import { geminiAnswer, openAiAnswer, startFakeLlm } from '../../test/fake-llm.ts';
import { GeminiProvider } from './gemini.ts';
import { createLlm, LlmError, mayUseOutsideProvider } from './index.ts';
import { OpenAiCompatibleProvider } from './openai-compatible.ts';

let fake: Awaited<ReturnType<typeof startFakeLlm>>;
beforeAll(async () => {
  fake = await startFakeLlm();
});
afterAll(async () => fake.close());

const conversation = [
  { role: 'system' as const, content: 'You are Simi.' },
  { role: 'user' as const, content: 'Hello' },
  { role: 'assistant' as const, content: 'Hi!' },
  { role: 'user' as const, content: 'Prices?' },
];

async function failure(p: Promise<unknown>): Promise<LlmError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(LlmError);
  return err as LlmError;
}

describe('the OpenAI-compatible adapter', () => {
  const provider = () => new OpenAiCompatibleProvider(`${fake.url}/v1/`, 'test-model', 'sk-secret-key', 2000);

  it('posts the chat-completions request and answers the message', async () => {
    fake.json(200, openAiAnswer('  Twelve euros.  '));
    const before = fake.seen.length;
    const text = await provider().complete(conversation, { maxTokens: 100, temperature: 0.2, json: true });
    expect(text).toBe('Twelve euros.');
    const req = fake.seen[before]!;
    expect(req.method).toBe('POST');
    expect(req.url).toBe('/v1/chat/completions');
    expect(req.headers.authorization).toBe('Bearer sk-secret-key');
    expect(req.headers['content-type']).toBe('application/json');
    expect(req.body).toEqual({
      model: 'test-model',
      messages: conversation,
      max_tokens: 100,
      temperature: 0.2,
      response_format: { type: 'json_object' },
    });
  });

  it('sends no authorization header without a key', async () => {
    fake.json(200, openAiAnswer('ok'));
    const before = fake.seen.length;
    await new OpenAiCompatibleProvider(`${fake.url}/v1`, 'm', undefined, 2000).complete(conversation);
    expect(fake.seen[before]!.headers.authorization).toBeUndefined();
  });

  it('an error status, an answer without a message and a non-JSON body fail without the key in the message', async () => {
    fake.json(401, { error: { message: 'Incorrect API key provided: sk-secret-key' } });
    const http = await failure(provider().complete(conversation));
    expect(http.kind).toBe('http');
    expect(http.status).toBe(401);
    expect(http.message).not.toContain('sk-secret');
    fake.json(200, { choices: [] });
    expect((await failure(provider().complete(conversation))).kind).toBe('invalid');
    fake.answer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('<html>'));
    expect((await failure(provider().complete(conversation))).kind).toBe('invalid');
  });

  it('gives up after its timeout when the provider hangs', async () => {
    fake.hang();
    const started = Date.now();
    const err = await failure(
      new OpenAiCompatibleProvider(`${fake.url}/v1`, 'm', 'k', 200).complete(conversation),
    );
    expect(err.kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("stops when the caller's signal aborts", async () => {
    fake.hang();
    const controller = new AbortController();
    const call = provider().complete(conversation, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    expect((await failure(call)).kind).toBe('aborted');
  });

  it('an unreachable endpoint is a network failure', async () => {
    const err = await failure(
      new OpenAiCompatibleProvider('http://127.0.0.1:1/v1', 'm', 'k', 2000).complete(conversation),
    );
    expect(err.kind).toBe('network');
  });
});

describe('the Gemini adapter', () => {
  const provider = () => new GeminiProvider(fake.url, 'gemini-test', 'g-secret-key', 2000);

  it('posts generateContent with the key in a header, the system turn apart and model turns renamed', async () => {
    fake.json(200, geminiAnswer('Zwölf Euro.'));
    const before = fake.seen.length;
    expect(await provider().complete(conversation, { maxTokens: 50, temperature: 0, json: true })).toBe(
      'Zwölf Euro.',
    );
    const req = fake.seen[before]!;
    expect(req.url).toBe('/v1beta/models/gemini-test:generateContent');
    expect(req.url).not.toContain('key=');
    expect(req.headers['x-goog-api-key']).toBe('g-secret-key');
    expect(req.body).toEqual({
      systemInstruction: { parts: [{ text: 'You are Simi.' }] },
      contents: [
        { role: 'user', parts: [{ text: 'Hello' }] },
        { role: 'model', parts: [{ text: 'Hi!' }] },
        { role: 'user', parts: [{ text: 'Prices?' }] },
      ],
      generationConfig: { maxOutputTokens: 50, temperature: 0, responseMimeType: 'application/json' },
    });
  });

  it('a blocked answer without text, an error status and a hang fail', async () => {
    fake.json(200, { candidates: [{ finishReason: 'SAFETY' }] });
    expect((await failure(provider().complete(conversation))).kind).toBe('invalid');
    fake.json(429, { error: { code: 429, status: 'RESOURCE_EXHAUSTED' } });
    const limited = await failure(provider().complete(conversation));
    expect([limited.kind, limited.status]).toEqual(['http', 429]);
    fake.hang();
    expect((await failure(new GeminiProvider(fake.url, 'g', 'k', 150).complete(conversation))).kind).toBe(
      'timeout',
    );
  });
});

describe('configuration', () => {
  const base = { NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(32), DATA_DIR: '.tmp/test' };
  it('chooses the provider from the settings, none by default', () => {
    expect(createLlm(loadEnv(base))).toBeNull();
    expect(createLlm(loadEnv({ ...base, LLM_BASE_URL: 'http://127.0.0.1:9/v1', LLM_MODEL: 'm' }))?.name).toBe(
      'openai-compatible',
    );
    const gemini = createLlm(loadEnv({ ...base, GEMINI_API_KEY: 'k' }));
    expect([gemini?.name, gemini?.model]).toEqual(['gemini', 'gemini-2.0-flash']);
  });

  it('refuses a base URL without a model, and two providers at once', () => {
    expect(() => loadEnv({ ...base, LLM_BASE_URL: 'http://127.0.0.1:9/v1' })).toThrow(/LLM_MODEL/);
    expect(() =>
      loadEnv({ ...base, LLM_BASE_URL: 'http://127.0.0.1:9/v1', LLM_MODEL: 'm', GEMINI_API_KEY: 'k' }),
    ).toThrow(/not both/);
  });

  it('keeps the key out of what a logger or an inspection would print', () => {
    const provider = createLlm(loadEnv({ ...base, GEMINI_API_KEY: 'g-very-secret' }))!;
    expect(JSON.stringify(provider)).not.toContain('g-very-secret');
  });
});

describe('who may be sent to an outside provider', () => {
  it('never a learner under 16 or of unknown age; adults and other roles yes', () => {
    for (const band of ['6-9', '10-12', '13-15', null])
      expect(mayUseOutsideProvider({ userType: 'student' }, band)).toBe(false);
    expect(mayUseOutsideProvider({ userType: 'student' }, '16-17')).toBe(true);
    expect(mayUseOutsideProvider({ userType: 'student' }, 'adult')).toBe(true);
    for (const role of ['tutor', 'parent', 'admin', 'teen_mentor'])
      expect(mayUseOutsideProvider({ userType: role }, null)).toBe(true);
  });
});
