// The checkout's behaviour, out of its page (issue 17): the form (react-hook-form), the server's quote and the
// lines it refuses, the voucher, the prefilled details of a signed-in buyer's last order, the guest's quick
// registration and the submit; the payment itself is use-checkout-payment.ts. The page (routes/checkout-page.tsx)
// only lays out what this hook returns.
import type { PaymentMethod } from '@atelje/shared/commerce/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/form-errors';
import { formatMoney } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { useAuth, useAuthModal } from '../../auth';
import { cartQuoteKey, cartStore, cartSync, quoteCart, toItemRefs, useCart, useCartQuote } from '../../cart';
import { useSavedBilling } from '../api/get-saved-billing';
import { useUserCourses } from '../api/get-user-courses';
import { registerQuick } from '../api/register-quick';
import { type CheckoutField, type CheckoutValues, checkCheckout, prefill } from '../lib/checkout-form';
import { DEFAULT_COUNTRIES, useCheckoutTranslation } from '../lib/checkout-i18n';
import { formatEurAmount, formatRate } from '../lib/money';
import { TOAST_MS, useCheckoutPayment } from './use-checkout-payment';
import { useDropRefusedGiftCard, useGiftCard } from './use-gift-card';
import { refusesLines, useRefusedLines } from './use-refused-lines';

const FIELD_ORDER: CheckoutField[] = ['name', 'email', 'phone', 'address', 'postalCode', 'city', 'country'];

