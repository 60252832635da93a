/**
 * The plain values of the contracts: SPEC.md 5's messages, the kinds of legal document and the shapes
 * of page ids. They live apart from the schemas so the browser can use them without loading zod
 * (ADR 012); the contracts build their schemas from them, so the two cannot disagree.
 */

/**
 * SPEC.md 5's messages as the i18n keys of their texts (common/i18n/locales: the English is SPEC.md's
 * wording, verbatim). The schemas carry the keys; the server's error answers give the key and the
 * English text (server/http/error-handler.ts), and the browser shows the text in the reader's language.
 * Text is never looked up by its English wording.
 */
export const authMessages = {
  usernameMin: 'validation.usernameMin',
  passwordMin: 'validation.passwordMin',
  passwordTooShort: 'validation.passwordTooShort',
  confirmRequired: 'validation.confirmRequired',
  passwordsMustMatch: 'validation.passwordsMustMatch',
  passwordsDontMatch: 'validation.passwordsDontMatch',
  emailInvalid: 'validation.emailInvalid',
  firstNameRequired: 'validation.firstNameRequired',
  lastNameRequired: 'validation.lastNameRequired',
  agreementRequired: 'validation.agreementRequired',
  required: 'validation.required',
  codeFormat: 'validation.codeFormat',
} as const;

export const contactMessages = {
  name: 'contact.validation.name',
  email: 'contact.validation.email',
  subject: 'contact.validation.subject',
  message: 'contact.validation.message',
} as const;

/** The booking contracts' messages (i18n keys): a choice that is not one of the offered ones. */
export const bookingMessages = {
  skill: 'booking.validation.skill',
  time: 'booking.validation.time',
  timeZone: 'booking.validation.timeZone',
  date: 'booking.validation.date',
  language: 'booking.validation.language',
  id: 'booking.validation.id',
  window: 'booking.validation.window',
  overlap: 'booking.validation.overlap',
  dayOff: 'booking.validation.dayOff',
  attendance: 'booking.validation.attendance',
  rating: 'booking.validation.rating',
  comment: 'booking.validation.comment',
} as const;

/** The messaging calls' messages (i18n keys). */
export const messagingMessages = {
  id: 'booking.validation.id',
  body: 'messaging.validation.body',
} as const;

/** The family calls' messages (i18n keys). */
export const familyMessages = {
  id: 'booking.validation.id',
  code: 'family.validation.code',
} as const;

/** The tutor application's messages (i18n keys). */
export const onboardingMessages = {
  headline: 'onboarding.validation.headline',
  bio: 'onboarding.validation.bio',
  languages: 'onboarding.validation.languages',
  skills: 'onboarding.validation.skills',
  levels: 'onboarding.validation.levels',
  experience: 'onboarding.validation.experience',
  feedback: 'onboarding.validation.feedback',
  city: 'onboarding.validation.city',
} as const;

/** The marketplace settings' messages (i18n keys). */
export const marketplaceMessages = {
  id: 'marketplaceAdmin.validation.id',
  name: 'marketplaceAdmin.validation.name',
  description: 'marketplaceAdmin.validation.description',
  country: 'marketplaceAdmin.validation.country',
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
