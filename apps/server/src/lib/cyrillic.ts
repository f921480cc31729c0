// Serbian in Cyrillic (ADR 082): the content is written and stored in Latin; a request whose Accept-Language asks
// for sr-Cyrl (request.script 'Cyrl') gets the public answers' texts transliterated on their way out, with the
// academy's words that stay Latin (the setting transliteration_exceptions, edited in the admin settings). The
// caches keep the Latin answer; the Cyrillic copy of a kept answer (JsonBody) is made once and kept beside it.
import { DEFAULT_KEEP_LATIN, stripLatinMarks, toCyrillic } from '@atelje/shared/text/transliterate';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { siteSettings } from '../db/schema';
import type { Locale, Script } from './i18n';
import { JsonBody } from './json-body';

/** The site_settings key of the words and names that stay Latin. */
export const TRANSLITERATION_SETTING = 'transliteration_exceptions';

/** How long a process keeps the list before reading it again (another process's edit shows within this). */
const TERMS_TTL_MS = 30_000;

let terms: readonly string[] = DEFAULT_KEEP_LATIN;
let version = 0;
let readAt = Number.NEGATIVE_INFINITY;
let reading: Promise<void> | null = null;

/** The list in force: the setting's words when an administrator saved it, else the defaults. */
export function parseTerms(value: unknown): readonly string[] {
  if (!value || typeof value !== 'object' || !Array.isArray((value as { terms?: unknown }).terms))
    return DEFAULT_KEEP_LATIN;
  return ((value as { terms: unknown[] }).terms ?? []).filter(
    (term): term is string => typeof term === 'string' && term.trim().length > 0,
  );
}

/** Reads the list again when it is older than the TTL (at most one read at a time). */
export function refreshKeepLatin(db: Db, now = Date.now()): Promise<void> {
  if (now - readAt < TERMS_TTL_MS) return Promise.resolve();
  reading ??= db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, TRANSLITERATION_SETTING))
    .limit(1)
    .then(([row]) => setKeepLatin(parseTerms(row?.value)))
    .catch(() => undefined)
    .finally(() => {
      readAt = Date.now();
      reading = null;
    });
  return reading;
}

/** Sets the list (after an administrator's save in this process, or a read). */
export function setKeepLatin(list: readonly string[]): void {
  if (list.join('\u0000') === terms.join('\u0000')) return;
  terms = [...list];
  version += 1;
}

/** The next read of the list goes to the database (an administrator saved it). */
export function forgetKeepLatin(): void {
  readAt = Number.NEGATIVE_INFINITY;
}

/** The words that stay Latin, as this process knows them. */
export const keepLatin = (): readonly string[] => terms;

/** Latin in every Cyrillic document (e-mail, invoice, slip): the currency codes amounts are written with. */
export const DOCUMENT_KEEP_LATIN: readonly string[] = ['RSD', 'EUR'];

/**
 * A document's text in Cyrillic (ADR 086): the academy's kept words, the currency codes, the document's own codes
 * (`codes`: an order's voucher, a slip's model and reference…) and any code of letters and digits stay Latin, as do
 * addresses, e-mail addresses and numbers.
 */
export function documentCyrillic(text: string, codes: readonly string[] = []): string {
  return toCyrillic(text, {
    keepLatin: [...terms, ...DOCUMENT_KEEP_LATIN, ...codes],
    keepCodes: true,
  }).replace(LEGAL_FORM, (form) => lettersOnly(form));
}

// A company's legal form ("d.o.o.", "a.d.") reads as a domain name to the transliteration; in a document it is words.
const LEGAL_FORM = /(?<![\p{L}\p{N}.])(?:d\.o\.o|a\.d|o\.d|k\.d)\.?(?![\p{L}\p{N}])/giu;
const lettersOnly = (form: string) => toCyrillic(form.replace(/\./g, ' ')).replace(/ /g, '.');

// What in an HTML document is not text: the doctype, comments, style and script elements with their content, and
// every tag with its attributes (hrefs, alt texts of logos, lang), none of which is transliterated.
const NOT_TEXT = /<!DOCTYPE[^>]*>|<!--[\s\S]*?-->|<(style|script)\b[\s\S]*?<\/\1\s*>|<[^>]*>/gi;

/** An HTML document with the text between its tags in Cyrillic (documentCyrillic); the markup byte for byte. */
export function cyrillicHtml(html: string, codes: readonly string[] = []): string {
  let out = '';
  let last = 0;
  NOT_TEXT.lastIndex = 0;
  for (let match = NOT_TEXT.exec(html); match; match = NOT_TEXT.exec(html)) {
    out += documentCyrillic(html.slice(last, match.index), codes) + match[0];
    last = match.index + match[0].length;
  }
  return out + documentCyrillic(html.slice(last), codes);
}

