import { postJson } from './http.ts';
import { LlmError, type LlmMessage, type LlmOptions, type LlmProvider } from './provider.ts';

/**
 * Google's Gemini through its REST generateContent call. The key goes in the x-goog-api-key header,
 * not the query string, so it never appears in a logged URL.
 */
export class GeminiProvider implements LlmProvider {
  readonly name = 'gemini' as const;
  readonly #apiKey: string;
  constructor(
    private readonly baseUrl: string,
    readonly model: string,
    apiKey: string,
    private readonly timeoutMs: number,
  ) {
    this.#apiKey = apiKey;
  }

  async complete(messages: LlmMessage[], options: LlmOptions = {}): Promise<string> {
    const system = messages.filter((m) => m.role === 'system').map((m) => m.content);
    const body = {
      ...(system.length ? { systemInstruction: { parts: [{ text: system.join('\n\n') }] } } : {}),
      contents: messages
        .filter((m) => m.role !== 'system')
        .map((m) => ({ role: m.role === 'assistant' ? 'model' : 'user', parts: [{ text: m.content }] })),
      generationConfig: {
        ...(options.maxTokens ? { maxOutputTokens: options.maxTokens } : {}),
        ...(options.temperature !== undefined ? { temperature: options.temperature } : {}),
        ...(options.json ? { responseMimeType: 'application/json' } : {}),
      },
    };
    const url = `${this.baseUrl.replace(/\/+$/, '')}/v1beta/models/${encodeURIComponent(this.model)}:generateContent`;
    const answer = (await postJson(url, { 'x-goog-api-key': this.#apiKey }, body, {
      timeoutMs: this.timeoutMs,
      signal: options.signal,
      provider: 'Gemini',
    })) as {
      candidates?: { content?: { parts?: { text?: unknown }[] }; finishReason?: string }[];
    } | null;
    const parts = answer?.candidates?.[0]?.content?.parts ?? [];
    const text = parts
      .map((p) => (typeof p.text === 'string' ? p.text : ''))
      .join('')
      .trim();
    if (!text) throw new LlmError('invalid', 'Gemini answered without text');
    return text;
  }
}
