import { REGISTER_PASSWORD_MIN_LENGTH, USER_TYPES } from '../../../../common/constants';
import { authMessages } from '../../../../common/contracts/values';
import { emailField } from '../../../../common/contracts/auth';
import { z } from 'zod';

/** Messages stay SPEC.md's English; the form translates them when it shows them. */
export const loginFormSchema = z.object({
  username: z.string().trim().min(1, authMessages.required),
  password: z.string().min(1, authMessages.required),
});
export type LoginFormValues = z.input<typeof loginFormSchema>;

const passwordPair = z.object({ password: z.string(), confirmPassword: z.string() });

export const registerFormSchema = z
  .object({
    firstName: z
      .string()
      .trim()
      .min(1, authMessages.firstNameRequired)
      .max(100, authMessages.firstNameRequired),
    lastName: z.string().trim().min(1, authMessages.lastNameRequired).max(100, authMessages.lastNameRequired),
    email: emailField,
    password: z.string().min(REGISTER_PASSWORD_MIN_LENGTH, authMessages.passwordMin).max(256),
    confirmPassword: z.string().min(1, authMessages.confirmRequired),
    userType: z.enum(USER_TYPES),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: authMessages.passwordsMustMatch,
    path: ['confirmPassword'],
    // Check the match as soon as both entries exist, even while other fields are still invalid.
    when: (payload) => passwordPair.safeParse(payload.value).success,
  });
export type RegisterFormInput = z.input<typeof registerFormSchema>;
export type RegisterFormValues = z.output<typeof registerFormSchema>;

export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordValues = z.input<typeof forgotPasswordSchema>;
