import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates';

describe('formatDate', () => {
  it('shows a late-evening UTC instant on the next day in Belgrade (summer time)', () => {
    expect(formatDate('2024-03-31T22:30:00Z', 'sr')).toBe('1. april 2024.');
  });

  it('keeps the UTC day when Belgrade is still on it (winter time)', () => {
    expect(formatDate('2024-01-15T22:59:00Z', 'sr')).toBe('15. januar 2024.');
    expect(formatDate('2024-01-15T23:00:00Z', 'sr')).toBe('16. januar 2024.');
  });

  it('writes Serbian month names in Latin script', () => {
    expect(formatDate('2025-12-05T10:00:00Z', 'sr')).toBe('5. decembar 2025.');
  });

  it('formats English dates day-first', () => {
    expect(formatDate('2024-03-31T22:30:00Z', 'en')).toBe('1 April 2024');
  });

  it('defaults to Serbian', () => {
    expect(formatDate('2024-06-01T08:00:00Z')).toBe('1. jun 2024.');
  });
});

describe('formatDateTime', () => {
  it('shows Belgrade wall-clock time after midnight', () => {
    expect(formatDateTime('2024-03-31T22:30:00Z', 'sr')).toBe('1. april 2024. u 00:30');
    expect(formatDateTime('2024-03-31T22:30:00Z', 'en')).toBe('1 April 2024, 00:30');
  });

  it('uses a 24-hour clock', () => {
    expect(formatDateTime('2024-07-10T13:05:00Z', 'sr')).toBe('10. jul 2024. u 15:05');
  });
});
