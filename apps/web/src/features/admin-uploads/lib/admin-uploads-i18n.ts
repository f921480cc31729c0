// The "admin-uploads" namespace travels with the dashboard's upload sections instead of the first bundle:
// importing this module adds it to the text engine. Its keys are typed from the Serbian file
// (lib/namespace-i18n.ts).
import { lazyNamespace, type NamespaceT, useNamespaceTranslation } from '../../../lib/namespace-i18n';
import type { TextKeys } from '../../../lib/text-keys';
import uploadsEn from '../../../locales/en/admin-uploads.json';
import uploadsSr from '../../../locales/sr/admin-uploads.json';

const adminUploadsTexts = lazyNamespace('admin-uploads', uploadsSr, uploadsEn);

/** t() for the admin-uploads namespace; re-renders on a language change like useTranslation does. */
export const useUploadsTranslation = () => useNamespaceTranslation(adminUploadsTexts);

export type UploadsKey = TextKeys<typeof uploadsSr>;
export type UploadsT = NamespaceT<typeof uploadsSr>;
