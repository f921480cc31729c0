import { describe, expect, it } from 'vitest';
import { formatCount, plural, pluralCategory } from './plural';

const LESSON = { one: 'lekcija', few: 'lekcije', other: 'lekcija' };
const ROW = { one: 'red', few: 'reda', other: 'redova' };

describe('pluralCategory (sr), spec 000 §9', () => {
  it.each([
    [0, 'other'],
    [1, 'one'],
    [2, 'few'],
    [3, 'few'],
    [4, 'few'],
    [5, 'other'],
    [10, 'other'],
    [11, 'other'],
    [12, 'other'],
    [13, 'other'],
    [14, 'other'],
    [15, 'other'],
    [20, 'other'],
    [21, 'one'],
    [22, 'few'],
    [24, 'few'],
    [25, 'other'],
    [31, 'one'],
    [100, 'other'],
    [101, 'one'],
    [102, 'few'],
    [111, 'other'],
    [112, 'other'],
    [114, 'other'],
    [121, 'one'],
    [1001, 'one'],
    [1011, 'other'],
  ])('%i → %s', (count, category) => {
    expect(pluralCategory(count, 'sr')).toBe(category);
  });

  it('is Serbian by default and reads regional tags', () => {
    expect(pluralCategory(3)).toBe('few');
    expect(pluralCategory(3, 'sr-Latn-RS')).toBe('few');
  });

  it('counts a negative number by its size and a fraction as other', () => {
    expect(pluralCategory(-21)).toBe('one');
    expect(pluralCategory(1.5)).toBe('other');
  });

  it('agrees with Intl.PluralRules, which i18next uses for the web texts, for every count up to 1000', () => {
    const sr = new Intl.PluralRules('sr');
    const en = new Intl.PluralRules('en');
    for (let n = 0; n <= 1000; n++) {
      expect(pluralCategory(n, 'sr'), String(n)).toBe(sr.select(n));
      expect(pluralCategory(n, 'en'), String(n)).toBe(en.select(n));
    }
  });
});

describe('pluralCategory (en)', () => {
  it('is one only for 1', () => {
    expect([0, 1, 2, 4, 11, 21, 101].map((n) => pluralCategory(n, 'en'))).toEqual([
      'other',
      'one',
      'other',
      'other',
      'other',
      'other',
      'other',
    ]);
  });
});

describe('plural and formatCount', () => {
  it.each([
    [0, '0 lekcija'],
    [1, '1 lekcija'],
    [2, '2 lekcije'],
    [4, '4 lekcije'],
    [5, '5 lekcija'],
    [11, '11 lekcija'],
    [12, '12 lekcija'],
    [14, '14 lekcija'],
    [21, '21 lekcija'],
    [22, '22 lekcije'],
    [25, '25 lekcija'],
    [101, '101 lekcija'],
    [111, '111 lekcija'],
    [112, '112 lekcija'],
  ])('lessons: %i → %s', (count, text) => {
    expect(formatCount(count, LESSON)).toBe(text);
  });

  it.each([
    [1, '1 red'],
    [2, '2 reda'],
    [5, '5 redova'],
    [11, '11 redova'],
    [21, '21 red'],
    [22, '22 reda'],
    [112, '112 redova'],
  ])('rows: %i → %s', (count, text) => {
    expect(formatCount(count, ROW)).toBe(text);
  });

  it('uses the other form when a word has no few form (English)', () => {
    expect(plural(3, { one: 'row', other: 'rows' }, 'en')).toBe('rows');
    expect(plural(3, { one: 'x', other: 'y' }, 'sr')).toBe('y');
    expect(formatCount(1, { one: 'row', other: 'rows' }, 'en')).toBe('1 row');
  });
});
