/** Error codes shared by server and client; the server maps each to one HTTP status. */
export const ERROR_STATUS = {
  VALIDATION: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  CSRF: 403,
  PASSWORD_SET_REQUIRED: 403,
  /** Allowed, but not yet: the caller's email address must be verified first (making a family code). */
  EMAIL_UNVERIFIED: 403,
  /** Booking: a learner under 16 books once a parent or guardian follows their account (ADR 045). */
  GUARDIAN_CONSENT_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  EMAIL_TAKEN: 409,
  /** Booking: the tutor teaches something else at that time, or the hour is no longer free. */
  SLOT_TAKEN: 409,
  /** Booking: the group has no seat left. */
  GROUP_FULL: 409,
  /** Booking: the learner already has a seat at an overlapping time. */
  LEARNER_BUSY: 409,
  /** A change allowed only up to a deadline (cancelling inside 2 hours of the start). */
  TOO_LATE: 422,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  CODE_INVALID: 422,
  CODE_EXPIRED: 422,
  TOKEN_INVALID: 422,
  /** An Idempotency-Key reused for another request (another body or endpoint). */
  IDEMPOTENCY_KEY_REUSED: 422,
  /** The first request with this Idempotency-Key is still being answered: retry in a moment. */
  IDEMPOTENCY_IN_FLIGHT: 409,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** The JSON body of every error response. */
export interface ErrorBody {
  /** English, for API clients and logs. */
  message: string;
  code: ErrorCode;
  /** The i18n key of the message (common/i18n/locales), so a browser can show it in its language. */
  key?: string;
  /** Values for the key's {placeholders}. */
  params?: Record<string, string | number>;
  details?: unknown;
  requestId?: string;
  requiresPasswordSet?: boolean;
}

/** One refused field of a validation error: `details` of a VALIDATION answer. */
export interface FieldIssue {
  field: string;
  message: string;
  key?: string;
}

/** Whether a message is an i18n key ("validation.usernameMin") rather than a sentence. */
export const isMessageKey = (message: string): boolean =>
  /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9-]+)+$/.test(message);
