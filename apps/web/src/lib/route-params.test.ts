import { describe, expect, it } from 'vitest';
import { parseId } from './route-params';

describe('parseId', () => {
  it('accepts positive integers', () => {
    expect(parseId('7')).toBe(7);
  });

  it('refuses anything else', () => {
    for (const value of [undefined, '', '0', '-1', '1.5', 'abc', '99999999999', '1e3']) {
      expect(parseId(value)).toBeNull();
    }
  });
});
