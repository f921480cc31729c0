// The "landings" namespace travels with the sign-up and thank-you pages' chunk (not the site's first bundle):
// importing this module adds it to the text engine, so the pages render without waiting for another download.

import i18n from '../../../lib/i18n';
import { useTranslation } from '../../../lib/i18n-react';
import landingsEn from '../../../locales/en/landings.json';
import landingsSr from '../../../locales/sr/landings.json';

i18n.addResourceBundle('sr', 'landings', landingsSr, true, true);
i18n.addResourceBundle('en', 'landings', landingsEn, true, true);

export function useLandingsTranslation() {
  return useTranslation('landings');
}
