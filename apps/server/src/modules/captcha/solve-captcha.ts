// Solves the server's ALTCHA challenge in-process, as the browser widget would: for tests and scripts.
import type { CaptchaChallenge } from '@atelje/shared';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance } from 'fastify';

/** The widget's payload for a challenge: base64 JSON of the challenge and its solution. */
export async function solveToToken(challenge: CaptchaChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge: challenge as Challenge, deriveKey, timeout: 30_000 });
  if (!solution) throw new Error('the captcha challenge was not solved in time');
  const payload = {
    challenge: { parameters: challenge.parameters, signature: challenge.signature },
    solution,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

/** Fetches a challenge from the app and returns a solved `captchaToken`. */
export async function solveCaptcha(
  app: FastifyInstance,
  headers: Record<string, string> = {},
): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/captcha/challenge', headers });
  if (res.statusCode !== 200) throw new Error(`challenge failed: ${res.statusCode} ${res.body}`);
  return solveToToken(res.json() as CaptchaChallenge);
}
