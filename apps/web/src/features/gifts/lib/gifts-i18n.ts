// The "gifts" namespace travels with the gift pages, the profile's gift list and the checkout's gift card field
// rather than the first bundle: importing this module adds it to the text engine (its keys are typed through lib/i18n.ts).

import i18n from '../../../lib/i18n';
import { useTranslation } from '../../../lib/i18n-react';
import giftsEn from '../../../locales/en/gifts.json';
import giftsSr from '../../../locales/sr/gifts.json';

i18n.addResourceBundle('sr', 'gifts', giftsSr, true, true);
i18n.addResourceBundle('en', 'gifts', giftsEn, true, true);

export function useGiftsTranslation() {
  return useTranslation('gifts');
}
