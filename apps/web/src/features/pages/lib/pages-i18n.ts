// The "pages" namespace (about, contact, legal texts, membership, help) is ~14 KB gzipped, so it travels with the
// lazy routes that use it instead of the first bundle: importing this module adds it to the text engine.

import i18n from '../../../lib/i18n';
import { useTranslation } from '../../../lib/i18n-react';
import pagesEn from '../../../locales/en/pages.json';
import pagesSr from '../../../locales/sr/pages.json';

i18n.addResourceBundle('sr', 'pages', pagesSr, true, true);
i18n.addResourceBundle('en', 'pages', pagesEn, true, true);

/** useTranslation for the static pages, with the namespace guaranteed to be loaded. */
export function usePagesTranslation() {
  return useTranslation('pages');
}
