import { describe, expect, it } from 'vitest';
import en from './locales/en.json' with { type: 'json' };
import sr from './locales/sr.json' with { type: 'json' };
import { renderEmail } from './render';

const resetUrl = 'https://atelje.rs/reset-password?token=0a1b2c3d4e5f&email=mila%40example.com';
const loginUrl = 'https://atelje.rs/login';

describe('renderEmail', () => {
  it.each([
    ['sr', 'Promena lozinke za Atelje', 'Link važi 60 minuta i može se iskoristiti samo jednom.'],
    ['en', 'Reset your Atelje password', 'The link is valid for 60 minutes and can be used only once.'],
  ] as const)(
    'renders the password-reset e-mail in %s with the link in HTML and plain text',
    async (locale, subject, expiry) => {
      const email = await renderEmail('password-reset', locale, { name: 'Mila Đurić', resetUrl });

      expect(email.subject).toBe(subject);
      expect(email.html).toMatch(/^<!DOCTYPE html/);
      expect(email.html).toContain(`href="${resetUrl.replace('&', '&amp;')}"`);
      expect(email.html).toContain(`lang="${locale === 'sr' ? 'sr-Latn' : 'en'}"`);
      expect(email.text).toContain(resetUrl);
      expect(email.text).toContain(expiry);
      expect(email.text).toContain('Mila Đurić');
      expect(email.text).not.toMatch(/<[a-z]/i);
    },
  );

  it.each([
    ['sr', 'Dobro došli u Atelje', 'Prijavite se'],
    ['en', 'Welcome to Atelje', 'Sign in'],
  ] as const)('renders the welcome e-mail in %s with the sign-in link', async (locale, subject, button) => {
    const email = await renderEmail('welcome', locale, { name: 'Mila', loginUrl });

    expect(email.subject).toBe(subject);
    expect(email.html).toContain(`href="${loginUrl}"`);
    expect(email.html).toContain(button);
    expect(email.text).toContain(`${button} ${loginUrl}`);
    expect(email.text).toContain(subject);
  });

  it('states the lifetime of the link with the right plural', async () => {
    const one = await renderEmail('password-reset', 'sr', { name: 'Mila', resetUrl, expiresMinutes: 21 });
    const few = await renderEmail('password-reset', 'sr', { name: 'Mila', resetUrl, expiresMinutes: 30 });
    const english = await renderEmail('password-reset', 'en', { name: 'Mila', resetUrl, expiresMinutes: 1 });

    expect(one.text).toContain('Link važi 21 minut i');
    expect(few.text).toContain('Link važi 30 minuta i');
    expect(english.text).toContain('valid for 1 minute and');
  });

  it('escapes a name that looks like markup', async () => {
    const email = await renderEmail('welcome', 'sr', { name: '<img src=x onerror=alert(1)>', loginUrl });

    expect(email.html).not.toContain('<img src=x');
    expect(email.html).toContain('&lt;img src=x');
  });

  it('refuses props a template cannot use', async () => {
    await expect(
      renderEmail('password-reset', 'sr', { name: 'Mila', resetUrl: 'not a url' }),
    ).rejects.toThrow();
  });

  it('has the same texts in Serbian and English', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(sr).sort());
  });
});
