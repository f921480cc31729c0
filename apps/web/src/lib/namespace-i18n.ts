// The one helper behind the lazy namespaces that type their own keys (admin, admin-uploads, certificates,
// checkout, lessons, progress; ADR 055). Each feature's *-i18n.ts adds its two JSON files with lazyNamespace()
// and wraps useNamespaceTranslation() in its own hook, so the texts travel with that feature's chunk instead of
// the first bundle. Those namespaces are not in lib/i18n.ts's typed resources, so the typed keys (i18next's types) do not
// know them: TextKeys of the Serbian file checks the keys, and a typo in one fails tsc.
import { useCallback } from 'react';
import i18n from './i18n';
import { useTranslation } from './i18n-react';
import type { MetaT } from './page-meta';
import type { TextKeys } from './text-keys';

/** t() of one namespace: only the keys of its Serbian file (plural families by their base key). */
export type NamespaceT<Texts> = (key: TextKeys<Texts>, options?: Record<string, unknown>) => string;

/** A namespace added to the text engine, carrying the shape of its Serbian texts for useNamespaceTranslation. */
export interface LazyNamespace<Texts> {
  readonly namespace: string;
  /** Never set: it only carries the texts' type. */
  readonly texts?: Texts;
}

/** Adds the namespace's Serbian and English texts to the text engine (once, when the feature's module is imported). */
export function lazyNamespace<Texts extends object>(
  namespace: string,
  sr: Texts,
  en: object,
): LazyNamespace<Texts> {
  i18n.addResourceBundle('sr', namespace, sr, true, true);
  i18n.addResourceBundle('en', namespace, en, true, true);
  return { namespace };
}

/** t() for the namespace, which re-renders on a language change like useTranslation does, and the language. */
export function useNamespaceTranslation<Texts>({ namespace }: LazyNamespace<Texts>): {
  t: NamespaceT<Texts>;
  language: string;
} {
  const { i18n: instance } = useTranslation();
  const language = instance.resolvedLanguage ?? instance.language;
  const translate = instance.t as unknown as (key: string, options: Record<string, unknown>) => string;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new language must give a new function
  const t = useCallback<NamespaceT<Texts>>(
    (key, options) => translate.call(instance, key, { ...options, ns: namespace }),
    [instance, language, namespace],
  );
  return { t, language };
}

/** t() for the namespace outside React (a route's `meta`, lib/page-meta.ts), from the page language's t(). */
export function namespaceT<Texts>(t: MetaT, { namespace }: LazyNamespace<Texts>): NamespaceT<Texts> {
  const translate = t as unknown as (key: string, options: Record<string, unknown>) => string;
  return (key, options) => translate(key, { ...options, ns: namespace });
}
