import { ERROR_STATUS, type ErrorCode } from '../../common/errors.ts';

/** The one error type services throw; the error handler turns it into `{message, code, details?}`. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    /** Seconds, sent as Retry-After on 429. */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
