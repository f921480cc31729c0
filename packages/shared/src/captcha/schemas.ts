// The ALTCHA captcha contract (altcha-lib 2 on the server, the altcha 3 widget in the browser).
import { z } from 'zod';

/**
 * `GET /api/captcha/challenge`: an ALTCHA v2 (PBKDF2 proof of work) challenge, signed by the server.
 * The widget reads it as is from its `challenge` attribute (a URL it fetches); the web never builds one.
 */
export const captchaChallengeSchema = z
  .object({
    parameters: z
      .object({
        algorithm: z.string(),
        nonce: z.string(),
        salt: z.string(),
        cost: z.number(),
        keyLength: z.number(),
        keyPrefix: z.string(),
        expiresAt: z.number().optional(),
      })
      .loose(),
    signature: z.string().optional(),
  })
  .loose();
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

/** The widget's solved payload (base64 JSON of challenge and solution, its hidden `altcha` field). */
export const captchaTokenField = z
  .string({ error: 'captcha.required' })
  .trim()
  .min(1, 'captcha.required')
  .max(8_000, 'captcha.invalid');
