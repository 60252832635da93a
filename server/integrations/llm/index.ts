import type { Env } from '../../env.ts';
import { GeminiProvider } from './gemini.ts';
import { OpenAiCompatibleProvider } from './openai-compatible.ts';
import type { LlmProvider } from './provider.ts';

export { mayUseOutsideProvider } from './outside-provider.policy.ts';
export { LlmError, type LlmMessage, type LlmOptions, type LlmProvider } from './provider.ts';

/** The configured language model, or null: then Simi is the built-in rule-based one (ADR 027). */
export function createLlm(env: Env): LlmProvider | null {
  if (env.LLM_BASE_URL && env.LLM_MODEL)
    return new OpenAiCompatibleProvider(env.LLM_BASE_URL, env.LLM_MODEL, env.LLM_API_KEY, env.LLM_TIMEOUT_MS);
  if (env.GEMINI_API_KEY)
    return new GeminiProvider(env.GEMINI_BASE_URL, env.GEMINI_MODEL, env.GEMINI_API_KEY, env.LLM_TIMEOUT_MS);
  return null;
}
