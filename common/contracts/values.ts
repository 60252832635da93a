/**
 * The plain values of the contracts: SPEC.md 5's messages, the kinds of legal document and the shapes
 * of page ids. They live apart from the schemas so the browser can use them without loading zod
 * (ADR 012); the contracts build their schemas from them, so the two cannot disagree.
 */

/** SPEC.md 5's messages, verbatim; the client translates them by key when it shows them. */
export const authMessages = {
  usernameMin: 'Username must be at least 3 characters',
  passwordMin: 'Password must be at least 4 characters',
  passwordTooShort: 'Password must be at least 12 characters long.',
  confirmRequired: 'Please confirm your password',
  passwordsMustMatch: 'Passwords must match',
  passwordsDontMatch: 'Please make sure both password fields match.',
  emailInvalid: 'Please enter a valid email address',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  agreementRequired: 'Please accept the platform agreement to create your account.',
  required: 'This field is required',
  codeFormat: 'Enter the 6-digit code from the email.',
} as const;

export const contactMessages = {
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  subject: 'Subject must be at least 5 characters',
  message: 'Message must be at least 10 characters',
} as const;

/** Version of the cookie policy a stored choice refers to; a new version asks again. */
export const COOKIE_POLICY_VERSION = '2026-11';

export const legalKinds = ['imprint', 'terms', 'privacy', 'cookies', 'agreement'] as const;

/** A skill's or a city's id: lower-case letters, digits and hyphens. */
export const CATALOG_ID_PATTERN = /^[a-z0-9-]{1,80}$/;
export const isCatalogId = (id: string): boolean => CATALOG_ID_PATTERN.test(id);

/** A published article is asked for by id or slug: any segment of 1 to 100 characters. */
export const POST_REF_MAX_LENGTH = 100;
export const isPostRef = (ref: string): boolean => ref.length >= 1 && ref.length <= POST_REF_MAX_LENGTH;

/** An article's own id (the admin screens use it): a UUID. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (id: string): boolean => UUID_PATTERN.test(id);
