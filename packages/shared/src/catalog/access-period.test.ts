import { describe, expect, it } from 'vitest';
import { accessPeriodMonths } from './access-period';

describe('accessPeriodMonths', () => {
  it('gives a free course no end, whatever months its row holds (the profile says "Pristup bez roka" too)', () => {
    expect(accessPeriodMonths({ is_free: true, access_months: 12 })).toBeNull();
  });

  it('gives a paid course its own months', () => {
    expect(accessPeriodMonths({ is_free: false, access_months: 6 })).toBe(6);
    expect(accessPeriodMonths({ is_free: false, access_months: 12 })).toBe(12);
  });

  it('falls back to 12 months when a paid course has none', () => {
    expect(accessPeriodMonths({ is_free: false, access_months: 0 })).toBe(12);
  });
});
