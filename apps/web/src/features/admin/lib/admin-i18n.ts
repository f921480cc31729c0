// The "admin" namespace travels with the dashboard chunk instead of the first bundle: importing this module adds
// it to the text engine. Its keys are typed from the Serbian file
// (lib/namespace-i18n.ts).
import { lazyNamespace, type NamespaceT, useNamespaceTranslation } from '../../../lib/namespace-i18n';
import type { TextKeys } from '../../../lib/text-keys';
import adminEn from '../../../locales/en/admin.json';
import adminSr from '../../../locales/sr/admin.json';

const adminTexts = lazyNamespace('admin', adminSr, adminEn);

/** t() for the admin namespace; re-renders on a language change like useTranslation does. */
export const useAdminTranslation = () => useNamespaceTranslation(adminTexts);

export type AdminKey = TextKeys<typeof adminSr>;
export type AdminT = NamespaceT<typeof adminSr>;
