// The "welcome" namespace travels with the /welcome page and the welcome-voucher modal rather than the first
// bundle: importing this module adds it to i18next (its keys are typed through lib/i18n.ts).
import { useTranslation } from 'react-i18next';
import i18n from '../../../lib/i18n';
import welcomeEn from '../../../locales/en/welcome.json';
import welcomeSr from '../../../locales/sr/welcome.json';

i18n.addResourceBundle('sr', 'welcome', welcomeSr, true, true);
i18n.addResourceBundle('en', 'welcome', welcomeEn, true, true);

export function useWelcomeTranslation() {
  return useTranslation('welcome');
}
