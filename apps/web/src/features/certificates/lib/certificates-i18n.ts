// The "certificates" namespace travels with the verification page instead of the first bundle: importing this
// module adds it to the text engine. Its keys are typed from the Serbian file
// (lib/namespace-i18n.ts).
import {
  lazyNamespace,
  type NamespaceT,
  namespaceT,
  useNamespaceTranslation,
} from '../../../lib/namespace-i18n';
import type { MetaT } from '../../../lib/page-meta';
import certificatesEn from '../../../locales/en/certificates.json';
import certificatesSr from '../../../locales/sr/certificates.json';

const certificatesTexts = lazyNamespace('certificates', certificatesSr, certificatesEn);

/** t() for the certificates namespace; re-renders on a language change like useTranslation does. */
export const useCertificatesTranslation = () => useNamespaceTranslation(certificatesTexts);

/** t() for the certificates namespace outside React (the page's head). */
export const certificatesT = (t: MetaT) => namespaceT(t, certificatesTexts);

export type CertificatesKey = keyof typeof certificatesSr;
export type CertificatesT = NamespaceT<typeof certificatesSr>;
