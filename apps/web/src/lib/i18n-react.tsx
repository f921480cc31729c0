// The React side of the app's text engine (lib/i18n-engine.ts, ADR 067): useTranslation and Trans as
// react-i18next had them for this app, typed by the same key types (lib/i18n-types.d.ts). useTranslation re-renders
// on a language change and suspends until its namespaces are in (unless useSuspense is false: it then renders at
// once and again when they are in); Trans puts the given elements around a text's <name>…</name> parts.
import type {
  FlatNamespace,
  KeyPrefix,
  Namespace,
  ParseKeys,
  TFunction,
  TOptions,
  TypeOptions,
} from 'i18next';
import {
  cloneElement,
  createContext,
  type ReactElement,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import type { FallbackNs, TransProps } from 'react-i18next';
import type { I18n, TextOptions } from './i18n-engine';

const I18nContext = createContext<I18n | null>(null);

let appInstance: I18n | undefined;

/** The engine useTranslation reads where no I18nProvider names one (the app's, lib/i18n.ts). */
export function setAppI18n(instance: I18n): void {
  appInstance = instance;
}

/** Gives the components under it an engine of their own (the server render's, one per language). */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

type Tuple<T> = readonly [T?, ...T[]];

export type UseTranslationResponse<Ns extends Namespace, KPrefix> = [
  t: TFunction<Ns, KPrefix>,
  i18n: I18n,
  ready: boolean,
] & { t: TFunction<Ns, KPrefix>; i18n: I18n; ready: boolean };

export function useTranslation<
  const Ns extends FlatNamespace | Tuple<FlatNamespace> | undefined = undefined,
  const KPrefix extends KeyPrefix<FallbackNs<Ns>> = undefined,
>(
  ns?: Ns,
  options: { useSuspense?: boolean; keyPrefix?: KPrefix } = {},
): UseTranslationResponse<FallbackNs<Ns>, KPrefix> {
  const fromContext = useContext(I18nContext);
  const i18n = fromContext ?? appInstance;
  if (!i18n) throw new Error('useTranslation: the app has no text engine yet (lib/i18n.ts)');
  const namespacesKey = ns === undefined ? '' : typeof ns === 'string' ? ns : ns.join('|');
  const namespaces = useMemo(
    () => (namespacesKey ? namespacesKey.split('|') : [i18n.defaultNamespace]),
    [namespacesKey, i18n],
  );
  const { useSuspense = true, keyPrefix } = options;

  const subscribe = useCallback(
    (onChange: () => void) => {
      i18n.on('languageChanged', onChange);
      return () => i18n.off('languageChanged', onChange);
    },
    [i18n],
  );
  const revision = useSyncExternalStore(
    subscribe,
    () => i18n.revision,
    () => i18n.revision,
  );
  const ready = i18n.isInitialized && namespaces.every((namespace) => i18n.hasLoadedNamespace(namespace));

  // Not suspending: render now, and once more when the namespaces are in.
  const [, setLoads] = useState(0);
  useEffect(() => {
    if (ready || useSuspense) return;
    let mounted = true;
    const done = () => {
      if (mounted) setLoads((count) => count + 1);
    };
    i18n.loadNamespaces(namespaces).then(done, done);
    return () => {
      mounted = false;
    };
  }, [i18n, namespaces, ready, useSuspense]);

  const language = i18n.language || null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new revision or readiness must give a new t
  const response = useMemo(() => {
    const t = i18n.getFixedT(language, namespaces[0] as FallbackNs<Ns>, keyPrefix);
    const result = [t, i18n, ready] as unknown as UseTranslationResponse<FallbackNs<Ns>, KPrefix>;
    result.t = t as TFunction<FallbackNs<Ns>, KPrefix>;
    result.i18n = i18n;
    result.ready = ready;
    return result;
  }, [i18n, language, namespaces, keyPrefix, ready, revision]);

  if (!ready && useSuspense) throw i18n.loadNamespaces(namespaces);
  return response;
}

/**
 * The text of `i18nKey` with each `<name>…</name>` part rendered as the element `components[name]` holding that
 * part (a part whose name has no element is its plain text), as react-i18next's Trans did for such texts.
 */
export function Trans<
  const Key extends ParseKeys<Ns, TOpt, KPrefix>,
  Ns extends Namespace = TypeOptions['defaultNS'],
  KPrefix = undefined,
  TContext extends string | undefined = undefined,
  TOpt extends TOptions & { context?: TContext } = { context: TContext },
>({ t, i18nKey, components = {}, values }: TransProps<Key, Ns, KPrefix, TContext, TOpt>): ReactElement {
  const translate = t as unknown as (key: string, options?: TextOptions) => unknown;
  const text = String(translate(String(i18nKey), { ...(values as TextOptions | undefined) }));
  const elements = components as { readonly [name: string]: ReactElement };
  const parts: ReactNode[] = [];
  const tag = /<(\w+)>(.*?)<\/\1>/gs;
  let end = 0;
  for (let match = tag.exec(text); match; match = tag.exec(text)) {
    if (match.index > end) parts.push(text.slice(end, match.index));
    const [, name = '', inner = ''] = match;
    const element = elements[name];
    parts.push(element ? cloneElement(element, { key: parts.length }, inner) : inner);
    end = match.index + match[0].length;
  }
  if (end < text.length) parts.push(text.slice(end));
  return <>{parts}</>;
}
