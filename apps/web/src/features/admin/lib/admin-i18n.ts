// The "admin" namespace travels with the dashboard chunk instead of the first bundle: importing this module adds
// it to i18next. Its keys are typed from the Serbian file.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import i18n from '../../../lib/i18n';
import type { TextKeys } from '../../../lib/text-keys';
import adminEn from '../../../locales/en/admin.json';
import adminSr from '../../../locales/sr/admin.json';

i18n.addResourceBundle('sr', 'admin', adminSr, true, true);
i18n.addResourceBundle('en', 'admin', adminEn, true, true);

export type AdminKey = TextKeys<typeof adminSr>;
export type AdminT = (key: AdminKey, options?: Record<string, unknown>) => string;

/** t() for the admin namespace; re-renders on a language change like useTranslation does. */
export function useAdminTranslation(): { t: AdminT; language: string } {
  const { i18n: instance } = useTranslation();
  const language = instance.resolvedLanguage ?? instance.language;
  const translate = instance.t as unknown as (key: string, options: Record<string, unknown>) => string;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new language must give a new function
  const t = useCallback<AdminT>(
    (key, options) => translate.call(instance, key, { ...options, ns: 'admin' }),
    [instance, language],
  );
  return { t, language };
}
