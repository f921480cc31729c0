// Serbian in both scripts (ADR 082): Latin is what is written and stored; Cyrillic is derived from it by this one
// deterministic transliteration, for the interface texts (the web's sr locale files), the content (course titles,
// descriptions, landing texts), e-mails and PDFs. Cyrillic → Latin is unambiguous and used by search.
//
// What is never transliterated:
// - URLs (`https://…`, `www.…`), e-mail addresses and domain-like tokens (`atelje.rs`, `video.mp4`);
// - placeholders (`{{count}}`, `{name}`), HTML tags with their attributes (`<a href="…">`, `<1>`) and entities;
// - a word with q, w, x or y (no Serbian word has them: YouTube, Wix, PayPal, Excel);
// - the academy's list of words and names that stay Latin (`keepLatin`, the setting `transliteration_exceptions`,
//   edited by an administrator): a listed term stays Latin with a case ending of up to three
//   letters ("Photoshopu", "Instagramom"); a term may be a phrase ("Adobe Illustrator"); compared without regard to case;
// - text an editor wrapped in the inline mark `[[…]]` ("[[Milica]] Design"): kept Latin, the marks are dropped in
//   every script (stripLatinMarks for Latin and English output).
// Digraphs: lj → љ, nj → њ, dž → џ (Lj, LJ → Љ). Where the two letters belong to different parts of a word (a
// prefix and a root) they stay two letters: DIGRAPH_SPLITS lists the known stems (injekcija → инјекција,
// nadživeti → надживети, podžanr → поджанр, konjugacija → конјугација).

const LATIN_TO_CYRILLIC: Record<string, string> = {
  a: 'а',
  b: 'б',
  c: 'ц',
  č: 'ч',
  ć: 'ћ',
  d: 'д',
  đ: 'ђ',
  e: 'е',
  f: 'ф',
  g: 'г',
  h: 'х',
  i: 'и',
  j: 'ј',
  k: 'к',
  l: 'л',
  m: 'м',
  n: 'н',
  o: 'о',
  p: 'п',
  r: 'р',
  s: 'с',
  š: 'ш',
  t: 'т',
  u: 'у',
  v: 'в',
  z: 'з',
  ž: 'ж',
};

const DIGRAPHS: Record<string, string> = { lj: 'љ', nj: 'њ', dž: 'џ' };

/**
 * Stems in which lj, nj or dž are two letters (a prefix ending in n/d before a root starting with j/ž, or a foreign
 * word), found anywhere in a word, without regard to case. The digraph at the stem's `|` is split.
 */
export const DIGRAPH_SPLITS: readonly string[] = [
  // n + j
  'in|jekc',
  'in|jekt',
  'in|junkc',
  'kon|jug',
  'kon|junkc',
  'kon|junkt',
  'van|jez',
  'van|jevr',
  'pan|jevr',
  'tan|jug',
  // d + ž
  'nad|živ',
  'nad|žnj',
  'nad|žanj',
  'od|žali',
  'od|žvak',
  'pod|žanr',
  'pod|žup',
  'pred|žetv',
];

const SPLITS = DIGRAPH_SPLITS.map((stem) => ({
  text: stem.replace('|', ''),
  at: stem.indexOf('|'),
}));

const CYRILLIC_TO_LATIN: Record<string, string> = Object.fromEntries([
  ...Object.entries(LATIN_TO_CYRILLIC).map(([latin, cyrillic]) => [cyrillic, latin]),
  ...Object.entries(DIGRAPHS).map(([latin, cyrillic]) => [cyrillic, latin]),
]);

/** The inline mark an editor puts around text that stays Latin: `[[Milica]]`. */
const MARK = /\[\[([^\]]*)\]\]/g;

