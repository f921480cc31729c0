// Request and response shapes of the account calls (spec 000 §3, §5, §7). Messages are keys of locales/*/errors.json.
import { z } from 'zod';
import { captchaTokenField } from '../captcha/schemas';

/** A required token or code from a link, a cookie or a provider: a string of `min` to `max` characters, else `message`. */
export const tokenField = (message: string, max = 200, min = 1) =>
  z.string({ error: message }).min(min, message).max(max, message);

export const roleSchema = z.enum(['admin', 'user']);
export type Role = z.infer<typeof roleSchema>;

export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** A simple address pattern, the same on both sides. */
export const emailField = z
  .string({ error: 'email.required' })
  .trim()
  .min(1, 'email.required')
  .max(254, 'email.invalid')
  .email('email.invalid')
  .transform((value) => value.toLowerCase());

/** The spec's password rules, each with its own message: 6+, upper and lower, a digit, a special character. */
export const newPasswordField = z
  .string({ error: 'password.required' })
  .min(1, 'password.required')
  .max(128, 'password.max')
  .min(6, 'password.min')
  .regex(/(?=.*[a-z])(?=.*[A-Z])/, 'password.mixedCase')
  .regex(/\d/, 'password.number')
  .regex(/[^A-Za-z0-9]/, 'password.special');

/** An opt-in checkbox's value: ticked is `true`; absent or `false` records nothing. */
export const marketingConsentField = z.boolean({ error: 'generic.validation' }).optional();

/** The new password typed again. */
const passwordConfirmationField = z
  .string({ error: 'passwordConfirmation.required' })
  .min(1, 'passwordConfirmation.required');

/** A form's `password` and `password_confirmation` are the same; else `mismatch` is reported on the second. */
const passwordsMatch = (data: { password: string; password_confirmation: string }) =>
  data.password === data.password_confirmation;
const mismatch = { message: 'password.mismatch', path: ['password_confirmation'] };

export const registerRequestSchema = z
  .object({
    name: z.string({ error: 'name.required' }).trim().min(1, 'name.required').max(120, 'name.max'),
    email: emailField,
    password: newPasswordField,
    password_confirmation: passwordConfirmationField,
    /** Asked for after a few registrations from one address (the answer's `errors.captchaToken`, ADR 023). */
    captchaToken: captchaTokenField.optional(),
    /** The unticked-by-default marketing opt-in; only `true` records a consent (ADR 035). */
    marketing_consent: marketingConsentField,
  })
  .refine(passwordsMatch, mismatch);
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const loginRequestSchema = z.object({
  email: emailField,
  password: z.string({ error: 'password.required' }).min(1, 'password.required').max(128, 'login.invalid'),
  /** Asked for after many wrong passwords for the account (the answer's `errors.captchaToken`, ADR 023). */
  captchaToken: captchaTokenField.optional(),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ email: emailField });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = z
  .object({
    token: tokenField('reset.invalidToken'),
    email: emailField,
    password: newPasswordField,
    password_confirmation: passwordConfirmationField,
  })
  .refine(passwordsMatch, mismatch);
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

export const authResponseSchema = z.object({
  user: userSchema,
  token: z.string(),
  tokenType: z.literal('Bearer'),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const userResponseSchema = z.object({ user: userSchema });
export const messageResponseSchema = z.object({ message: z.string() });

/** The error body every failing call returns. */
export const errorResponseSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
