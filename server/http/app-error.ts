import { ERROR_STATUS, type ErrorCode } from '../../common/errors.ts';

/** The one error type services throw; the error handler turns it into `{message, code, details?}`. */
export class AppError extends Error {
  readonly status: number;
  /** The i18n key of the message and its values, for the browser (ErrorBody.key). */
  key?: string;
  params?: Record<string, string | number>;
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

  /** Names the message's i18n key: `new AppError('CONFLICT', 'Email taken').withKey('errors.emailTaken')`. */
  withKey(key: string, params?: Record<string, string | number>): this {
    this.key = key;
    if (params) this.params = params;
    return this;
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
