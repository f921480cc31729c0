// The content editor's walk over a document's zod schema (ADR 070): every kind of field the content schemas use,
// bilingual documents, list bounds, the sign-up pages' union by layout, and the value helpers.
import { siteDocumentSchema } from '@atelje/shared/content/documents';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  emptyValue,
  type FieldNode,
  getAt,
  moveItem,
  setAt,
  unionOption,
  updateList,
  walk,
} from './schema-form';

const field = (node: FieldNode, name: string): FieldNode => {
  if (node.kind !== 'object') throw new Error(`${node.kind} has no fields`);
  const found = node.fields.find((f) => f.name === name);
  if (!found) throw new Error(`no field ${name}`);
  return found;
};

describe('walk', () => {
  const schema = z.strictObject({
    title: z.string().min(1),
    subtitle: z.string(),
    image: z.string().nullish(),
    limit: z.number().int().positive(),
    price: z.number().int().nonnegative(),
    shown: z.boolean(),
    icon: z.enum(['video', 'clock']),
    rating: z.literal(5),
    items: z.array(z.strictObject({ id: z.string().min(1), text: z.string() })).min(1),
    tiles: z.array(z.string()).length(3),
  });
  const node = walk(schema);

  it('reads texts: required, long, pictures, nullable', () => {
    expect(field(node, 'title')).toMatchObject({
      kind: 'text',
      required: true,
      multiline: false,
      image: false,
    });
    expect(field(node, 'subtitle')).toMatchObject({ kind: 'text', required: false, multiline: true });
    expect(field(node, 'image')).toMatchObject({ kind: 'text', image: true, nullable: true });
  });

  it('reads numbers with their lowest value, yes/no, choices and fixed values', () => {
    expect(field(node, 'limit')).toMatchObject({ kind: 'number', integer: true, min: 1 });
    expect(field(node, 'price')).toMatchObject({ kind: 'number', integer: true, min: 0 });
    expect(field(node, 'shown')).toMatchObject({ kind: 'boolean' });
    expect(field(node, 'icon')).toMatchObject({ kind: 'choice', options: ['video', 'clock'] });
    expect(field(node, 'rating')).toMatchObject({ kind: 'fixed', value: 5 });
  });

  it('reads lists with their bounds and their items', () => {
    expect(field(node, 'items')).toMatchObject({
      kind: 'list',
      minItems: 1,
      maxItems: null,
      item: { kind: 'object' },
    });
    expect(field(node, 'tiles')).toMatchObject({
      kind: 'list',
      minItems: 3,
      maxItems: 3,
      item: { kind: 'text' },
    });
  });

  it('makes a landing document one bilingual field over the page schema', () => {
    const doc = walk(siteDocumentSchema('landing:interior-sales'));
    expect(doc.kind).toBe('bilingual');
    if (doc.kind !== 'bilingual') return;
    const hero = field(doc.inner, 'hero');
    expect(field(hero, 'title')).toMatchObject({ kind: 'text', required: true });
    expect(field(field(doc.inner, 'testimonials'), 'items')).toMatchObject({ kind: 'list' });
  });

  it('finds bilingual fields inside the FAQ items', () => {
    const doc = walk(siteDocumentSchema('faq:home'));
    expect(doc.kind).toBe('list');
    if (doc.kind !== 'list') return;
    expect(field(doc.item, 'question')).toMatchObject({ kind: 'bilingual', inner: { kind: 'text' } });
  });

  it('reads the sign-up pages as a union chosen by their layout', () => {
    const doc = walk(siteDocumentSchema('landing:style-signup'));
    if (doc.kind !== 'bilingual' || doc.inner.kind !== 'union') throw new Error('expected a bilingual union');
    expect(Object.keys(doc.inner.options).sort()).toEqual(['interior', 'style']);
    const style = unionOption(doc.inner, { layout: 'style' });
    expect(style && field(style, 'tiles')).toMatchObject({ kind: 'list', minItems: 3, maxItems: 3 });
  });
});

describe('emptyValue', () => {
  it('starts a new item with empty texts, the lowest allowed number, the first choice and a fresh id', () => {
    const item = walk(
      z.strictObject({
        id: z.string().min(1),
        title: z.string(),
        value: z.number().int().positive(),
        icon: z.enum(['a', 'b']),
        image: z.string().nullable(),
        tags: z.array(z.string()),
      }),
    );
    const value = emptyValue(item) as Record<string, unknown>;
    expect(value).toMatchObject({ title: '', value: 1, icon: 'a', image: null, tags: [] });
    expect(value.id).toMatch(/^n[0-9a-z]+$/);
    expect((emptyValue(item) as { id: string }).id).not.toBe(value.id);
  });
});

describe('value helpers', () => {
  const doc = { sr: { items: [{ t: 'a' }, { t: 'b' }] }, en: { items: [{ t: 'A' }] } };

  it('reads and writes by path without changing the original', () => {
    expect(getAt(doc, ['sr', 'items', 1, 't'])).toBe('b');
    expect(getAt(doc, ['en', 'items', 5, 't'])).toBeUndefined();
    const next = setAt(doc, ['en', 'items', 0, 't'], 'Z');
    expect(getAt(next, ['en', 'items', 0, 't'])).toBe('Z');
    expect(doc.en.items[0]!.t).toBe('A');
    expect(getAt(next, ['sr'])).toBe(doc.sr);
  });

  it('changes lists and moves items', () => {
    const next = updateList(doc, ['sr', 'items'], (list) => list.slice(1));
    expect(getAt(next, ['sr', 'items'])).toEqual([{ t: 'b' }]);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });
});
