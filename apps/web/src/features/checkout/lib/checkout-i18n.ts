// The "checkout" namespace travels with the checkout, payment-status, slip and profile routes instead of the
// first bundle: importing this module adds it to i18next. Its keys are typed from the Serbian file.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import i18n from '../../../lib/i18n';
import type { TextKeys } from '../../../lib/text-keys';
import checkoutEn from '../../../locales/en/checkout.json';
import checkoutSr from '../../../locales/sr/checkout.json';

i18n.addResourceBundle('sr', 'checkout', checkoutSr, true, true);
i18n.addResourceBundle('en', 'checkout', checkoutEn, true, true);

/** The country the address form starts with, in each language ("Srbija", "Serbia"). */
export const DEFAULT_COUNTRIES: readonly string[] = [
  checkoutSr.address.defaultCountry,
  checkoutEn.address.defaultCountry,
];

export type CheckoutKey = TextKeys<typeof checkoutSr>;
export type CheckoutT = (key: CheckoutKey, options?: Record<string, unknown>) => string;

/** t() for the checkout namespace; re-renders on a language change like useTranslation does. */
export function useCheckoutTranslation(): { t: CheckoutT; language: string } {
  const { i18n: instance } = useTranslation();
  const language = instance.resolvedLanguage ?? instance.language;
  // The namespace is registered above rather than in lib/i18n.ts's typed resources, so i18next's own key types
  // do not know it; CheckoutKey checks the keys instead.
  const translate = instance.t as unknown as (key: string, options: Record<string, unknown>) => string;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new language must give a new function
  const t = useCallback<CheckoutT>(
    (key, options) => translate.call(instance, key, { ...options, ns: 'checkout' }),
    [instance, language],
  );
  return { t, language };
}
