import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

type Handler = (req: SeenRequest, res: ServerResponse) => void;

/**
 * A stand-in for an LLM provider on loopback: records every request (path, headers, JSON body) and
 * answers with the handler the test sets, shaped like the real providers' answers.
 */
export async function startFakeLlm() {
  const seen: SeenRequest[] = [];
  let handler: Handler = (_req, res) => res.writeHead(500).end();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown = raw;
      try {
        body = JSON.parse(raw);
      } catch {}
      const entry = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      seen.push(entry);
      handler(entry, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    answer(next: Handler) {
      handler = next;
    },
    json(status: number, body: unknown) {
      handler = (_req, res) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    },
    /** Answers nothing at all (a provider that hangs). */
    hang() {
      handler = () => {};
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A chat-completions answer as OpenAI-compatible APIs send it. */
export const openAiAnswer = (content: string) => ({
  id: 'chatcmpl-test',
  object: 'chat.completion',
  created: 1_764_000_000,
  model: 'test-model',
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
});

/** A generateContent answer as Gemini's REST API sends it. */
export const geminiAnswer = (text: string) => ({
  candidates: [{ content: { role: 'model', parts: [{ text }] }, finishReason: 'STOP', index: 0 }],
  usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 5, totalTokenCount: 15 },
  modelVersion: 'gemini-2.0-flash',
});
