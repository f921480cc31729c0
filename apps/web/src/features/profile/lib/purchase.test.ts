import { describe, expect, it } from 'vitest';
import { rsdStringToPara } from './purchase';

describe('rsdStringToPara', () => {
  it('reads the API price strings', () => {
    expect(rsdStringToPara('9800.00')).toBe(980_000);
    expect(rsdStringToPara('1490,50')).toBe(149_050);
    expect(rsdStringToPara('0.10')).toBe(10);
  });

  it('gives null for nothing or nonsense', () => {
    expect(rsdStringToPara(null)).toBeNull();
    expect(rsdStringToPara('')).toBeNull();
    expect(rsdStringToPara('abc')).toBeNull();
  });
});
