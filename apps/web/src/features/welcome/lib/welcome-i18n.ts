// The "welcome" namespace travels with the /welcome page and the welcome-voucher modal rather than the first
// bundle: importing this module adds it to the text engine (its keys are typed through lib/i18n.ts).

import i18n from '../../../lib/i18n';
import { useTranslation } from '../../../lib/i18n-react';
import welcomeEn from '../../../locales/en/welcome.json';
import welcomeSr from '../../../locales/sr/welcome.json';

i18n.addResourceBundle('sr', 'welcome', welcomeSr, true, true);
i18n.addResourceBundle('en', 'welcome', welcomeEn, true, true);

export function useWelcomeTranslation() {
  return useTranslation('welcome');
}
