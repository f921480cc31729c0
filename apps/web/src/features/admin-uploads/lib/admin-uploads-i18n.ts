// The "admin-uploads" namespace travels with the dashboard's upload sections instead of the first bundle:
// importing this module adds it to i18next. Its keys are typed from the Serbian file.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import i18n from '../../../lib/i18n';
import type { TextKeys } from '../../../lib/text-keys';
import uploadsEn from '../../../locales/en/admin-uploads.json';
import uploadsSr from '../../../locales/sr/admin-uploads.json';

i18n.addResourceBundle('sr', 'admin-uploads', uploadsSr, true, true);
i18n.addResourceBundle('en', 'admin-uploads', uploadsEn, true, true);

export type UploadsKey = TextKeys<typeof uploadsSr>;
export type UploadsT = (key: UploadsKey, options?: Record<string, unknown>) => string;

/** t() for the admin-uploads namespace; re-renders on a language change like useTranslation does. */
export function useUploadsTranslation(): { t: UploadsT; language: string } {
  const { i18n: instance } = useTranslation();
  const language = instance.resolvedLanguage ?? instance.language;
  const translate = instance.t as unknown as (key: string, options: Record<string, unknown>) => string;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new language must give a new function
  const t = useCallback<UploadsT>(
    (key, options) => translate.call(instance, key, { ...options, ns: 'admin-uploads' }),
    [instance, language],
  );
  return { t, language };
}
