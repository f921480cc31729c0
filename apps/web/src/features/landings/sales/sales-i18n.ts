// The "sales" namespace travels with the sales pages' chunk (not the first bundle of the site): importing this
// module adds it to the text engine, so the pages render without waiting for another download.

import i18n from '../../../lib/i18n';
import { useTranslation } from '../../../lib/i18n-react';
import salesEn from '../../../locales/en/sales.json';
import salesSr from '../../../locales/sr/sales.json';

i18n.addResourceBundle('sr', 'sales', salesSr, true, true);
i18n.addResourceBundle('en', 'sales', salesEn, true, true);

export function useSalesTranslation() {
  return useTranslation('sales');
}
