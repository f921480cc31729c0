// The "checkout" namespace travels with the checkout, payment-status, slip and profile routes instead of the
// first bundle: importing this module adds it to the text engine. Its keys are typed from the Serbian file
// (lib/namespace-i18n.ts).
import {
  lazyNamespace,
  type NamespaceT,
  namespaceT,
  useNamespaceTranslation,
} from '../../../lib/namespace-i18n';
import type { MetaT } from '../../../lib/page-meta';
import type { TextKeys } from '../../../lib/text-keys';
import checkoutEn from '../../../locales/en/checkout.json';
import checkoutSr from '../../../locales/sr/checkout.json';

const checkoutTexts = lazyNamespace('checkout', checkoutSr, checkoutEn);

/** t() for the checkout namespace; re-renders on a language change like useTranslation does. */
export const useCheckoutTranslation = () => useNamespaceTranslation(checkoutTexts);

/** t() for the checkout namespace outside React (a page's head). */
export const checkoutT = (t: MetaT) => namespaceT(t, checkoutTexts);

/** The country the address form starts with, in each language ("Srbija", "Serbia"). */
export const DEFAULT_COUNTRIES: readonly string[] = [
  checkoutSr.address.defaultCountry,
  checkoutEn.address.defaultCountry,
];

export type CheckoutKey = TextKeys<typeof checkoutSr>;
export type CheckoutT = NamespaceT<typeof checkoutSr>;
