import { describe, expect, it } from 'vitest';
import { hashPassword, isCommonPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with argon2id and verifies only the right password', async () => {
    const stored = await hashPassword('Kafa!2026x');
    expect(stored.startsWith('$argon2id$')).toBe(true);
    expect(stored).not.toContain('Kafa!2026x');
    expect(await verifyPassword(stored, 'Kafa!2026x')).toBe(true);
    expect(await verifyPassword(stored, 'kafa!2026x')).toBe(false);
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
