// The app's text engine (ADR 067): what i18next did for this app, in a few kilobytes instead of 17 KB (gzip) in
// every page's first script. It follows i18next 26 for every feature the app's texts and calls use, with the
// app's configuration: nested JSON texts (keys with "." between levels, flat keys holding dots also found),
// "namespace:key", `{{name}}` placeholders (values not escaped: React escapes them), plural forms by
// Intl.PluralRules (`key_one`, `key_few`, `key_other`, `key_zero` first for 0), `defaultValue`, `returnObjects`
// (every string inside translated with the same options), a fallback language list per language, namespaces read
// on demand from a loader, and language detection. Not supported, because nothing uses them: nesting (`$t(…)`),
// formats (`{{x, number}}`), context, ordinal plurals, post-processors, escaping.
// apps/web/src/lib/i18n-engine.test.ts checks it against i18next itself on every text of both languages.

import type { KeyPrefix, Namespace, TFunction } from 'i18next';

export type TextTree = { [key: string]: unknown };
export type TextOptions = { [option: string]: unknown };

export interface EngineOptions {
  /** Languages the site has ("sr", "en"); a code like "sr-Latn-RS" counts as its language part. */
  supportedLngs: readonly string[];
  /** Where a text missing in a language is looked for next, by language ('default' for the others). */
  fallbackLng: { readonly [language: string]: readonly string[] };
  defaultNS: string;
  /** Namespaces every language needs at once. */
  ns: readonly string[];
  /** Reads one namespace of one language (an empty tree for a namespace the loader does not know). */
  load?: (language: string, namespace: string) => Promise<TextTree>;
  /** The candidate languages, best first (the first supported one wins). */
  detect?: () => readonly string[];
  /** Keeps the chosen language for the next visit. */
  cacheUserLanguage?: (language: string) => void;
  /**
   * A language whose texts are another's converted (Serbian Cyrillic, "sr-Cyrl", from the Serbian Latin texts, ADR
   * 082): the converter for the code, once it is loaded. Its texts are looked up as the base language's and each
   * found text is converted before its {{placeholders}} are filled (the values are the caller's, already in script).
   * The converter keeps what it made: t() of the same text converts it once.
   */
  convert?: (language: string) => ((text: string) => string) | undefined;
  /** Made ready before a language is used (the converter's own download). */
  prepare?: (language: string) => Promise<void>;
}

type LoadState = Promise<void> | 'loaded' | 'failed';
type Listener = (language: string) => void;

/** What an engine and its clones share: the texts, the namespaces in use and what has been read. */
interface Shared {
  options: EngineOptions;
  data: { [language: string]: { [namespace: string]: TextTree } };
  namespaces: Set<string>;
  /** Languages read besides the one in use (loadLanguages). */
  preloaded: Set<string>;
  states: Map<string, LoadState>;
}

const isString = (value: unknown): value is string => typeof value === 'string';
const own = (object: object, key: string) => Object.hasOwn(object, key);
const isObjectLike = (value: unknown) =>
  value !== null && typeof value === 'object' && !(value instanceof Number) && !(value instanceof RegExp);

/** i18next's getPath: own properties along the path, nothing when a step is missing. */
function getPath(object: unknown, path: readonly string[]): unknown {
  let current = object;
  for (const step of path) {
    if (!current || isString(current) || typeof current !== 'object' || !own(current, step)) return undefined;
    current = (current as TextTree)[step];
  }
  return current;
}

/** i18next's deepFind: also finds keys that hold dots themselves ("generic.error" at the top of a tree). */
function deepFind(object: TextTree | undefined, path: string): unknown {
  if (!object) return undefined;
  if (object[path]) return own(object, path) ? object[path] : undefined;
  const tokens = path.split('.');
  let current: unknown = object;
  for (let i = 0; i < tokens.length; ) {
    if (!current || typeof current !== 'object') return undefined;
    let next: unknown;
    let nextPath = '';
    for (let j = i; j < tokens.length; ++j) {
      if (j !== i) nextPath += '.';
      nextPath += tokens[j];
      next = (current as TextTree)[nextPath];
      if ((typeof next === 'function' || nextPath === '__proto__') && !own(current as object, nextPath)) {
        next = undefined;
      }
      if (next !== undefined) {
        if (['string', 'number', 'boolean'].includes(typeof next) && j < tokens.length - 1) continue;
        i += j - i + 1;
        break;
      }
    }
    current = next;
  }
  return current;
}

/** i18next's looksLikeObjectPath: a key with a space, comma, ?, ! or ; before its first dot is a sentence. */
function looksLikeObjectPath(key: string): boolean {
  const sentence = /( |,|\?|!|;)/;
  if (!sentence.test(key)) return true;
  const dot = key.indexOf('.');
  return dot > 0 && !sentence.test(key.substring(0, dot));
}

