// The rich text of the static pages (ADR 076) is HTML an administrator writes; it is shown to every visitor, so the
// server keeps only an allow-list: p, h2, h3, ul, ol, li, strong, em, a (href http/https/mailto/relative, with
// rel="noopener"), br, blockquote. The output is rebuilt from the tokens read (never the input passed through):
// every other tag is dropped (script, style, iframe, object, svg… with their content; div, span… keeping their
// text), every attribute but a link's href is dropped, text is escaped and the tags are balanced.

const ALLOWED = new Set(['p', 'h2', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'br', 'blockquote']);
/** What a browser's editing commands write, kept as the allowed tag meaning the same. */
const ALIASES: Record<string, string> = { b: 'strong', i: 'em', h1: 'h2', h4: 'h3', h5: 'h3', h6: 'h3' };
/** Dropped together with everything inside them. */
const DROP_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'textarea',
  'select',
  'svg',
  'math',
  'title',
  'head',
  'xmp',
  'plaintext',
]);
const VOID = new Set(['br']);

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  tab: '\t',
  newline: '\n',
};

/** Decodes character references of an attribute value (numeric and the common named ones). */
function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Text between tags: `<` and `>` escaped, a `&` that does not start a character reference escaped. */
const escapeText = (text: string) =>
  text
    .replace(/&(?!(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

/**
 * A link target a visitor may follow: http(s), mailto or a relative address. The value is checked as the browser
 * will read it (decoded, without the whitespace and control characters browsers skip in a scheme).
 */
export function safeHref(raw: string): string | null {
  const value = decodeEntities(raw).trim();
  if (!value) return null;
  const compact = [...value].filter((ch) => ch.charCodeAt(0) > 0x20 && !/[\u007f-\u009f]/.test(ch)).join('');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  if (scheme) return ['http', 'https', 'mailto'].includes(scheme[1]!.toLowerCase()) ? value : null;
  // No scheme: relative (a path, a fragment, a query).
  return value;
}

/** The attributes of a tag's source (`name="v"`, `name='v'`, `name=v`, `name`). */
function readAttributes(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  const pattern = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const match of source.matchAll(pattern)) {
    const name = match[1]!.toLowerCase();
    if (!attributes.has(name)) attributes.set(name, match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

/** The index just after the `>` closing a tag that starts at `start` (quotes respected), or -1. */
function tagEnd(html: string, start: number): number {
  let quote: string | null = null;
  for (let i = start; i < html.length; i++) {
    const ch = html[i]!;
    if (quote) {
      if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
    } else if (ch === '>') {
      return i + 1;
    }
  }
  return -1;
}

/** The allow-listed HTML of a rich text (see the file's comment). */
export function sanitizeRichText(html: string): string {
  const out: string[] = [];
  const open: string[] = [];
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      out.push(escapeText(html.slice(i)));
      break;
    }
    if (lt > i) out.push(escapeText(html.slice(i, lt)));
    if (html.startsWith('<!--', lt)) {
      const close = html.indexOf('-->', lt + 4);
      i = close === -1 ? html.length : close + 3;
      continue;
    }
    const tag = /^<(\/?)([a-z][a-z0-9-]*)/i.exec(html.slice(lt, lt + 64));
    if (!tag) {
      if (/^<[!?/]/.test(html.slice(lt, lt + 2))) {
        // A doctype, processing instruction or malformed end tag: dropped whole.
        const end = tagEnd(html, lt + 1);
        i = end === -1 ? html.length : end;
      } else {
        out.push('&lt;');
        i = lt + 1;
      }
      continue;
    }
    const end = tagEnd(html, lt + tag[0].length);
    if (end === -1) {
      // An unterminated tag: the rest is not shown as markup.
      break;
    }
    const closing = tag[1] === '/';
    const rawName = tag[2]!.toLowerCase();
    i = end;
    if (!closing && DROP_CONTENT.has(rawName)) {
      const closer = new RegExp(`</${rawName}(?=[\\s/>])[^>]*>`, 'i').exec(html.slice(i));
      i = closer ? i + closer.index + closer[0].length : html.length;
      continue;
    }
    const name = ALIASES[rawName] ?? rawName;
    if (!ALLOWED.has(name)) continue;
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      while (open.length > at) out.push(`</${open.pop()}>`);
      continue;
    }
    if (VOID.has(name)) {
      out.push(`<${name}>`);
      continue;
    }
    if (name === 'a') {
      const href = safeHref(readAttributes(html.slice(lt + tag[0].length, end - 1)).get('href') ?? '');
      if (href === null) continue;
      out.push(`<a href="${escapeAttribute(href)}" rel="noopener">`);
    } else {
      out.push(`<${name}>`);
    }
    open.push(name);
  }
  while (open.length > 0) out.push(`</${open.pop()}>`);
  return out.join('');
}
