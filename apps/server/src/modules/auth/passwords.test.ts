import { hash } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { argon2Options, hashPassword, isCommonPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with argon2id and verifies only the right password', async () => {
    const stored = await hashPassword('Kafa!2026x');
    expect(stored.startsWith('$argon2id$')).toBe(true);
    expect(stored).not.toContain('Kafa!2026x');
    expect(await verifyPassword(stored, 'Kafa!2026x')).toBe(true);
    expect(await verifyPassword(stored, 'kafa!2026x')).toBe(false);
  });

  it("hashes with OWASP's parameters (19 MiB, 2 passes) everywhere but the API tests", async () => {
    const production = argon2Options({ NODE_ENV: 'production', ATELJE_TEST_FAST_HASH: '1' });
    expect(production).toMatchObject({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    expect(argon2Options({})).toEqual(production);
    const stored = await hash('Kafa!2026x', production);
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'Kafa!2026x')).toBe(true);
    expect(argon2Options({ NODE_ENV: 'test', ATELJE_TEST_FAST_HASH: '1' }).memoryCost).toBe(1024);
  });

  it('says no for an account without a password', async () => {
    expect(await verifyPassword(null, 'Whatever1!')).toBe(false);
  });

  it('refuses the most common passwords, also dressed up to pass the character rules', () => {
    for (const weak of [
      'Password1!',
      'P@ssw0rd',
      'Qwerty123!',
      'Iloveyou1!',
      'Dragon1!',
      'Monkey12#',
      'password',
    ]) {
      expect(isCommonPassword(weak), weak).toBe(true);
    }
  });

  it('accepts uncommon passwords', () => {
    for (const strong of ['Kafa!2026x', 'Enterijer#Beograd9', 'Zq7!mWp2', 'Polaznik!2026']) {
      expect(isCommonPassword(strong), strong).toBe(false);
    }
  });
});