/** i18next's formatLanguageCode (cleanCode and lowerCaseLng off). */
function formatCode(code: string): string {
  if (!code.includes('-')) return code;
  try {
    return Intl.getCanonicalLocales(code)[0] ?? code;
  } catch {
    return code;
  }
}

function languagePart(code: string): string {
  const cleaned = code.replace(/_/g, '-');
  return cleaned.includes('-') ? formatCode(cleaned.split('-')[0]!) : cleaned;
}

const pluralRules = new Map<string, Pick<Intl.PluralRules, 'select'>>();
function pluralSuffix(code: string, count: number): string {
  const cleaned = code.replace(/_/g, '-');
  let rules = pluralRules.get(cleaned);
  if (!rules) {
    try {
      rules = new Intl.PluralRules(cleaned);
    } catch {
      rules = cleaned.includes('-')
        ? new Intl.PluralRules(languagePart(cleaned))
        : { select: (n: number) => (n === 1 ? 'one' : 'other') };
    }
    pluralRules.set(cleaned, rules);
  }
  return `_${rules.select(count)}`;
}

/** `{{name}}` (and `{{- name}}`) filled in from `data`, as i18next does with escapeValue off and skipOnVariables. */
function interpolate(text: string, data: TextOptions, options: TextOptions): string {
  return text.replace(/\{\{(.+?)\}\}/g, (placeholder, inner: string) => {
    const name = (inner.startsWith('-') ? inner.slice(1) : inner).trim();
    const value = own(data, name) ? data[name] : getPath(data, name.split('.'));
    if (value === undefined) return own(options, name) ? '' : placeholder;
    return value === null ? '' : String(value);
  });
}

export class I18n {
  /** The language in use as chosen (e.g. "sr" or "en-US"), set as soon as it is chosen ("" until then). */
  language = '';
  /** Where its texts are looked for, in order ("en-US" → ["en"], "sr" → ["sr"]). */
  languages: string[] = [];
  /** The site's language in use ("sr" or "en") once its texts are in. */
  resolvedLanguage: string | undefined;
  isInitialized = false;
  /** Counts the language changes, so that a component re-renders on each (lib/i18n-react.tsx). */
  revision = 0;
  private readonly shared: Shared;
  private readonly listeners = new Set<Listener>();
  private changingTo: string | undefined;

  constructor(options: EngineOptions, shared?: Shared) {
    this.shared = shared ?? {
      options,
      data: {},
      namespaces: new Set(options.ns),
      preloaded: new Set(),
      states: new Map(),
    };
  }

  get defaultNamespace(): string {
    return this.shared.options.defaultNS;
  }

  /** Chooses the language (detected unless given) and reads its texts; the language is set at once. */
  init(language?: string): Promise<void> {
    return this.changeLanguage(language).then(() => {
      this.isInitialized = true;
    });
  }

  /** An engine of its own language over the same texts (the server render's, one per language). */
  cloneInstance({ lng }: { lng: string }): I18n {
    const clone = new I18n(this.shared.options, this.shared);
    clone.setLanguage(lng);
    clone.isInitialized = true;
    return clone;
  }

  on(event: 'languageChanged', listener: Listener): void {
    if (event === 'languageChanged') this.listeners.add(listener);
  }

  off(event: 'languageChanged', listener: Listener): void {
    if (event === 'languageChanged') this.listeners.delete(listener);
  }

  // ---- languages ----

  private isSupported(code: string): boolean {
    return this.shared.options.supportedLngs.includes(languagePart(code));
  }

  /** i18next's toResolveHierarchy with load: 'languageOnly'. */
  private hierarchy(code: string): string[] {
    const { fallbackLng } = this.shared.options;
    const codes: string[] = [];
    const add = (candidate: string) => {
      if (candidate && this.isSupported(candidate) && !codes.includes(candidate)) codes.push(candidate);
    };
    add(code.includes('-') || code.includes('_') ? languagePart(code) : code);
    const fallbacks =
      fallbackLng[code] ??
      fallbackLng[formatCode(code)] ??
      fallbackLng[languagePart(code)] ??
      fallbackLng.default;
    for (const fallback of fallbacks ?? []) add(formatCode(fallback));
    return codes;
  }

  private hasSomeTexts(language: string): boolean {
    const bundles = this.shared.data[language];
    return !!bundles && Object.values(bundles).some((bundle) => Object.keys(bundle).length > 0);
  }

  /** i18next's getBestMatchFromCodes for supportedLngs with nonExplicitSupportedLngs. */
  private bestMatch(codes: readonly string[]): string {
    for (const code of codes) {
      const formatted = formatCode(code);
      if (this.isSupported(formatted)) return formatted;
    }
    return (this.shared.options.fallbackLng.default ?? [])[0] ?? this.shared.options.supportedLngs[0]!;
  }

