import { LlmError } from './provider.ts';

/**
 * POSTs JSON and answers the parsed JSON body. The timeout covers the whole exchange (headers and
 * body); the caller's signal aborts it too. Errors say what failed and the status, never the
 * headers (they carry the key) or the body (it may echo the prompt).
 */
export async function postJson(
  url: string,
  headers: Record<string, string>,
  body: unknown,
  opts: { timeoutMs: number; signal?: AbortSignal | undefined; provider: string },
): Promise<unknown> {
  const timeout = AbortSignal.timeout(opts.timeoutMs);
  const signal = opts.signal ? AbortSignal.any([timeout, opts.signal]) : timeout;
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal,
      redirect: 'error',
    });
  } catch (err) {
    throw failure(err, timeout, opts);
  }
  let text: string;
  try {
    text = await res.text();
  } catch (err) {
    throw failure(err, timeout, opts);
  }
  if (!res.ok) throw new LlmError('http', `${opts.provider} answered ${res.status}`, res.status);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new LlmError('invalid', `${opts.provider} answered something that is not JSON`);
  }
}

function failure(err: unknown, timeout: AbortSignal, opts: { timeoutMs: number; provider: string }) {
  if (timeout.aborted)
    return new LlmError('timeout', `${opts.provider} did not answer within ${opts.timeoutMs} ms`);
  if (err instanceof Error && err.name === 'AbortError')
    return new LlmError('aborted', `${opts.provider} call aborted`);
  return new LlmError('network', `${opts.provider} unreachable`);
}