export function useCheckoutFlow() {
  const { t, language } = useCheckoutTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const { user, signIn } = useAuth();
  const authModal = useAuthModal();
  const { items, count, remove } = useCart();

  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    setFocus,
    setValue,
    getValues,
    getFieldState,
    watch,
    // dirtyFields is read so that the form tracks which fields the buyer changed (getFieldState in the prefill).
    formState: { errors, dirtyFields: _dirty },
  } = useForm<CheckoutValues>({
    defaultValues: {
      name: user?.name ?? '',
      email: user?.email ?? '',
      phone: '',
      address: '',
      postalCode: '',
      city: '',
      country: t('address.defaultCountry'),
      voucher: '',
      payment_method: '',
      marketing_consent: false,
    },
  });
  const method = watch('payment_method');
  const voucherInput = watch('voucher');

  // The prefilled country is in the page's language ("Srbija" / "Serbia") and follows a language switch, unless
  // the buyer has written another country.
  const defaultCountry = t('address.defaultCountry');
  useEffect(() => {
    const current = getValues('country');
    if (current !== defaultCountry && DEFAULT_COUNTRIES.includes(current)) {
      setValue('country', defaultCountry);
    }
  }, [defaultCountry, getValues, setValue]);

  const [appliedVoucher, setAppliedVoucher] = useState<string | null>(null);
  const [voucherError, setVoucherError] = useState<string | undefined>();
  const [applying, setApplying] = useState(false);
  const [working, setWorking] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [methodError, setMethodError] = useState(false);
  const [existingEmail, setExistingEmail] = useState<{ email: string; message: string } | null>(null);
  const formErrorRef = useRef<HTMLDivElement>(null);

  const giftCard = useGiftCard(items, appliedVoucher);
  const quote = useCartQuote(items, appliedVoucher, giftCard.applied);
  const quoteData = quote.isPlaceholderData ? undefined : quote.data;
  useDropRefusedGiftCard(giftCard, quote.error);

  // The summary shows what the server says the lines are and cost, never what the browser stored.
  useEffect(() => {
    if (quoteData) cartStore.applyPrices(quoteData.lines);
  }, [quoteData]);

  // A refused cart is checked line by line: the refused lines are named, the others priced by the server.
  const lineCheck = useRefusedLines(items, appliedVoucher ? null : quote.error, user?.id ?? null);
  useEffect(() => {
    if (lineCheck.data) cartStore.applyPrices(lineCheck.data.accepted);
  }, [lineCheck.data]);
  const refusedLines = refusesLines(quote.error) && !appliedVoucher ? (lineCheck.data?.refused ?? []) : [];
  const quoteMessage =
    !appliedVoucher && quote.error instanceof ApiError && quote.error.status === 422
      ? quote.error.serverMessage
      : null;

  // The same lines cost differently for a guest and an account (an extension needs the course): signing in or
  // out on this page asks again.
  const userId = user?.id ?? null;
  const refetchQuote = quote.refetch;
  const lastUser = useRef(userId);
  useEffect(() => {
    if (lastUser.current === userId) return;
    lastUser.current = userId;
    void refetchQuote();
  }, [userId, refetchQuote]);

  // A voucher that stops applying (the cart changed under it) is dropped with the server's reason.
  useEffect(() => {
    if (!appliedVoucher || !(quote.error instanceof ApiError) || quote.error.status !== 422) return;
    setVoucherError(quote.error.errors.voucher?.[0] ?? quote.error.serverMessage ?? t('voucher.error'));
    setValue('voucher', appliedVoucher);
    setAppliedVoucher(null);
  }, [quote.error, appliedVoucher, setValue, t]);

  // Signing in on this page (the login modal) fills in what the account knows.
  useEffect(() => {
    if (!user) return;
    setExistingEmail(null);
    if (!getValues('name')) setValue('name', user.name);
    if (!getValues('email')) setValue('email', user.email);
  }, [user, getValues, setValue]);

  // A signed-in buyer's last order fills the fields they have not touched (the server keeps it, GET
  // /checkout/billing); the note says where the values came from.
  const saved = useSavedBilling(userId);
  const [remembered, setRemembered] = useState(false);
  useEffect(() => {
    if (!saved.data) return;
    const values = prefill(saved.data, (field) => !getFieldState(field).isDirty);
    for (const [field, value] of Object.entries(values)) setValue(field as CheckoutField, value);
    setRemembered(Object.keys(values).length > 0);
  }, [saved.data, getFieldState, setValue]);

  // Coming back from the gateway with the browser's back button restores this page from its cache: let the
  // buyer use the form again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setWorking(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const hasExtension = items.some((item) => item.type === 'course_extension');
  const userCourses = useUserCourses(user !== null && hasExtension);
  const expiries = useMemo(
    () => new Map((userCourses.data ?? []).map((course) => [course.id, course.course_expiry_date])),
    [userCourses.data],
  );

  const eurNote = quoteData
    ? t('method.eur', {
        amount: formatEurAmount(quoteData.eur.amount_cents, language),
        rate: formatRate(quoteData.eur.rate, language),
      })
    : null;
  const totalPara = quoteData?.total_para ?? null;

  function showFormError(message: string, options: { toast?: boolean } = {}) {
    setFormError(message);
    if (options.toast) toast.error(message, { autoClose: TOAST_MS, toastId: 'checkout-error' });
    requestAnimationFrame(() => formErrorRef.current?.focus());
  }

  /**
   * Under each field its own words; the spec's "Ime, Email i Telefon su obavezna polja." sums them up above (for a
   * signed-in buyer, who need not give a phone, "Ime i Email su obavezna polja.").
   */
  function fieldMessage(field: CheckoutField, key: string): string {
    if (key !== 'checkout.billingRequired' && key !== 'checkout.nameEmailRequired') return key;
    if (field === 'name') return t('errors.nameRequired');
    if (field === 'email') return t('errors.emailRequired');
    if (field === 'phone') return t('errors.phoneRequired');
    return key;
  }

  async function applyVoucher() {
    const code = (getValues('voucher') ?? '').trim();
    if (!code) {
      setVoucherError(t('voucher.empty'));
      return;
    }
    setApplying(true);
    setVoucherError(undefined);
    try {
      const result = await quoteCart({ items: toItemRefs(items), voucher: code, ...giftCard.body });
      if (!result.voucher) {
        setVoucherError(t('voucher.error'));
        return;
      }
      queryClient.setQueryData(cartQuoteKey(items, result.voucher.code, giftCard.applied), result);
      setAppliedVoucher(result.voucher.code);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        setVoucherError(error.errors.voucher?.[0] ?? error.serverMessage ?? t('voucher.error'));
      } else {
        setVoucherError(t('voucher.error'));
      }
    } finally {
      setApplying(false);
    }
  }

  function removeVoucher() {
    setAppliedVoucher(null);
    setVoucherError(undefined);
    setValue('voucher', '');
  }

  function putServerFieldErrors(error: ApiError): boolean {
    let first: CheckoutField | null = null;
    for (const field of FIELD_ORDER) {
      const message = error.errors[field]?.[0] ?? error.errors[`billing.${field}`]?.[0];
      if (!message) continue;
      setError(field, { type: 'server', message });
      first ??= field;
    }
    if (error.errors.voucher?.[0]) {
      setVoucherError(error.errors.voucher[0]);
      setAppliedVoucher(null);
    }
    if (first) setFocus(first);
    return first !== null;
  }

  /** A guest gets an account first; false when the buyer has to do something before paying. */
  async function ensureAccount(billing: { name: string; email: string; phone?: string }): Promise<boolean> {
    if (user) return true;
    try {
      const response = await registerQuick({ ...billing, phone: billing.phone ?? '' });
      signIn({ user: response.user, token: response.token, tokenType: 'Bearer' });
      cartSync.setUser(response.user.id);
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setExistingEmail({ email: billing.email, message: error.serverMessage ?? t('errors.exists') });
        return false;
      }
      if (error instanceof ApiError && error.status === 422 && putServerFieldErrors(error)) {
        showFormError(error.serverMessage ?? t('errors.billingRequired'));
        return false;
      }
      showFormError(
        error instanceof ApiError && error.serverMessage ? error.serverMessage : t('errors.registerFailed'),
        { toast: true },
      );
      return false;
    }
  }

  const pay = useCheckoutPayment({ voucher: appliedVoucher, giftCard, showFormError, putServerFieldErrors });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setMethodError(false);
    setExistingEmail(null);
    clearErrors();
    // A gift card that pays it all needs no method: nothing goes through a gateway (the order records the card one).
    const paidByCard = giftCard.applied && totalPara === 0 && !values.payment_method;
    const checked = checkCheckout(paidByCard ? { ...values, payment_method: 'upc' } : values, count, {
      guest: user === null,
    });
    if (!checked.ok) {
      const { problem } = checked;
      if (problem.kind === 'emptyCart') showFormError(t('errors.emptyCart'));
      if (problem.kind === 'method') {
        setMethodError(true);
        showFormError(t('errors.method'));
      }
      if (problem.kind === 'billing') {
        let first: CheckoutField | null = null;
        for (const field of FIELD_ORDER) {
          const message = problem.fields[field];
          if (!message) continue;
          setError(field, { type: 'client', message: fieldMessage(field, message) });
          first ??= field;
        }
        const keys = Object.values(problem.fields);
        setFormError(
          keys.includes('checkout.billingRequired')
            ? t('errors.billingRequired')
            : keys.includes('checkout.nameEmailRequired')
              ? t('errors.nameEmailRequired')
              : t('errors.emailInvalid'),
        );
        if (first) setFocus(first);
      }
      return;
    }
    setWorking(true);
    let leaving = false;
    try {
      if (!(await ensureAccount(checked.value.billing))) return;
      leaving =
        (await pay(checked.value.method, checked.value.billing, values.marketing_consent === true)) ===
        'leaving';
    } finally {
      if (!leaving) setWorking(false);
    }
  });

  const submitLabel =
    giftCard.applied && totalPara === 0
      ? t('giftCard.payWithCard')
      : method === 'paypal'
        ? t('submit.paypal')
        : method === 'uplatnica'
          ? t('submit.uplatnica')
          : totalPara !== null
            ? t(method === 'upc' ? 'submit.upc' : 'submit.choose', { amount: formatMoney(totalPara) })
            : t('submit.choose', { amount: '' }).trim();

  const fieldError = (field: CheckoutField) => errorText(errors[field]?.message);

  return {
    t,
    user,
    items,
    count,
    remove,
    register,
    fieldError,
    method,
    remembered,
    /** Opens the login modal with this e-mail filled in (the form's e-mail when none is given). */
    openLogin: (email?: string) =>
      authModal.open('login', { email: email || getValues('email') || undefined }),
    summary: {
      quote: quoteData,
      checking: quote.isFetching,
      quoteFailed: quote.isError && !appliedVoucher,
      expiries,
      refused: refusedLines,
      quoteMessage,
    },
    voucher: {
      value: voucherInput,
      onChange: (value: string) => {
        setValue('voucher', value);
        setVoucherError(undefined);
      },
      onApply: () => void applyVoucher(),
      onRemove: removeVoucher,
      applied:
        appliedVoucher && quoteData?.voucher
          ? { code: quoteData.voucher.code, discount: formatMoney(quoteData.discount_para) }
          : null,
      applying,
      error: voucherError,
    },
    giftCard: {
      value: giftCard.input,
      onChange: giftCard.onInput,
      onApply: () => void giftCard.apply(),
      onRemove: giftCard.remove,
      applied: giftCard.summary(quoteData),
      applying: giftCard.applying,
      error: giftCard.error,
    },
    onMethodChange: (chosen: PaymentMethod) => {
      setValue('payment_method', chosen);
      if (methodError) {
        setMethodError(false);
        setFormError(null);
      }
    },
    methodError: methodError ? t('errors.method') : undefined,
    eurNote,
    existingEmail,
    formError,
    formErrorRef,
    working,
    submitLabel,
    onSubmit,
  };
}

export type CheckoutFlow = ReturnType<typeof useCheckoutFlow>;
