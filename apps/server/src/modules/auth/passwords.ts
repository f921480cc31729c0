// Password hashing (argon2id) and the refusal of the most common passwords.
import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

/** `Algorithm.Argon2id` of @node-rs/argon2 (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2;
/**
 * OWASP's argon2id minimum (19 MiB, 2 passes). The API tests (vitest.config.ts sets ATELJE_TEST_FAST_HASH, and
 * vitest NODE_ENV=test) hash with the lightest parameters instead: thousands of accounts are made there, and a
 * hash carries its own parameters, so verifying is the same code either way.
 */
export function argon2Options(env: NodeJS.ProcessEnv = process.env) {
  const light = env.ATELJE_TEST_FAST_HASH === '1' && env.NODE_ENV === 'test';
  return { algorithm: ARGON2ID, memoryCost: light ? 1024 : 19_456, timeCost: light ? 1 : 2, parallelism: 1 };
}
const ARGON2 = argon2Options();

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

let dummyHash: Promise<string> | undefined;

/** Verifies; for an unknown account it still spends the same time so the response does not reveal it. */
export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword('not-a-real-password-Aa1!');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

const ranked = dictionary['passwords-common'] as string[];
const common = new Set(ranked.map((p) => p.toLowerCase()));
const topBases = new Set(ranked.slice(0, 10_000).map((p) => p.toLowerCase()));
const leet: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '0': 'o',
  '1': 'i',
  '!': 'i',
  '3': 'e',
  $: 's',
  '5': 's',
  '7': 't',
};

/**
 * True for passwords found in the common-password list, also when they only dress a top-10 000 word up with
 * capitals, leetspeak or a trailing number and symbol ("Password1!", "P@ssw0rd", "Qwerty123!").
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (common.has(lower)) return true;
  const withoutSuffix = lower.replace(/[^a-z]+$/, '');
  if (withoutSuffix.length >= 4 && topBases.has(withoutSuffix)) return true;
  const unleeted = lower.replace(/[@40!13$57]/g, (c) => leet[c] ?? c);
  if (common.has(unleeted)) return true;
  const unleetedBase = lower
    .replace(/[^a-z0-9@!$]+$/, '')
    .replace(/[0-9!@$]+$/, '')
    .replace(/[@40!13$57]/g, (c) => leet[c] ?? c);
  return unleetedBase.length >= 4 && topBases.has(unleetedBase);
}
