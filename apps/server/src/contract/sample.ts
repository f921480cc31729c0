// Values generated from the JSON schemas of the served OpenAPI document (3.0): a valid sample of a schema, and
// hostile variants of it (wrong types, values PostgreSQL cannot store, out-of-range ids, oversized and deeply
// nested input). Deterministic for a seed, so a failure of the contract test can be replayed.
import RandExp from 'randexp';

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  multipleOf?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  default?: unknown;
  $ref?: string;
};

/** A small seeded PRNG (mulberry32): the same seed, the same requests. */
export function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T,
    chance: (p: number) => next() < p,
  };
}
export type Random = ReturnType<typeof random>;

const LETTERS = 'abcdefghijklmnopqrstuvwxyzčćšžđ ABCDEFGHIJKLMNOPRSTUVZ0123456789';

function text(rng: Random, min: number, max: number): string {
  const length = rng.int(min, Math.max(min, Math.min(max, min + 24)));
  let out = '';
  for (let i = 0; i < length; i++) out += LETTERS[rng.int(0, LETTERS.length - 1)];
  // Leading or trailing blanks are trimmed by some schemas: keep the sample's length what it says.
  return out.replace(/^ | $/g, 'a');
}

function formatted(format: string, rng: Random): string | undefined {
  const n = rng.int(1, 1_000_000);
  switch (format) {
    case 'email':
      return `fuzz.${n}@primer.rs`;
    case 'uri':
    case 'url':
      return `https://primer.rs/strana-${n}`;
    case 'date-time':
      return new Date(Date.UTC(2026, rng.int(0, 11), rng.int(1, 28), rng.int(0, 23))).toISOString();
    case 'date':
      return `2026-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
    case 'uuid':
      return '3f2b8c1e-7d4a-4e6b-9a1c-2d5e8f0b7c6a';
    default:
      return undefined;
  }
}

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ['object'];
  if (schema.items) return ['array'];
  return [];
}

/** A value valid against the schema (as far as JSON Schema says: a rule only the server knows is its own). */
export function sample(schema: JsonSchema, rng: Random, hints: SampleHints = {}, name = ''): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return rng.pick(schema.enum);
  if (schema.allOf) {
    // The schema's own keywords and every member's; several patterns at once are for hints (passwords) to meet.
    const { allOf, ...own } = schema;
    return sample(Object.assign(own, ...allOf), rng, hints, name);
  }
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return sample(rng.pick(alternatives), rng, hints, name);
  if (schema.nullable && rng.chance(0.15)) return null;
  const hinted = hints.value?.(name, schema, rng);
  if (hinted !== undefined) return hinted;
  const type = rng.pick(typesOf(schema).filter((t) => t !== 'null')) ?? 'string';
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      const required = new Set(schema.required ?? []);
      for (const [key, child] of Object.entries(schema.properties ?? {})) {
        if (required.has(key) || rng.chance(0.6)) out[key] = sample(child, rng, hints, key);
      }
      return out;
    }
    case 'array': {
      const min = schema.minItems ?? 0;
      const max = Math.min(schema.maxItems ?? 3, min + 3);
      return Array.from({ length: rng.int(min, Math.max(min, max)) }, () =>
        sample(schema.items ?? {}, rng, hints, name),
      );
    }
    case 'integer':
    case 'number': {
      let min = schema.minimum ?? 0;
      let max = schema.maximum ?? 1000;
      if (typeof schema.exclusiveMinimum === 'number') min = schema.exclusiveMinimum + 1;
      else if (schema.exclusiveMinimum === true) min += 1;
      if (typeof schema.exclusiveMaximum === 'number') max = schema.exclusiveMaximum - 1;
      else if (schema.exclusiveMaximum === true) max -= 1;
      // Small values are the likely ones (ids of records that exist, pages, quantities).
      const upper = Math.min(max, Math.max(min, 0) + 50);
      const value = rng.int(Math.ceil(min), Math.floor(Math.max(min, upper)));
      if (type === 'number' && schema.multipleOf)
        return Math.round(value / schema.multipleOf) * schema.multipleOf;
      return value;
    }
    case 'boolean':
      return rng.chance(0.5);
    default: {
      const min = schema.minLength ?? 0;
      const max = schema.maxLength ?? 40;
      if (schema.format) {
        const value = formatted(schema.format, rng);
        if (value !== undefined && value.length <= max) return value;
      }
      if (schema.pattern) {
        const generator = new RandExp(schema.pattern);
        generator.max = 4;
        generator.randInt = (a: number, b: number) => rng.int(a, b);
        // RandExp ignores lookaheads (the calendar day's `(?!0000)`): a value is kept only if the pattern matches it.
        const matches = new RegExp(schema.pattern);
        for (let i = 0; i < 20; i++) {
          const value = generator.gen();
          if (value.length >= min && value.length <= max && matches.test(value)) return value;
        }
      }
      return text(rng, Math.max(min, Math.min(1, max)), max);
    }
  }
}

export interface SampleHints {
  /** A value for a named field (an id that exists, a password that signs in), or undefined for a generated one. */
  value?(name: string, schema: JsonSchema, rng: Random): unknown;
}

const DEEP = (() => {
  let value: unknown = 'dno';
  for (let i = 0; i < 3000; i++) value = { a: value };
  return value;
})();

/**
 * Hostile replacements for one value of the schema: each is something a client can send and the server must
 * refuse with a 4xx (or accept, where it is valid after all), never a 5xx.
 */
export function hostileValues(schema: JsonSchema): unknown[] {
  const types = typesOf(schema);
  const out: unknown[] = [
    'a\u0000b', // NUL: PostgreSQL text cannot hold it
    '\ud800', // a lone surrogate: not UTF-8
    'x'.repeat(10_000),
    '',
    '   ',
    '2147483648', // one above the PostgreSQL integer
    '9'.repeat(40),
    '-1',
    '1e400',
    '../../etc/passwd',
    "'; drop table users; --",
    '<script>alert(1)</script>',
  ];
  if (!types.includes('object')) out.push({ a: 1 });
  if (!types.includes('array')) out.push([1, 'a']);
  out.push(null, true, 2_147_483_648, -1, 0, 1.5, Number.MAX_SAFE_INTEGER, DEEP);
  return out;
}

/** Hostile strings for a path or query parameter (they arrive as text). */
export const HOSTILE_PARAMS = [
  '0',
  '-1',
  '2147483648',
  '99999999999999999999',
  '1.5',
  'abc',
  '%00',
  '%E0%A4%A', // broken percent-encoding
  '%ED%A0%80', // an encoded lone surrogate
  'x'.repeat(150), // beyond the router's parameter length
  '..%2F..%2Fetc%2Fpasswd',
];
