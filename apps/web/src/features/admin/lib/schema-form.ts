// The content editor's form from a document's zod schema (ADR 070): walk() reads the schema's own definition (zod 4
// `_zod.def`) into a tree of fields the renderer draws; value helpers read and write the document by path. An
// object of exactly `sr` and `en` is one bilingual field: the renderer puts its two languages side by side.
import type { z } from 'zod';

export type Path = (string | number)[];

interface Base {
  /** The field's key in its object ('' for the root and list items). */
  name: string;
  /** The value may be null (an optional picture, a section a page leaves out). */
  nullable: boolean;
}

export type FieldNode =
  | (Base & { kind: 'object'; fields: FieldNode[] })
  | (Base & { kind: 'bilingual'; inner: FieldNode })
  | (Base & { kind: 'list'; item: FieldNode; minItems: number; maxItems: number | null })
  /** One of several shapes, chosen by the value of `discriminator` (the sign-up pages' `layout`). */
  | (Base & { kind: 'union'; discriminator: string; options: Record<string, FieldNode> })
  /** rich: HTML edited with a toolbar (a static page's body, ADR 076). */
  | (Base & { kind: 'text'; required: boolean; multiline: boolean; image: boolean; rich: boolean })
  | (Base & { kind: 'number'; integer: boolean; min: number | null })
  | (Base & { kind: 'boolean' })
  | (Base & { kind: 'choice'; options: string[] })
  | (Base & { kind: 'fixed'; value: string | number | boolean | null });

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  entries?: Record<string, string>;
  values?: unknown[];
  options?: z.ZodType[];
  discriminator?: string;
  checks?: {
    _zod: {
      def: {
        check: string;
        minimum?: number;
        maximum?: number;
        length?: number;
        value?: number;
        inclusive?: boolean;
        format?: string;
      };
    };
  }[];
  format?: string;
};

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Keys whose texts are long enough for a text area. */
const LONG_TEXT = new Set(['text', 'description', 'subtitle', 'answer', 'note', 'paragraphs', 'consent']);
/** Keys that hold a picture's URL. */
const IMAGE = new Set(['image', 'src']);
/** Keys that hold rich text (HTML the server keeps to an allow-list). */
const RICH_TEXT = new Set(['body']);

/** The field tree of a schema; `name` is the key the schema sits under in its parent. */
export function walk(schema: z.ZodType, name = '', nullable = false): FieldNode {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
      return walk(def.innerType!, name, true);
    case 'pipe':
      return walk(def.in!, name, nullable);
    case 'object': {
      const shape = def.shape ?? {};
      const keys = Object.keys(shape);
      if (keys.length === 2 && 'sr' in shape && 'en' in shape) {
        return { kind: 'bilingual', name, nullable, inner: walk(shape.sr!, name) };
      }
      return { kind: 'object', name, nullable, fields: keys.map((key) => walk(shape[key]!, key)) };
    }
    case 'array': {
      const checks = (def.checks ?? []).map((check) => check._zod.def);
      const exact = checks.find((check) => check.check === 'length_equals')?.length;
      const min = exact ?? checks.find((check) => check.check === 'min_length')?.minimum ?? 0;
      const max = exact ?? checks.find((check) => check.check === 'max_length')?.maximum ?? null;
      return { kind: 'list', name, nullable, item: walk(def.element!, name), minItems: min, maxItems: max };
    }
    case 'union': {
      const discriminator = def.discriminator;
      if (!discriminator) break;
      const options: Record<string, FieldNode> = {};
      for (const option of def.options ?? []) {
        const node = walk(option, name, nullable);
        const tag =
          node.kind === 'object' ? node.fields.find((field) => field.name === discriminator) : undefined;
        if (tag?.kind === 'fixed') options[String(tag.value)] = node;
      }
      return { kind: 'union', name, nullable, discriminator, options };
    }
    case 'string': {
      const min = def.checks?.find((check) => check._zod.def.check === 'min_length')?._zod.def.minimum ?? 0;
      return {
        kind: 'text',
        name,
        nullable,
        required: min > 0,
        multiline: LONG_TEXT.has(name),
        image: IMAGE.has(name),
        rich: RICH_TEXT.has(name),
      };
    }
    case 'number': {
      const checks = def.checks ?? [];
      const integer = def.format === 'safeint' || checks.some((check) => check._zod.def.format === 'safeint');
      const lower = checks.find((check) => check._zod.def.check === 'greater_than')?._zod.def;
      const min = lower ? (lower.inclusive ? lower.value! : lower.value! + (integer ? 1 : 0)) : null;
      return { kind: 'number', name, nullable, integer, min };
    }
    case 'boolean':
      return { kind: 'boolean', name, nullable };
    case 'enum':
      return { kind: 'choice', name, nullable, options: Object.values(def.entries ?? {}) };
    case 'literal':
      return { kind: 'fixed', name, nullable, value: (def.values?.[0] ?? null) as string | number | null };
  }
  // A kind the content schemas do not use: shown as text, and the server's check has the last word.
  return { kind: 'text', name, nullable, required: false, multiline: true, image: false, rich: false };
}