/** A content text for a reader: Cyrillic for sr-Cyrl, else the Latin with the inline marks dropped. */
export function contentText(text: string, locale: Locale, script: Script): string {
  return locale === 'sr' && script === 'Cyrl'
    ? toCyrillic(text, { keepLatin: terms })
    : stripLatinMarks(text);
}

// Keys whose values are addresses, identifiers, codes or enumerations: never transliterated.
const KEPT_KEY =
  /(?:^|_)(?:id|ids|slug|url|urls|href|email|image|images|src|srcset|path|status|type|kind|level|currency|code|token|key|locale|lng|language|mime|format|sku|poster|cover|thumbnail|file|filename|sort|topic|variant|gender|provider|method|icon|color|at|date|iban|account|phone|hash|signature|algorithm|salt|challenge|sizes|width|height)$/i;
// A value that is an identifier or an address rather than a text (lower-case ASCII, no space), or a timestamp.
const KEPT_VALUE = /^(?:[a-z0-9_.:/#?=&%+-]*|\d{4}-\d\d-\d\d[\dT:.+Z-]*)$/;

/** Every text in an answer transliterated, its keys, identifiers and addresses left as they are. */
export function cyrillicAnswer(value: unknown, key = ''): unknown {
  if (typeof value === 'string') {
    if (KEPT_KEY.test(key) || KEPT_VALUE.test(value)) return value;
    return toCyrillic(value, { keepLatin: terms });
  }
  if (Array.isArray(value)) return value.map((item) => cyrillicAnswer(item, key));
  if (value && typeof value === 'object' && !(value instanceof Date) && !Buffer.isBuffer(value)) {
    const out: Record<string, unknown> = {};
    // An error answer's `errors` is keyed by field name: its messages are texts whatever the field.
    for (const [name, item] of Object.entries(value))
      out[name] = cyrillicAnswer(item, key === 'errors' ? '' : name);
    return out;
  }
  return value;
}

/** Whether any text of an answer holds an inline mark (read without copying: most answers have none). */
function hasMarks(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('[[');
  if (Array.isArray(value)) return value.some(hasMarks);
  if (value && typeof value === 'object' && !(value instanceof Date) && !Buffer.isBuffer(value))
    return Object.values(value).some(hasMarks);
  return false;
}

/** Inline marks dropped from every text of an answer (Latin and English readers); the answer itself without any. */
export function unmarkedAnswer(value: unknown): unknown {
  return hasMarks(value) ? unmarked(value) : value;
}

function unmarked(value: unknown): unknown {
  if (typeof value === 'string') return stripLatinMarks(value);
  if (Array.isArray(value)) return value.map(unmarked);
  if (value && typeof value === 'object' && !(value instanceof Date) && !Buffer.isBuffer(value)) {
    const out: Record<string, unknown> = {};
    for (const [name, item] of Object.entries(value)) out[name] = unmarked(item);
    return out;
  }
  return value;
}

const cyrillicBodies = new WeakMap<JsonBody, { version: number; body: JsonBody }>();

/** The Cyrillic copy of a kept answer, made once per answer (and list of kept words). */
export function cyrillicBody(body: JsonBody): JsonBody {
  const kept = cyrillicBodies.get(body);
  if (kept && kept.version === version) return kept.body;
  const made = new JsonBody(JSON.stringify(cyrillicAnswer(JSON.parse(body.text))));
  cyrillicBodies.set(body, { version, body: made });
  return made;
}

/** The kept answer with the inline marks dropped (made once per answer). */
const unmarkedBodies = new WeakMap<JsonBody, JsonBody>();
export function unmarkedBody(body: JsonBody): JsonBody {
  let made = unmarkedBodies.get(body);
  if (!made) {
    made = new JsonBody(JSON.stringify(unmarkedAnswer(JSON.parse(body.text))));
    unmarkedBodies.set(body, made);
  }
  return made;
}

/** Whether the route answers public content (its texts follow the reader's script). */
export const isContentRoute = (url: string) => CONTENT_ROUTES.test(url);

/** Routes whose answers are public content: their texts follow the reader's script. */
const CONTENT_ROUTES =
  /^\/api\/(?:courses|categories|instructors|ebooks|templates|memberships|faq|landings|search|settings\/public|cart|video|my-|user\/continue-watching|certificates|orders|gifts|home-content|pages)(?:[/?]|$)/;

/** Whether an answer to this request is transliterated: a Cyrillic reader's, not the administration's. */
export function answersInCyrillic(request: { script: Script; url: string }, statusCode: number): boolean {
  if (request.script !== 'Cyrl' || request.url.startsWith('/api/admin')) return false;
  // Errors of every public route (their messages), the content routes' answers.
  return statusCode >= 400 ? request.url.startsWith('/api/') : CONTENT_ROUTES.test(request.url);
}
