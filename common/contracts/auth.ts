import { z } from 'zod';
import {
  LANGUAGES,
  PASSWORD_MIN_LENGTH,
  REGISTER_PASSWORD_MIN_LENGTH,
  ROLES,
  USERNAME_MIN_LENGTH,
  USER_TYPES,
  VERIFICATION_CODE_LENGTH,
} from '../constants.ts';
import { defineContract } from './define.ts';
import { authRoutes } from './routes.ts';
import { authMessages } from './values.ts';

export { authMessages } from './values.ts';

const trimmed = (max: number, message: string) => z.string(message).trim().min(1, message).max(max);

export const emailField = z
  .string(authMessages.emailInvalid)
  .trim()
  .max(254, authMessages.emailInvalid)
  .pipe(z.email(authMessages.emailInvalid))
  .transform((e) => e.toLowerCase());

export const userTypeSchema = z.enum(USER_TYPES);
export const roleSchema = z.enum(ROLES);
export const languageSchema = z.enum(LANGUAGES);

export const userSchema = z.object({
  id: z.string(),
  userType: roleSchema,
  firstName: z.string(),
  lastName: z.string(),
  avatarUrl: z.string().nullable(),
  email: z.string(),
  emailVerified: z.boolean(),
  mustSetPassword: z.boolean(),
  language: languageSchema,
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const registerInput = z.object({
  username: z
    .string(authMessages.usernameMin)
    .trim()
    .min(USERNAME_MIN_LENGTH, authMessages.usernameMin)
    .max(254),
  email: emailField,
  password: z
    .string(authMessages.passwordMin)
    .min(REGISTER_PASSWORD_MIN_LENGTH, authMessages.passwordMin)
    .max(256),
  firstName: trimmed(100, authMessages.firstNameRequired),
  lastName: trimmed(100, authMessages.lastNameRequired),
  userType: userTypeSchema.catch('student'),
  language: languageSchema.optional(),
  /** Version of the platform agreement the user accepted in the dialog. */
  agreementVersion: z.string().max(40).optional(),
});

export const okOutput = z.object({ ok: z.literal(true), message: z.string().optional() });

export const authContracts = {
  csrfToken: defineContract({
    ...authRoutes.csrfToken,
    input: z.object({}),
    output: z.object({ csrfToken: z.string() }),
    summary: 'The CSRF token of this browser (exists before sign-in).',
    tags: ['auth'],
  }),
  getUser: defineContract({
    ...authRoutes.getUser,
    input: z.object({}),
    output: userSchema,
    summary: 'The signed-in user; 401 when signed out.',
    tags: ['auth'],
  }),
  login: defineContract({
    ...authRoutes.login,
    input: z.object({
      username: z.string(authMessages.required).trim().min(1, authMessages.required).max(254),
      password: z.string(authMessages.required).min(1, authMessages.required).max(256),
    }),
    output: userSchema,
    summary: 'Sign in with username (the email) and password; rotates the session.',
    tags: ['auth'],
  }),
  register: defineContract({
    ...authRoutes.register,
    input: registerInput,
    output: userSchema,
    summary: 'Create an account; a weak registration password makes mustSetPassword true.',
    tags: ['auth'],
  }),
  logout: defineContract({
    ...authRoutes.logout,
    input: z.object({}),
    output: okOutput,
    summary: 'End this session.',
    tags: ['auth'],
  }),
  forgotPassword: defineContract({
    ...authRoutes.forgotPassword,
    input: z.object({ email: emailField }),
    output: okOutput,
    summary: 'Email a single-use reset link; answers the same whether or not the email exists.',
    tags: ['auth'],
  }),
  resetPassword: defineContract({
    ...authRoutes.resetPassword,
    input: z.object({
      token: z.string(authMessages.required).min(10, authMessages.required).max(200),
      password: z
        .string(authMessages.passwordTooShort)
        .min(PASSWORD_MIN_LENGTH, authMessages.passwordTooShort)
        .max(256),
    }),
    output: okOutput,
    summary: 'Set a new password with the emailed token; signs out every session.',
    tags: ['auth'],
  }),
  resetPasswordStatus: defineContract({
    ...authRoutes.resetPasswordStatus,
    input: z.object({ token: z.string().max(200).default('') }),
    output: z.object({
      /**
       * valid: the form may be shown; used: the link already set a password; expired: older than an
       * hour; invalid: no such link. Nothing about the account it belongs to.
       */
      status: z.enum(['valid', 'used', 'expired', 'invalid']),
    }),
    summary: 'Whether an emailed reset link can still be used, without naming its account.',
    tags: ['auth'],
  }),
  sendVerification: defineContract({
    ...authRoutes.sendVerification,
    input: z.object({ email: emailField.optional() }),
    output: z.object({ ok: z.literal(true), expiresInSeconds: z.number(), resendAfterSeconds: z.number() }),
    summary: 'Email a new 6-digit verification code to the signed-in user.',
    tags: ['auth'],
  }),
  verificationStatus: defineContract({
    ...authRoutes.verificationStatus,
    input: z.object({}),
    output: z.object({
      email: z.string(),
      emailVerified: z.boolean(),
      expiresInSeconds: z.number(),
      resendAfterSeconds: z.number(),
    }),
    summary: 'Remaining lifetime of the current code and the resend cooldown.',
    tags: ['auth'],
  }),
  verifyEmail: defineContract({
    ...authRoutes.verifyEmail,
    input: z.object({
      code: z
        .string(authMessages.codeFormat)
        .regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), authMessages.codeFormat),
    }),
    output: userSchema,
    summary: 'Mark the address verified with the emailed code.',
    tags: ['auth'],
  }),
  setPassword: defineContract({
    ...authRoutes.setPassword,
    input: z
      .object({
        password: z
          .string(authMessages.passwordTooShort)
          .min(PASSWORD_MIN_LENGTH, authMessages.passwordTooShort)
          .max(256),
        confirmPassword: z.string().max(256).optional(),
        /** Required unless the account must set a password (SPEC.md 2.5); checked on the server. */
        currentPassword: z.string().max(256).optional(),
      })
      .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
        message: authMessages.passwordsDontMatch,
        path: ['confirmPassword'],
      }),
    output: okOutput,
    summary:
      'Set a new password for the signed-in user; needs currentPassword unless mustSetPassword is true.',
    tags: ['auth'],
  }),
  listSessions: defineContract({
    ...authRoutes.listSessions,
    input: z.object({}),
    output: z.array(
      z.object({
        id: z.string(),
        createdAt: z.string(),
        lastSeenAt: z.string(),
        userAgent: z.string().nullable(),
        ip: z.string().nullable(),
        current: z.boolean(),
      }),
    ),
    summary: "The signed-in user's sessions.",
    tags: ['auth'],
  }),
  revokeSession: defineContract({
    ...authRoutes.revokeSession,
    params: z.object({ id: z.string().regex(/^[a-f0-9]{16}$/, 'Unknown session') }),
    input: z.object({}).optional(),
    output: okOutput,
    summary: 'Sign out one session of the signed-in user.',
    tags: ['auth'],
  }),
  updatePreferences: defineContract({
    ...authRoutes.updatePreferences,
    input: z.object({ language: languageSchema }),
    output: userSchema,
    summary: "Save the signed-in user's language (used for emails).",
    tags: ['auth'],
  }),
};
