import type { ErrorBody, ErrorCode } from '../../common/errors';

/**
 * A non-OK answer. The message keeps SPEC.md 8's wire format "{status}: {text}"; the parsed body is kept
 * beside it so screens can show the human message and branch on the code.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: Partial<ErrorBody> | null;

  constructor(status: number, text: string, body: Partial<ErrorBody> | null) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  get code(): ErrorCode | undefined {
    return this.body?.code;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Parses an error body when it is JSON; plain-text bodies (proxies, crashes) give null. */
export function parseErrorBody(text: string): Partial<ErrorBody> | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Partial<ErrorBody>)
      : null;
  } catch {
    return null;
  }
}
