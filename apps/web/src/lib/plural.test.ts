import { describe, expect, it } from 'vitest';
import { lessonCount, lessonWord } from './plural';

describe('lessonWord (sr)', () => {
  it.each([
    [1, 'lekcija'],
    [2, 'lekcije'],
    [4, 'lekcije'],
    [5, 'lekcija'],
    [11, 'lekcija'],
    [12, 'lekcija'],
    [14, 'lekcija'],
    [21, 'lekcija'],
    [22, 'lekcije'],
    [25, 'lekcija'],
    [101, 'lekcija'],
    [111, 'lekcija'],
    [112, 'lekcija'],
  ])('%i → %s', (n, word) => {
    expect(lessonWord(n)).toBe(word);
  });

  it('treats 0 as "lekcija"', () => {
    expect(lessonWord(0)).toBe('lekcija');
  });
});

describe('lessonWord (en)', () => {
  it('is singular only for one', () => {
    expect(lessonWord(1, 'en')).toBe('lesson');
    expect(lessonWord(0, 'en')).toBe('lessons');
    expect(lessonWord(2, 'en')).toBe('lessons');
    expect(lessonWord(21, 'en')).toBe('lessons');
  });
});

describe('lessonCount', () => {
  it('puts the number before the word', () => {
    expect(lessonCount(22)).toBe('22 lekcije');
    expect(lessonCount(13, 'en')).toBe('13 lessons');
  });
});