let idSeq = 0;
/** A fresh id for a new list item (testimonials, modules and FAQ entries are keyed by one). */
const newId = () => `n${Date.now().toString(36)}${(++idSeq).toString(36)}`;

/** The value a new field starts with: empty texts, the lowest allowed number, the first choice, null if allowed. */
export function emptyValue(node: FieldNode): unknown {
  switch (node.kind) {
    case 'object':
      return Object.fromEntries(
        node.fields.map((field) => [field.name, field.name === 'id' ? newId() : emptyValue(field)]),
      );
    case 'bilingual':
      return { sr: emptyValue(node.inner), en: emptyValue(node.inner) };
    case 'list':
      return [];
    case 'text':
      return node.nullable && node.image ? null : '';
    case 'number':
      return node.min ?? 0;
    case 'boolean':
      return false;
    case 'choice':
      return node.options[0] ?? '';
    case 'fixed':
      return node.value;
    case 'union': {
      const first = Object.values(node.options)[0];
      return first ? emptyValue(first) : null;
    }
  }
}

/** The shape of a union for the value it holds (its discriminator's value), else its first shape. */
export function unionOption(
  node: Extract<FieldNode, { kind: 'union' }>,
  value: unknown,
): FieldNode | undefined {
  const tag = getAt(value, [node.discriminator]);
  return node.options[String(tag)] ?? Object.values(node.options)[0];
}

/** The value at a path (undefined when a step is missing). */
export function getAt(value: unknown, path: Path): unknown {
  let current = value;
  for (const step of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[step];
  }
  return current;
}

/** A copy of `value` with `next` at `path` (objects and lists along the way are copied, never changed). */
export function setAt(value: unknown, path: Path, next: unknown): unknown {
  if (path.length === 0) return next;
  const [step, ...rest] = path as [string | number, ...Path];
  if (typeof step === 'number') {
    const list = Array.isArray(value) ? [...value] : [];
    list[step] = setAt(list[step], rest, next);
    return list;
  }
  const object = value !== null && typeof value === 'object' ? { ...(value as Record<string, unknown>) } : {};
  object[step] = setAt(object[step], rest, next);
  return object;
}

/** The list at `path` changed by `change` (a copy); a missing list is an empty one. */
export function updateList(value: unknown, path: Path, change: (list: unknown[]) => unknown[]): unknown {
  const list = getAt(value, path);
  return setAt(value, path, change(Array.isArray(list) ? [...list] : []));
}

/** Moves item `from` to `to` in a list (a copy). */
export function moveItem<T>(list: T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return list;
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** The dotted key the API names a field's errors with (`sr.hero.title`). */
export const pathKey = (path: Path) => path.join('.');
