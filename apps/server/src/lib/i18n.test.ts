import { describe, expect, it } from 'vitest';
import { type MessageKey, translate } from './i18n';

describe('translate', () => {
  it('chooses a counted message’s Serbian form by the number (one, few, other)', () => {
    const limit = (count: number) => translate('sr', 'welcomeVoucher.dailyLimit', { count });
    expect(limit(1)).toBe('Dnevno možete poslati najviše 1 vaučer dobrodošlice. Pokušajte ponovo sutra.');
    expect(limit(21)).toMatch(/najviše 21 vaučer dobrodošlice/);
    expect(limit(3)).toMatch(/najviše 3 vaučera dobrodošlice/);
    expect(limit(5)).toMatch(/najviše 5 vaučera dobrodošlice/);
    expect(limit(12)).toMatch(/najviše 12 vaučera dobrodošlice/);
  });

  it('chooses the English form by the number', () => {
    expect(translate('en', 'welcomeVoucher.dailyLimit', { count: 1 })).toMatch(
      /up to 1 welcome voucher a day/,
    );
    expect(translate('en', 'welcomeVoucher.dailyLimit', { count: 5 })).toMatch(
      /up to 5 welcome vouchers a day/,
    );
  });

  it('fills a plain message as before and falls back to the key when there is none', () => {
    expect(translate('sr', 'login.throttled', { seconds: 30 })).toBe(
      'Previše pokušaja prijave. Pokušajte ponovo za 30 s.',
    );
    // A key the catalog lost since it was written: the cast stands for that, tsc refuses the key in code.
    expect(translate('en', 'no.such.key' as MessageKey)).toBe('no.such.key');
  });
});
