// Request and response shapes of the account calls (spec 000 §3, §5, §7). Messages are keys of locales/*/errors.json.
import { z } from 'zod';
import { captchaTokenField } from '../captcha/schemas';

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

export const registerRequestSchema = z
  .object({
    name: z.string({ error: 'name.required' }).trim().min(1, 'name.required').max(120, 'name.max'),
    email: emailField,
    password: newPasswordField,
    password_confirmation: z
      .string({ error: 'passwordConfirmation.required' })
      .min(1, 'passwordConfirmation.required'),
    /** Asked for after a few registrations from one address (the answer's `errors.captchaToken`, ADR 023). */
    captchaToken: captchaTokenField.optional(),
    /** The unticked-by-default marketing opt-in; only `true` records a consent (ADR 035). */
    marketing_consent: marketingConsentField,
  })
  .refine((data) => data.password === data.password_confirmation, {
    message: 'password.mismatch',
    path: ['password_confirmation'],
  });
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
    token: z
      .string({ error: 'reset.invalidToken' })
      .min(1, 'reset.invalidToken')
      .max(200, 'reset.invalidToken'),
    email: emailField,
    password: newPasswordField,
    password_confirmation: z
      .string({ error: 'passwordConfirmation.required' })
      .min(1, 'passwordConfirmation.required'),
  })
  .refine((data) => data.password === data.password_confirmation, {
    message: 'password.mismatch',
    path: ['password_confirmation'],
  });
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
