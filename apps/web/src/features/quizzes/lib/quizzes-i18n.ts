// The "quizzes" namespace travels with the lesson page and the dashboard that use it instead of the first bundle:
// importing this module adds it to the text engine. Its keys are typed from the Serbian file
// (lib/namespace-i18n.ts).
import { lazyNamespace, type NamespaceT, useNamespaceTranslation } from '../../../lib/namespace-i18n';
import type { TextKeys } from '../../../lib/text-keys';
import quizzesEn from '../../../locales/en/quizzes.json';
import quizzesSr from '../../../locales/sr/quizzes.json';

const quizzesTexts = lazyNamespace('quizzes', quizzesSr, quizzesEn);

/** t() for the quizzes namespace; re-renders on a language change like useTranslation does. */
export const useQuizzesTranslation = () => useNamespaceTranslation(quizzesTexts);

export type QuizzesKey = TextKeys<typeof quizzesSr>;
export type QuizzesT = NamespaceT<typeof quizzesSr>;
