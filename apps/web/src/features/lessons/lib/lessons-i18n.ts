// The "lessons" namespace travels with the routes that use it instead of the first bundle: importing this module
// adds it to the text engine. Its keys are typed from the Serbian file
// (lib/namespace-i18n.ts).
import { lazyNamespace, type NamespaceT, useNamespaceTranslation } from '../../../lib/namespace-i18n';
import type { TextKeys } from '../../../lib/text-keys';
import lessonsEn from '../../../locales/en/lessons.json';
import lessonsSr from '../../../locales/sr/lessons.json';

const lessonsTexts = lazyNamespace('lessons', lessonsSr, lessonsEn);

/** t() for the lessons namespace; re-renders on a language change like useTranslation does. */
export const useLessonsTranslation = () => useNamespaceTranslation(lessonsTexts);

export type LessonsKey = TextKeys<typeof lessonsSr>;
export type LessonsT = NamespaceT<typeof lessonsSr>;
