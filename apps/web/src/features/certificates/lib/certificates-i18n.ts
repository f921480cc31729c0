// The "certificates" namespace travels with the verification page instead of the first bundle: importing this
// module adds it to i18next. Its keys are typed from the Serbian file.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import i18n from '../../../lib/i18n';
import certificatesEn from '../../../locales/en/certificates.json';
import certificatesSr from '../../../locales/sr/certificates.json';

i18n.addResourceBundle('sr', 'certificates', certificatesSr, true, true);
i18n.addResourceBundle('en', 'certificates', certificatesEn, true, true);

export type CertificatesKey = keyof typeof certificatesSr;
export type CertificatesT = (key: CertificatesKey, options?: Record<string, unknown>) => string;

/** t() for the certificates namespace; re-renders on a language change like useTranslation does. */
export function useCertificatesTranslation(): { t: CertificatesT; language: string } {
  const { i18n: instance } = useTranslation();
  const language = instance.resolvedLanguage ?? instance.language;
  // The namespace is registered above rather than in lib/i18n.ts's typed resources, so i18next's own key types
  // do not know it; CertificatesKey checks the keys instead.
  const translate = instance.t as unknown as (key: string, options: Record<string, unknown>) => string;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new language must give a new function
  const t = useCallback<CertificatesT>(
    (key, options) => translate.call(instance, key, { ...options, ns: 'certificates' }),
    [instance, language],
  );
  return { t, language };
}
