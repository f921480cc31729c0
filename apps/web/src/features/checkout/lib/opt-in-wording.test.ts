// The opt-in's words the forms show are the words the server records with each consent (ADR 035): the web
// locales and the shared (server) locales must say the same, link markup aside.
import sharedEn from '@atelje/shared/locales/en.json';
import sharedSr from '@atelje/shared/locales/sr.json';
import { describe, expect, it } from 'vitest';
import authEn from '../../../locales/en/auth.json';
import checkoutEn from '../../../locales/en/checkout.json';
import homeEn from '../../../locales/en/home.json';
import profileEn from '../../../locales/en/profile.json';
import authSr from '../../../locales/sr/auth.json';
import checkoutSr from '../../../locales/sr/checkout.json';
import homeSr from '../../../locales/sr/home.json';
import profileSr from '../../../locales/sr/profile.json';

const plain = (text: string) => text.replace(/<\/?[a-z]+>/g, '');

describe.each([
  ['sr', sharedSr, authSr, checkoutSr, homeSr, profileSr],
  ['en', sharedEn, authEn, checkoutEn, homeEn, profileEn],
] as const)('the opt-in wording in %s', (_lang, shared, auth, checkout, home, profile) => {
  it('is the same at registration and checkout as the server records', () => {
    expect(plain(auth.register.marketingConsent)).toBe(shared['marketingConsent.optIn']);
    expect(plain(checkout.optIn.label)).toBe(shared['marketingConsent.optIn']);
  });

  it('is the same in the profile and the newsletter block as the server records', () => {
    expect(profile.marketing.label).toBe(shared['marketingConsent.profile']);
    expect(plain(home.newsletter.consent)).toBe(shared['marketingConsent.newsletter']);
  });
});
