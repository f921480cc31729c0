// What PostgreSQL can store, checked where input enters (issue 15): text without NUL (text and jsonb refuse
// U+0000) and without lone UTF-16 surrogates (jsonb refuses a lone "\ud800"; text silently turns one into U+FFFD),
// request bodies no deeper than MAX_INPUT_DEPTH (a deep body overflows the stack of every recursive walker after
// it), and ids that fit an `integer` column. The server applies findUnsafeInput to every parsed request (plugins/
// input-guard.ts); the schemas use dbId for every id that goes to an integer column.
import { z } from 'zod';

/** The largest value of a PostgreSQL `integer` (and `serial`) column. */
export const MAX_DB_INT = 2_147_483_647;

/** Nesting of arrays and objects a request may have; the deepest real form (landing content) is about 6. */
export const MAX_INPUT_DEPTH = 32;

/** NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what this refuses.
const UNSAFE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when PostgreSQL can store the text as it is (in text and in jsonb). */
export function isStorableText(text: string): boolean {
  return !UNSAFE_TEXT.test(text);
}

export interface InputProblem {
  /** Where the problem is: object keys and array indexes from the top. */
  path: (string | number)[];
  /** A key of the message catalogue. */
  messageKey: 'validation.unsafeText' | 'validation.tooDeep';
}

/**
 * The first string (value or key) PostgreSQL cannot store, or the first place nested deeper than `maxDepth`, in a
 * parsed JSON value, query or form; null when there is none. Iterative, so no input can overflow the stack here.
 */
export function findInputProblem(value: unknown, maxDepth: number = MAX_INPUT_DEPTH): InputProblem | null {
  if (
    maxDepth >= 1 &&
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    !ArrayBuffer.isView(value)
  ) {
    const flat = flatObjectProblem(value as Record<string, unknown>);
    if (flat !== undefined) return flat;
  }
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    const current = item.value;
    if (typeof current === 'string') {
      if (!isStorableText(current)) return { path: item.path, messageKey: 'validation.unsafeText' };
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (ArrayBuffer.isView(current)) continue;
    if (item.path.length >= maxDepth) return { path: item.path, messageKey: 'validation.tooDeep' };
    if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--)
        stack.push({ value: current[i], path: [...item.path, i] });
      continue;
    }
    const entries = Object.entries(current as Record<string, unknown>);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i]!;
      if (!isStorableText(key)) return { path: [...item.path, key], messageKey: 'validation.unsafeText' };
      stack.push({ value: child, path: [...item.path, key] });
    }
  }
  return null;
}

/**
 * findInputProblem for an object none of whose values is an object or an array (a query, path parameters, most
 * forms), without the walk's allocations; undefined when a value nests, for the walk to answer. The same answer as
 * the walk: its keys are checked first, last to first, then its values in order.
 */
function flatObjectProblem(value: Record<string, unknown>): InputProblem | null | undefined {
  let keys: string[] | undefined;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const child = value[key];
    if (child !== null && typeof child === 'object') return undefined;
    if (!isStorableText(key) || (typeof child === 'string' && !isStorableText(child))) {
      keys = Object.keys(value);
      break;
    }
  }
  if (!keys) return null;
  for (let i = keys.length - 1; i >= 0; i--) {
    const key = keys[i]!;
    if (!isStorableText(key)) return { path: [key], messageKey: 'validation.unsafeText' };
  }
  for (const key of keys) {
    const child = value[key];
    if (child !== null && typeof child === 'object') return undefined;
    if (typeof child === 'string' && !isStorableText(child))
      return { path: [key], messageKey: 'validation.unsafeText' };
  }
  return null;
}

/** A zod refinement for one string: `z.string().refine(...storableText)`. */
export const storableText = [isStorableText, { message: 'validation.unsafeText' }] as const;

/**
 * An id that goes to an integer column, from a JSON number or a numeric string: a positive integer no larger than
 * MAX_DB_INT (the OpenAPI document shows that maximum), else a 422 with `message`.
 */
export const dbId = (message = 'generic.invalidId') =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(MAX_DB_INT, message);
