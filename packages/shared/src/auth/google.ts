// Google sign-in (spec 000 §7): the redirect URL that starts the OpenID Connect flow, the sign-in with a provider
// access token, and which outside providers this academy has configured.
import { z } from 'zod';
import { tokenField } from './schemas';

/** Which form started the flow; the result's `type` says whether an account was actually created. */
export const googleFlowSchema = z.enum(['login', 'register']);
export type GoogleFlow = z.infer<typeof googleFlowSchema>;

export const googleRedirectQuerySchema = z.object({ flow: googleFlowSchema.optional() });

export const googleRedirectResponseSchema = z.object({ redirect_url: z.string().url() });
export type GoogleRedirectResponse = z.infer<typeof googleRedirectResponseSchema>;

/** The provider's redirect back to us: a code and our state, or an error such as `access_denied`. */
export const googleCallbackQuerySchema = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
});

export const socialProviderSchema = z.enum(['google']);
export type SocialProvider = z.infer<typeof socialProviderSchema>;

export const providerCallbackRequestSchema = z.object({
  access_token: tokenField('google.invalidToken', 4096),
});
export type ProviderCallbackRequest = z.input<typeof providerCallbackRequestSchema>;

/**
 * The web page /login-success?code=... exchanges the one-time hand-over code of a finished Google sign-in for a
 * session (ADR 024); the browser's sealed sign-in cookie must come with it.
 */
export const googleExchangeRequestSchema = z.object({
  code: tokenField('google.handoverInvalid'),
});
export type GoogleExchangeRequest = z.input<typeof googleExchangeRequestSchema>;

export const authProvidersResponseSchema = z.object({ google: z.boolean() });
export type AuthProvidersResponse = z.infer<typeof authProvidersResponseSchema>;
