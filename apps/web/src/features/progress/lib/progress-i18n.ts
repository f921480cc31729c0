// The "progress" namespace travels with the routes that use it instead of the first bundle: importing this module
// adds it to the text engine. Its keys are typed from the Serbian file
// (lib/namespace-i18n.ts).
import { lazyNamespace, type NamespaceT, useNamespaceTranslation } from '../../../lib/namespace-i18n';
import type { TextKeys } from '../../../lib/text-keys';
import progressEn from '../../../locales/en/progress.json';
import progressSr from '../../../locales/sr/progress.json';

const progressTexts = lazyNamespace('progress', progressSr, progressEn);

/** t() for the progress namespace; re-renders on a language change like useTranslation does. */
export const useProgressTranslation = () => useNamespaceTranslation(progressTexts);

export type ProgressKey = TextKeys<typeof progressSr>;
export type ProgressT = NamespaceT<typeof progressSr>;