  private setLanguage(language: string): void {
    this.language = language;
    this.languages = this.hierarchy(language);
    this.resolvedLanguage = this.languages.find((code) => this.hasSomeTexts(code));
  }

  /** Switches to `language` (or the detected one) once its texts are in; "languageChanged" then. */
  async changeLanguage(language?: string): Promise<void> {
    const codes = language ? [language] : (this.shared.options.detect?.() ?? []);
    const first = codes[0];
    const chosen = first && this.hasSomeTexts(first) ? first : this.bestMatch(codes);
    this.changingTo = chosen;
    if (!this.language) this.setLanguage(chosen);
    this.shared.options.cacheUserLanguage?.(chosen);
    await Promise.all([
      this.loadResources(chosen).catch(() => undefined),
      this.shared.options.prepare?.(chosen).catch(() => undefined),
    ]);
    if (this.changingTo !== chosen) return;
    this.changingTo = undefined;
    this.setLanguage(chosen);
    this.revision += 1;
    for (const listener of [...this.listeners]) listener(chosen);
  }

  // ---- texts ----

  private bundlesOf(language: string): { [namespace: string]: TextTree } {
    const existing = this.shared.data[language];
    if (existing) return existing;
    const bundles: { [namespace: string]: TextTree } = {};
    this.shared.data[language] = bundles;
    return bundles;
  }

  addResourceBundle(
    language: string,
    namespace: string,
    texts: object,
    deep = false,
    overwrite = false,
  ): this {
    this.shared.namespaces.add(namespace);
    const bundles = this.bundlesOf(language);
    const copy = JSON.parse(JSON.stringify(texts)) as TextTree;
    bundles[namespace] = deep
      ? deepExtend(bundles[namespace] ?? {}, copy, overwrite)
      : { ...bundles[namespace], ...copy };
    return this;
  }

  private read(language: string, namespace: string): Promise<void> | undefined {
    const name = `${language}|${namespace}`;
    const state = this.shared.states.get(name);
    if (state === 'loaded' || this.shared.data[language]?.[namespace]) {
      this.shared.states.set(name, 'loaded');
      return undefined;
    }
    if (state instanceof Promise) return state;
    const { load } = this.shared.options;
    if (!load) return undefined;
    const reading = load(language, namespace).then(
      (texts) => {
        this.shared.states.set(name, 'loaded');
        const bundles = this.bundlesOf(language);
        bundles[namespace] = { ...bundles[namespace], ...texts };
      },
      (error: unknown) => {
        // Asked for again by the next load of this namespace.
        this.shared.states.set(name, 'failed');
        throw error;
      },
    );
    this.shared.states.set(name, reading);
    return reading;
  }

  /** Reads every namespace in use for the language, its fallbacks and the preloaded languages. */
  private async loadResources(language?: string): Promise<void> {
    const languages = new Set<string>();
    for (const code of [language ?? this.language, ...this.shared.preloaded]) {
      if (code) for (const entry of this.hierarchy(code)) languages.add(entry);
    }
    const readings: Promise<void>[] = [];
    for (const code of languages) {
      for (const namespace of this.shared.namespaces) {
        const reading = this.read(code, namespace);
        if (reading) readings.push(reading);
      }
    }
    const results = await Promise.allSettled(readings);
    if (this.language && !this.resolvedLanguage) this.setLanguage(this.language);
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw (failed as PromiseRejectedResult).reason;
  }

  loadNamespaces(namespaces: string | readonly string[]): Promise<void> {
    for (const namespace of isString(namespaces) ? [namespaces] : namespaces)
      this.shared.namespaces.add(namespace);
    return this.loadResources();
  }

  loadLanguages(languages: string | readonly string[]): Promise<void> {
    for (const language of isString(languages) ? [languages] : languages) {
      if (this.isSupported(language)) this.shared.preloaded.add(language);
    }
    return this.loadResources();
  }

  /** True once the namespace's texts of the language in use are in, or reading them is over (also failed). */
  hasLoadedNamespace(namespace: string): boolean {
    const language = this.resolvedLanguage ?? this.languages[0];
    if (!language) return false;
    if (this.shared.data[language]?.[namespace]) return true;
    if (!this.shared.options.load) return true;
    const settled = (code: string | undefined) => {
      const state = code && this.shared.states.get(`${code}|${namespace}`);
      return state === 'loaded' || state === 'failed';
    };
    return settled(language) && settled(this.languages.at(-1));
  }

  // ---- translation ----

