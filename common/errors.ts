/** Error codes shared by server and client; the server maps each to one HTTP status. */
export const ERROR_STATUS = {
  VALIDATION: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  CSRF: 403,
  PASSWORD_SET_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  EMAIL_TAKEN: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  CODE_INVALID: 422,
  CODE_EXPIRED: 422,
  TOKEN_INVALID: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** The JSON body of every error response. */
export interface ErrorBody {
  message: string;
  code: ErrorCode;
  details?: unknown;
  requestId?: string;
  requiresPasswordSet?: boolean;
}
