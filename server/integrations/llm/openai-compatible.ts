import { postJson } from './http.ts';
import { LlmError, type LlmMessage, type LlmOptions, type LlmProvider } from './provider.ts';

/**
 * Any OpenAI-compatible chat-completions API (OpenAI, Mistral, Azure's compatible route, vLLM,
 * Ollama, LocalAI…): POST {baseUrl}/chat/completions with a bearer key.
 */
export class OpenAiCompatibleProvider implements LlmProvider {
  readonly name = 'openai-compatible' as const;
  readonly #apiKey: string | undefined;
  constructor(
    private readonly baseUrl: string,
    readonly model: string,
    apiKey: string | undefined,
    private readonly timeoutMs: number,
  ) {
    // A private field: the key never shows in a logged or inspected object.
    this.#apiKey = apiKey;
  }

  async complete(messages: LlmMessage[], options: LlmOptions = {}): Promise<string> {
    const body = {
      model: this.model,
      messages: messages.map((m) => ({ role: m.role, content: m.content })),
      ...(options.maxTokens ? { max_tokens: options.maxTokens } : {}),
      ...(options.temperature !== undefined ? { temperature: options.temperature } : {}),
      ...(options.json ? { response_format: { type: 'json_object' } } : {}),
    };
    const answer = (await postJson(
      `${this.baseUrl.replace(/\/+$/, '')}/chat/completions`,
      this.#apiKey ? { authorization: `Bearer ${this.#apiKey}` } : {},
      body,
      { timeoutMs: this.timeoutMs, signal: options.signal, provider: 'LLM endpoint' },
    )) as { choices?: { message?: { content?: unknown } }[] } | null;
    const content = answer?.choices?.[0]?.message?.content;
    if (typeof content !== 'string' || content.trim() === '')
      throw new LlmError('invalid', 'LLM endpoint answered without a message');
    return content.trim();
  }
}