  private splitKey(key: string, options: TextOptions): { key: string; namespaces: string[] } {
    const given = options.ns ?? this.shared.options.defaultNS;
    let namespaces = isString(given) ? [given] : [...(given as string[])];
    if (key.includes(':') && looksLikeObjectPath(key)) {
      const parts = key.split(':');
      namespaces = [parts.shift()!];
      key = parts.join('.');
    }
    return { key, namespaces };
  }

  private resolve(
    key: string,
    options: TextOptions,
  ): { found: unknown; key: string; exactKey: string; namespaces: string[] } {
    const split = this.splitKey(key, options);
    const count = options.count;
    const plural = count !== undefined && !isString(count);
    const language = (options.lng as string | undefined) || this.language;
    const codes = language ? this.hierarchy(language) : [];
    let exactKey = split.key;
    // As i18next: an empty lookup (null) is skipped, but the last one is what exists() sees.
    let found: unknown;
    for (const namespace of split.namespaces) {
      for (const code of codes) {
        const candidates = [split.key];
        if (plural) {
          candidates.push(split.key + pluralSuffix(code, count as number));
          if (count === 0) candidates.push(`${split.key}_zero`);
        }
        for (let candidate = candidates.pop(); candidate !== undefined; candidate = candidates.pop()) {
          exactKey = candidate;
          const bundle = this.shared.data[code]?.[namespace];
          found = getPath(bundle, candidate.split('.'));
          if (found == null) found = deepFind(bundle, candidate);
          if (found !== undefined && found !== null) return { found, exactKey, ...split };
        }
      }
    }
    return { found, exactKey, ...split };
  }

  /** t() of the default namespace, typed by the app's texts (lib/i18n-types.d.ts). */
  readonly t = ((key: string, options?: TextOptions) => this.translate(key, options)) as unknown as TFunction;

  /** i18next's t() for the options the app uses: ns, count, defaultValue, returnObjects, lng and values. */
  translate(key: string, options: TextOptions = {}): unknown {
    const resolved = this.resolve(String(key), options);
    const found = resolved.found ?? undefined;
    const hasDefault = options.defaultValue !== undefined;
    if (
      found !== undefined &&
      typeof found !== 'string' &&
      typeof found !== 'number' &&
      typeof found !== 'boolean'
    ) {
      if (isObjectLike(found)) {
        if (!options.returnObjects) {
          return `key '${resolved.key} (${this.language})' returned an object instead of string.`;
        }
        const isArray = Array.isArray(found);
        const copy: TextTree | unknown[] = isArray ? [] : {};
        const base = isArray ? resolved.exactKey : resolved.key;
        for (const part of Object.keys(found as object)) {
          const deepKey = `${base}.${part}`;
          let value = this.translate(deepKey, { ...options, joinArrays: false, ns: resolved.namespaces });
          if (value === deepKey) value = (found as TextTree)[part];
          (copy as TextTree)[part] = value;
        }
        return copy;
      }
    }
    let text: unknown = found;
    if (text === undefined && hasDefault) text = options.defaultValue;
    const missing = text === undefined;
    if (text === undefined) text = resolved.key;
    if (!isString(text)) return text;
    const convert = missing
      ? undefined
      : this.shared.options.convert?.((options.lng as string | undefined) || this.language);
    const template = convert ? convert(text) : text;
    const data = options.replace && !isString(options.replace) ? (options.replace as TextOptions) : options;
    return interpolate(template, data, options);
  }

  /** A t() bound to a language (null: the one in use), a namespace and a key prefix. */
  getFixedT<Ns extends Namespace, KPrefix extends KeyPrefix<Ns> = undefined>(
    language: string | null,
    namespace?: Ns,
    keyPrefix?: KPrefix,
  ): TFunction<Ns, KPrefix> {
    const fixed = (key: string, options: TextOptions = {}): unknown =>
      this.translate(keyPrefix ? `${keyPrefix as string}.${key}` : key, {
        ...options,
        lng: options.lng || language || undefined,
        ns: options.ns ?? namespace,
      });
    return fixed as unknown as TFunction<Ns, KPrefix>;
  }

  exists(key: string, options: TextOptions = {}): boolean {
    return this.resolve(key, options).found !== undefined;
  }
}

/** i18next's deepExtend (used by addResourceBundle with deep = true). */
function deepExtend(target: TextTree, source: TextTree, overwrite: boolean): TextTree {
  for (const property of Object.keys(source)) {
    if (property === '__proto__' || property === 'constructor') continue;
    if (own(target, property)) {
      const before = target[property];
      const after = source[property];
      if (isString(before) || before instanceof String || isString(after) || after instanceof String) {
        if (overwrite) target[property] = after;
      } else {
        deepExtend(before as TextTree, after as TextTree, overwrite);
      }
    } else {
      target[property] = source[property];
    }
  }
  return target;
}
