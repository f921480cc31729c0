import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  dbId,
  findInputProblem,
  isStorableText,
  MAX_DB_INT,
  MAX_INPUT_DEPTH,
  storableText,
} from './safe-input';

describe('isStorableText', () => {
  it('accepts Serbian, emoji (a surrogate pair) and every other well-formed text', () => {
    for (const text of ['', 'Đorđe Šćekić', 'čćžšđ ČĆŽŠĐ', 'Ђорђе', '🎨 kurs', 'tab\tnew\nline']) {
      expect(isStorableText(text), text).toBe(true);
    }
  });

  it('refuses NUL and lone surrogates, wherever they are', () => {
    for (const text of [
      '\u0000',
      'a\u0000',
      '\ud800',
      'a\ud800b',
      '\udc00',
      'a\udc00',
      '\ud83c',
      '🎨'.slice(1),
    ]) {
      expect(isStorableText(text), JSON.stringify(text)).toBe(false);
    }
  });

  it('works as a zod refinement with the catalogue key', () => {
    const schema = z.string().refine(...storableText);
    expect(schema.safeParse('Ana').success).toBe(true);
    expect(schema.safeParse('A\u0000').error?.issues[0]?.message).toBe('validation.unsafeText');
  });
});

describe('findInputProblem', () => {
  it('finds unsafe values and keys with their path', () => {
    expect(findInputProblem({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toEqual({
      path: ['a', 1, 'c'],
      messageKey: 'validation.unsafeText',
    });
    expect(findInputProblem({ billing: { 'k\ud800': 1 } })).toEqual({
      path: ['billing', 'k\ud800'],
      messageKey: 'validation.unsafeText',
    });
    expect(findInputProblem({ name: 'Ana', n: 1, ok: true, none: null })).toBeNull();
  });

  it('answers a flat object (a query, path parameters) as the walk does, its keys first, last to first', () => {
    expect(
      findInputProblem({ page: '2', q: 'šminka', n: 3, on: true, none: null, gone: undefined }),
    ).toBeNull();
    expect(findInputProblem({ a: 'ok', b: 'x\u0000' })).toEqual({
      path: ['b'],
      messageKey: 'validation.unsafeText',
    });
    // A bad key is found before a bad value; of two bad keys, the last; of two bad values, the first.
    expect(findInputProblem({ a: 'x\u0000', 'k\ud800': 'ok' })?.path).toEqual(['k\ud800']);
    expect(findInputProblem({ 'a\u0000': 1, 'b\u0000': 2 })?.path).toEqual(['b\u0000']);
    expect(findInputProblem({ a: 'x\u0000', b: '\udc00' })?.path).toEqual(['a']);
    // A nested value before the bad text is walked first, as before.
    expect(findInputProblem({ a: { deep: '\u0000' }, b: '\u0000' })?.path).toEqual(['a', 'deep']);
    expect(findInputProblem({ a: '\u0000', b: { deep: '\u0000' } })?.path).toEqual(['a']);
    expect(findInputProblem({ a: ['ok', 'x\u0000'] })?.path).toEqual(['a', 1]);
    // Inherited keys are not the input's; a buffer is bytes, not text.
    expect(findInputProblem(Object.create({ 'x\u0000': 'y' }) as object)).toBeNull();
    expect(findInputProblem(Buffer.from([0, 0xd8]))).toBeNull();
    expect(findInputProblem({ a: 'x' }, 0)?.messageKey).toBe('validation.tooDeep');
  });

  it('refuses nesting deeper than the limit without recursing', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findInputProblem(deep)?.messageKey).toBe('validation.tooDeep');
    let atLimit: unknown = 'x';
    for (let i = 0; i < MAX_INPUT_DEPTH; i++) atLimit = { a: atLimit };
    expect(findInputProblem(atLimit)).toBeNull();
    expect(findInputProblem({ a: atLimit })?.messageKey).toBe('validation.tooDeep');
  });
});

describe('dbId', () => {
  it('takes numbers and numeric strings up to the integer column maximum', () => {
    expect(dbId().parse(1)).toBe(1);
    expect(dbId().parse('42')).toBe(42);
    expect(dbId().parse(MAX_DB_INT)).toBe(MAX_DB_INT);
    for (const bad of [0, -1, 1.5, MAX_DB_INT + 1, '99999999999999999999', 'abc', 1e300]) {
      expect(dbId().safeParse(bad).error?.issues[0]?.message, String(bad)).toBe('generic.invalidId');
    }
  });

  it('shows its maximum in the JSON schema (the OpenAPI document)', () => {
    expect(z.toJSONSchema(dbId(), { io: 'input' })).toMatchObject({ maximum: MAX_DB_INT });
  });
});