// Spans never transliterated, in the order tried at each position.
const PROTECTED = [
  /\[\[[^\]]*\]\]/.source, // the inline mark (its content is kept, the marks dropped)
  /<\/?[A-Za-z0-9][^<>]*>/.source, // an HTML tag or a Trans component's <1>…</1>, with its attributes
  /&(?:#\d+|#x[0-9a-fA-F]+|[A-Za-z]+);/.source, // an entity
  /\{\{[^{}]*\}\}/.source, // {{placeholder}}
  /\{[A-Za-z_][\w.]*\}/.source, // {name}
  /(?:https?:\/\/|mailto:|www\.)[^\s<>"')\]]+/.source, // a URL
  /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/u.source, // an e-mail address
  /[\p{L}\p{N}_-]+(?:\.[\p{L}\p{N}_-]+)*\.[A-Za-z][\w-]*(?:\/[^\s<>"']*)?/u.source, // a domain or a file name
  /[\p{L}]*[qwxyQWXY][\p{L}]*/u.source, // a word with a letter Serbian does not have
];

export interface TransliterationOptions {
  /** Words, names and phrases that stay Latin (the setting transliteration_exceptions). */
  keepLatin?: readonly string[];
  /**
   * Documents (e-mails, invoices, slips): a word of Latin letters and digits ("DOBRODOSLI10", "ATL-7K3M-9Q2P",
   * "AB12CD34-EF56GH78-101") is a code to type in, kept Latin. Off for the site's texts.
   */
  keepCodes?: boolean;
}

/** A code: letters and digits, at least one of each, its groups joined by hyphens. */
const CODE =
  /(?<![\p{L}\p{N}])(?=[\p{L}\p{N}-]*\p{N})(?=[\p{N}-]*\p{L})[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*(?![\p{L}\p{N}])/u
    .source;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const compiled = new Map<string, RegExp>();

/** One regular expression of the protected spans and the kept terms, made once per list of terms. */
function protectedPattern(keepLatin: readonly string[], keepCodes = false): RegExp {
  const key = `${keepCodes ? 'codes\u0001' : ''}${keepLatin.join('\u0000')}`;
  let pattern = compiled.get(key);
  if (!pattern) {
    const terms = keepLatin
      .map((term) => term.trim())
      .filter((term) => term.length > 0)
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp);
    // A term with a case ending of up to three letters ("Photoshopom"), not the start of a longer word.
    const kept = terms.length > 0 ? [`(?<![\\p{L}\\p{N}])(?:${terms.join('|')})\\p{L}{0,3}(?!\\p{L})`] : [];
    pattern = new RegExp(`${[...kept, ...PROTECTED, ...(keepCodes ? [CODE] : [])].join('|')}`, 'giu');
    if (compiled.size > 20) compiled.clear();
    compiled.set(key, pattern);
  }
  pattern.lastIndex = 0;
  return pattern;
}

const isUpper = (character: string | undefined) =>
  character !== undefined && character !== character.toLowerCase() && character === character.toUpperCase();

/** Positions (in `text`) of digraph letters that are two letters: the index of the digraph's first letter. */
function splitDigraphs(text: string): Set<number> {
  const positions = new Set<number>();
  const lower = text.toLowerCase();
  for (const split of SPLITS) {
    let from = lower.indexOf(split.text);
    while (from !== -1) {
      positions.add(from + split.at - 1);
      from = lower.indexOf(split.text, from + 1);
    }
  }
  return positions;
}

/** Latin letters to Cyrillic in a text that holds nothing protected. */
function lettersToCyrillic(text: string): string {
  const splits = /nj|lj|dž/i.test(text) ? splitDigraphs(text) : null;
  let out = '';
  for (let index = 0; index < text.length; index++) {
    const character = text[index] as string;
    const lower = character.toLowerCase();
    const pair = lower + (text[index + 1] ?? '').toLowerCase();
    const digraph = DIGRAPHS[pair];
    if (digraph && !splits?.has(index)) {
      out += isUpper(character) ? digraph.toUpperCase() : digraph;
      index++;
      continue;
    }
    const letter = LATIN_TO_CYRILLIC[lower];
    out += letter === undefined ? character : isUpper(character) ? letter.toUpperCase() : letter;
  }
  return out;
}

/** Serbian Latin to Serbian Cyrillic, leaving protected spans and kept terms Latin (see the top of this file). */
export function toCyrillic(text: string, options: TransliterationOptions = {}): string {
  if (!text) return text;
  const source = text.normalize('NFC');
  const pattern = protectedPattern(options.keepLatin ?? [], options.keepCodes);
  let out = '';
  let last = 0;
  for (let match = pattern.exec(source); match; match = pattern.exec(source)) {
    if (match[0].length === 0) {
      pattern.lastIndex++;
      continue;
    }
    out += lettersToCyrillic(source.slice(last, match.index));
    out += match[0].startsWith('[[') ? match[0].slice(2, -2) : match[0];
    last = match.index + match[0].length;
  }
  return out + lettersToCyrillic(source.slice(last));
}

/** Serbian Cyrillic to Latin (unambiguous; Љ before a capital or at the end of a capital word is LJ). */
export function toLatin(text: string): string {
  let out = '';
  for (let index = 0; index < text.length; index++) {
    const character = text[index] as string;
    const lower = character.toLowerCase();
    const latin = CYRILLIC_TO_LATIN[lower];
    if (latin === undefined) {
      out += character;
      continue;
    }
    if (!isUpper(character)) {
      out += latin;
      continue;
    }
    // A capital digraph: all capitals inside a capital word ("ЉУБАВ" → "LJUBAV"), else title case ("Љубав").
    const next = text[index + 1];
    const previous = text[index - 1];
    const capitalWord =
      isUpper(next) || (next === undefined || !/\p{L}/u.test(next) ? isUpper(previous) : false);
    out += capitalWord ? latin.toUpperCase() : latin.charAt(0).toUpperCase() + latin.slice(1);
  }
  return out;
}

/** The text with the inline marks `[[…]]` dropped and their content kept: how Latin and English show it. */
export function stripLatinMarks(text: string): string {
  return text.includes('[[') ? text.replace(MARK, '$1') : text;
}

/** toCyrillic with the options, keeping each text it converted (the web's interface texts, read on every render). */
export function keptCyrillic(options: TransliterationOptions = {}): (text: string) => string {
  const kept = new Map<string, string>();
  return (text) => {
    let converted = kept.get(text);
    if (converted === undefined) {
      converted = toCyrillic(text, options);
      kept.set(text, converted);
    }
    return converted;
  };
}

/** Whether the text has any Cyrillic letter. */
export function hasCyrillic(text: string): boolean {
  return /[\u0400-\u04ff]/.test(text);
}

/** A tree of texts (a locale file) with every string transliterated; keys and structure unchanged. */
export function transliterateTree<T>(tree: T, options: TransliterationOptions = {}): T {
  if (typeof tree === 'string') return toCyrillic(tree, options) as T;
  if (Array.isArray(tree)) return tree.map((item) => transliterateTree(item, options)) as T;
  if (tree && typeof tree === 'object') {
    return Object.fromEntries(
      Object.entries(tree).map(([key, value]) => [key, transliterateTree(value, options)]),
    ) as T;
  }
  return tree;
}

/** Terms that stay Latin on a new academy (the setting transliteration_exceptions starts with them). */
export const DEFAULT_KEEP_LATIN: readonly string[] = [
  'Adobe',
  'Photoshop',
  'Illustrator',
  'InDesign',
  'Lightroom',
  'Instagram',
  'Facebook',
  'TikTok',
  'Pinterest',
  'LinkedIn',
  'Google',
  'Canva',
  'SketchUp',
  'AutoCAD',
  'Visa',
  'Mastercard',
  'Maestro',
  'Apple',
  'Omnisend',
];
