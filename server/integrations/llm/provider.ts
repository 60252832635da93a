/** One turn of a conversation with a language model. */
export interface LlmMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface LlmOptions {
  /** Upper bound on the answer's length, in the provider's tokens. */
  maxTokens?: number;
  temperature?: number;
  /** Ask for a JSON object (the caller still validates it: a model may ignore the request). */
  json?: boolean;
  /** Abort when the caller no longer needs the answer (the request was closed). */
  signal?: AbortSignal;
}

/**
 * A language model behind an HTTP API (ADR 027). `complete` answers the model's text or throws an
 * LlmError; callers always have a built-in answer to fall back on, so nothing depends on it.
 */
export interface LlmProvider {
  readonly name: 'openai-compatible' | 'gemini';
  readonly model: string;
  complete(messages: LlmMessage[], options?: LlmOptions): Promise<string>;
}

export type LlmFailure = 'timeout' | 'aborted' | 'http' | 'network' | 'invalid';

/** Why a completion failed. Its message never contains a key, a prompt or the provider's body. */
export class LlmError extends Error {
  constructor(
    readonly kind: LlmFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'LlmError';
  }
}
