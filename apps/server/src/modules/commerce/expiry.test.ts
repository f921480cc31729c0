import { describe, expect, it } from 'vitest';
import { addMonths, extendExpiry, isLive } from './expiry';

const d = (iso: string) => new Date(iso);

describe('addMonths', () => {
  it('keeps the day and time of day', () => {
    expect(addMonths(d('2026-03-15T10:20:30.000Z'), 12).toISOString()).toBe('2027-03-15T10:20:30.000Z');
  });
  it('clamps 31 January to the end of February in a common year', () => {
    expect(addMonths(d('2027-01-31T08:00:00.000Z'), 1).toISOString()).toBe('2027-02-28T08:00:00.000Z');
  });
  it('clamps 31 January to 29 February in a leap year', () => {
    expect(addMonths(d('2028-01-31T08:00:00.000Z'), 1).toISOString()).toBe('2028-02-29T08:00:00.000Z');
  });
  it('takes 29 February a year on to 28 February', () => {
    expect(addMonths(d('2028-02-29T12:00:00.000Z'), 12).toISOString()).toBe('2029-02-28T12:00:00.000Z');
  });
  it('crosses the year end', () => {
    expect(addMonths(d('2026-08-31T00:00:00.000Z'), 6).toISOString()).toBe('2027-02-28T00:00:00.000Z');
    expect(addMonths(d('2026-12-31T23:59:59.999Z'), 1).toISOString()).toBe('2027-01-31T23:59:59.999Z');
  });
  it('clamps 31 to 30 in a 30-day month', () => {
    expect(addMonths(d('2026-05-31T00:00:00.000Z'), 1).toISOString()).toBe('2026-06-30T00:00:00.000Z');
  });
});

describe('extendExpiry', () => {
  const now = d('2026-11-26T10:00:00.000Z');
  it('adds to a live expiry', () => {
    const next = extendExpiry({ exists: true, expiresAt: d('2027-01-31T10:00:00.000Z') }, 6, now);
    expect(next?.toISOString()).toBe('2027-07-31T10:00:00.000Z');
  });
  it('counts from now once the access has expired', () => {
    const next = extendExpiry({ exists: true, expiresAt: d('2026-01-01T00:00:00.000Z') }, 6, now);
    expect(next?.toISOString()).toBe('2027-05-26T10:00:00.000Z');
  });
  it('counts from now when there was no access', () => {
    expect(extendExpiry({ exists: false, expiresAt: null }, 12, now)?.toISOString()).toBe(
      '2027-11-26T10:00:00.000Z',
    );
  });
  it('leaves a never-expiring access unchanged', () => {
    expect(extendExpiry({ exists: true, expiresAt: null }, 6, now)).toBeNull();
  });
});

describe('isLive', () => {
  it('is live until the expiry instant', () => {
    const at = d('2026-11-26T10:00:00.000Z');
    expect(isLive(d('2026-11-26T10:00:00.001Z'), at)).toBe(true);
    expect(isLive(at, at)).toBe(false);
    expect(isLive(null, at)).toBe(true);
  });
});
