import { describe, expect, it } from 'vitest';
import { clock, formatClock, paragraphs } from './format';

describe('formatClock', () => {
  it('writes minutes and seconds', () => {
    expect(formatClock(452)).toBe('7:32');
    expect(formatClock(5)).toBe('0:05');
  });

  it('adds hours when needed', () => {
    expect(formatClock(3725)).toBe('1:02:05');
  });
});

describe('paragraphs', () => {
  it('splits on blank lines and drops empty parts', () => {
    expect(paragraphs('Prvi.\n\nDrugi\nred.\n\n\n')).toEqual(['Prvi.', 'Drugi\nred.']);
  });
});

describe('clock', () => {
  it('formats minutes and hours', () => {
    expect(clock(0)).toBe('0:00');
    expect(clock(65.9)).toBe('1:05');
    expect(clock(3723)).toBe('1:02:03');
  });
});
