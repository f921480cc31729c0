// The "progress" namespace travels with the routes that use it instead of the first bundle: importing this module
// adds it to i18next. Its keys are typed from the Serbian file.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import i18n from '../../../lib/i18n';
import type { TextKeys } from '../../../lib/text-keys';
import progressEn from '../../../locales/en/progress.json';
import progressSr from '../../../locales/sr/progress.json';

i18n.addResourceBundle('sr', 'progress', progressSr, true, true);
i18n.addResourceBundle('en', 'progress', progressEn, true, true);

export type ProgressKey = TextKeys<typeof progressSr>;
export type ProgressT = (key: ProgressKey, options?: Record<string, unknown>) => string;

/** t() for the progress namespace; re-renders on a language change like useTranslation does. */
export function useProgressTranslation(): { t: ProgressT; language: string } {
  const { i18n: instance } = useTranslation();
  const language = instance.resolvedLanguage ?? instance.language;
  // The namespace is registered here rather than in lib/i18n.ts's typed resources, so i18next's own key types
  // do not know it; ProgressKey checks the keys instead.
  const translate = instance.t as unknown as (key: string, options: Record<string, unknown>) => string;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new language must give a new function
  const t = useCallback<ProgressT>(
    (key, options) => translate.call(instance, key, { ...options, ns: 'progress' }),
    [instance, language],
  );
  return { t, language };
}
