import { describe, expect, it } from 'vitest';
import { formatDuration, normalizeSearchText } from './format';
import {
  courseRefParam,
  idParam,
  includeQuerySchema,
  instructorRefParam,
  searchQuerySchema,
} from './schemas';

describe('normalizeSearchText', () => {
  it('drops case and Serbian diacritics, đ as dj, and transliterates Cyrillic', () => {
    expect(normalizeSearchText('Šminka ČĆŽ')).toBe('sminka ccz');
    expect(normalizeSearchText('Đorđe Džombić')).toBe('djordje dzombic');
    expect(normalizeSearchText('Ђорђе Џомбић')).toBe('djordje dzombic');
    expect(normalizeSearchText('  dva   razmaka ')).toBe('dva razmaka');
  });
});

describe('formatDuration', () => {
  it('gives minutes under an hour and "Xh MMmin" from an hour', () => {
    expect(formatDuration(0)).toBeNull();
    expect(formatDuration(6)).toBe('1 min');
    expect(formatDuration(45 * 60)).toBe('45 min');
    expect(formatDuration(59 * 60 + 1)).toBe('1h 00min');
    expect(formatDuration(65 * 60)).toBe('1h 05min');
    expect(formatDuration(3930)).toBe('1h 06min');
    expect(formatDuration(10 * 3600)).toBe('10h 00min');
  });
});

describe('parameter schemas', () => {
  it('accepts positive 32-bit ids only', () => {
    expect(idParam.parse('42')).toBe(42);
    for (const bad of ['0', '-1', '1.5', '1e3', '0x10', ' 1', '2147483648', '']) {
      expect(idParam.safeParse(bad).success).toBe(false);
    }
  });

  it('tells course ids from type words, and instructor ids from slugs', () => {
    expect(courseRefParam.parse('12')).toBe('12');
    expect(courseRefParam.parse('luxury')).toBe('luxury');
    expect(courseRefParam.safeParse('-1').success).toBe(false);
    expect(courseRefParam.safeParse('0').success).toBe(false);
    expect(instructorRefParam.parse('milica')).toBe('milica');
    expect(instructorRefParam.parse('3d-studio')).toBe('3d-studio');
    expect(instructorRefParam.safeParse('Milica').success).toBe(false);
    expect(instructorRefParam.safeParse('99999999999').success).toBe(false);
  });

  it('keeps known include names only', () => {
    expect(includeQuerySchema.parse('author, Videos,category,secret')).toEqual([
      'author',
      'category',
      'videos',
    ]);
    expect(includeQuerySchema.parse(undefined)).toEqual([]);
  });

  it('trims search queries and bounds them', () => {
    expect(searchQuerySchema.parse({ query: '  sminka ' }).query).toBe('sminka');
    expect(searchQuerySchema.safeParse({ query: '   ' }).error?.issues[0]?.message).toBe(
      'search.queryRequired',
    );
    expect(searchQuerySchema.safeParse({ query: 'a'.repeat(101) }).error?.issues[0]?.message).toBe(
      'search.queryTooLong',
    );
  });
});
