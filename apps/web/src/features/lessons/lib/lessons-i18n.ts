// The "lessons" namespace travels with the routes that use it instead of the first bundle: importing this module
// adds it to i18next. Its keys are typed from the Serbian file.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import i18n from '../../../lib/i18n';
import type { TextKeys } from '../../../lib/text-keys';
import lessonsEn from '../../../locales/en/lessons.json';
import lessonsSr from '../../../locales/sr/lessons.json';

i18n.addResourceBundle('sr', 'lessons', lessonsSr, true, true);
i18n.addResourceBundle('en', 'lessons', lessonsEn, true, true);

export type LessonsKey = TextKeys<typeof lessonsSr>;
export type LessonsT = (key: LessonsKey, options?: Record<string, unknown>) => string;

/** t() for the lessons namespace; re-renders on a language change like useTranslation does. */
export function useLessonsTranslation(): { t: LessonsT; language: string } {
  const { i18n: instance } = useTranslation();
  const language = instance.resolvedLanguage ?? instance.language;
  // The namespace is registered here rather than in lib/i18n.ts's typed resources, so i18next's own key types
  // do not know it; LessonsKey checks the keys instead.
  const translate = instance.t as unknown as (key: string, options: Record<string, unknown>) => string;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new language must give a new function
  const t = useCallback<LessonsT>(
    (key, options) => translate.call(instance, key, { ...options, ns: 'lessons' }),
    [instance, language],
  );
  return { t, language };
}
