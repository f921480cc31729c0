// Buying a gift (ADR 044): a course (/poklon/kurs/:courseId, /gift/course/:courseId) or a gift card (/poklon-kartica,
// /gift-card) for an e-mail address. The recipient, an optional message, the voucher and gift card fields and the
// payment methods of the checkout, then POST /checkout with `gift`: the same order and payment code as the cart.
import { GIFT_CARD_AMOUNTS_RSD, type GiftItem, giftRecipientSchema } from '@atelje/shared/commerce/gifts';
import type { PaymentMethod } from '@atelje/shared/commerce/schemas';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Page, PageHeader } from '../../../components/layout/page';
import purchaseStyles from '../../../components/layout/purchase-page.module.css';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState, emptyStateActions } from '../../../components/ui/empty-state';
import { ApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/form-errors';
import { formatMoney } from '../../../lib/money';
import type { MetaFunction } from '../../../lib/page-meta';
import { type PageLoader, prefetchAll } from '../../../lib/route-loader';
import { toast } from '../../../lib/toast';
import { useAuth, useAuthModal } from '../../auth';
import { courseQuery, useCourse } from '../../catalog';
import {
  createCheckout,
  formatEurAmount,
  formatRate,
  GiftCardField,
  PaymentMethodPicker,
  submitGatewayForm,
  useCheckoutTranslation,
  useSavedBilling,
  VoucherField,
} from '../../checkout';
import { giftQuoteQuery, quoteGift, useGiftQuote } from '../api/gifts-api';
import { GiftAmountPicker } from '../components/gift-amount-picker';
import { GiftRecipientFields, type RecipientField } from '../components/gift-recipient-fields';
import { GiftSummary } from '../components/gift-summary';
import { useGiftsTranslation } from '../lib/gifts-i18n';

/** A whole-dinar amount typed by the buyer, in para; null when it is not a whole number. */
function typedAmount(text: string): number | null {
  const digits = text.replace(/[\s.]/g, '');
  return /^\d{1,6}$/.test(digits) ? Number(digits) * 100 : null;
}

/** The gift card's amount picked when the page opens. */
const FIRST_AMOUNT_PARA = GIFT_CARD_AMOUNTS_RSD[1] * 100;

/** The course gift of an address's course id; null when the id is not one. */
function courseGift(id: number): GiftItem | null {
  return Number.isInteger(id) && id > 0 ? { kind: 'course', course_id: id } : null;
}

/**
 * The first screen's answers: the course given (a course gift) and the quote of the gift as the page opens (the
 * course, or a card of the first amount), without voucher or gift card. The buyer's saved billing details need a
 * session: the browser asks for them.
 */
export const loader: PageLoader = async ({ params, queryClient }) => {
  // Only the course gift's addresses have a course id (the route's `kind` prop is the page's, not the loader's).
  const courseId = params.courseId === undefined ? null : Number(params.courseId);
  const gift: GiftItem | null =
    courseId === null ? { kind: 'card', amount_para: FIRST_AMOUNT_PARA } : courseGift(courseId);
  await prefetchAll(queryClient, [
    courseId !== null && gift !== null && courseQuery(courseId),
    gift !== null && giftQuoteQuery(gift, null, null),
  ]);
};

/** A course gift's page names the course (only its addresses have a course id); the card's page the card. */
export const meta: MetaFunction = ({ params, queryClient, t }) => {
  if (params.courseId === undefined) return { title: t('gifts:buy.titleCard') };
  const course = queryClient.getQueryData(courseQuery(Number(params.courseId)).queryKey);
  return course ? { title: t('gifts:buy.titleCourse', { title: course.title }) } : null;
};

export default function BuyGiftPage({ kind }: { kind: 'course' | 'card' }) {
  const { t, i18n } = useGiftsTranslation();
  const { t: tc } = useCheckoutTranslation();
  const errorText = useErrorText();
  const { courseId } = useParams();
  const id = kind === 'course' ? Number(courseId) : 0;
  const course = useCourse(id, kind === 'course' && courseGift(id) !== null);
  const { user } = useAuth();
  const authModal = useAuthModal();
  const saved = useSavedBilling(user?.id ?? null);

  const [amountPara, setAmountPara] = useState<number>(FIRST_AMOUNT_PARA);
  const [customAmount, setCustomAmount] = useState('');
  const [values, setValues] = useState({ recipient_email: '', recipient_name: '', message: '' });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<RecipientField, string>>>({});
  const [voucherInput, setVoucherInput] = useState('');
  const [voucher, setVoucher] = useState<string | null>(null);
  const [voucherError, setVoucherError] = useState<string>();
  const [cardInput, setCardInput] = useState('');
  const [card, setCard] = useState<string | null>(null);
  const [cardError, setCardError] = useState<string>();
  const [applying, setApplying] = useState<'voucher' | 'card' | null>(null);
  const [method, setMethod] = useState<PaymentMethod | ''>('');
  const [methodError, setMethodError] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);

  const custom = customAmount.trim() ? typedAmount(customAmount) : null;
  const gift: GiftItem | null =
    kind === 'course'
      ? courseGift(id)
      : { kind: 'card', amount_para: customAmount.trim() ? (custom ?? 0) : amountPara };
  const quote = useGiftQuote(gift, voucher, card);
  const quoteData = quote.isPlaceholderData ? undefined : quote.data;
  const quoteError = quote.error instanceof ApiError ? quote.error : null;
  const amountError = kind === 'card' ? quoteError?.errors.gift?.[0] : undefined;

  const title = kind === 'course' ? (course.data?.title ?? '') : t('buy.titleCard');
  const months = t('monthCount', { count: course.data?.access_months ?? 12 });

  const set = (field: RecipientField) => (event: { currentTarget: { value: string } }) => {
    const next = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: next }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function apply(what: 'voucher' | 'card') {
    const code = (what === 'voucher' ? voucherInput : cardInput).trim();
    const setError = what === 'voucher' ? setVoucherError : setCardError;
    if (!code || !gift) {
      // The checkout's own words: "Upišite kod vaučera." / "Upišite kod poklon kartice."
      setError(tc(what === 'voucher' ? 'voucher.empty' : 'giftCard.empty'));
      return;
    }
    setApplying(what);
    setError(undefined);
    try {
      await quoteGift({
        gift,
        ...(what === 'voucher' ? { voucher: code } : voucher ? { voucher } : {}),
        ...(what === 'card' ? { gift_card: code } : card ? { gift_card: card } : {}),
      });
      if (what === 'voucher') setVoucher(code);
      else setCard(code);
    } catch (error) {
      const field = what === 'voucher' ? 'voucher' : 'gift_card';
      setError(
        error instanceof ApiError
          ? (error.errors[field]?.[0] ?? error.serverMessage ?? t('redeem.loadFailed'))
          : t('redeem.loadFailed'),
      );
    } finally {
      setApplying(null);
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const checked = giftRecipientSchema.safeParse(values);
    if (!checked.success) {
      const errors: Partial<Record<RecipientField, string>> = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as RecipientField;
        errors[field] ??= errorText(issue.message);
      }
      setFieldErrors(errors);
      // The first refused field is taken to and focused, after React has drawn its message.
      const first = (['recipient_name', 'recipient_email', 'message'] as const).find(
        (field) => errors[field],
      );
      requestAnimationFrame(() => {
        const target = document.querySelector<HTMLElement>(
          `[data-testid="gift-${first?.replace('_', '-')}"]`,
        );
        target?.focus();
      });
      return;
    }
    const paidByCard = card !== null && quoteData?.total_para === 0;
    if (!method && !paidByCard) {
      setMethodError(true);
      return;
    }
    if (!gift || !user) return;
    setWorking(true);
    let leaving = false;
    try {
      const billing = saved.data ?? { name: user.name, email: user.email };
      const response = await createCheckout({
        items: [],
        gift: { ...gift, ...checked.data },
        ...(voucher ? { voucher } : {}),
        ...(card ? { gift_card: card } : {}),
        payment_method: method || 'upc',
        billing: {
          name: billing.name || user.name,
          email: billing.email || user.email,
          ...('phone' in billing && billing.phone ? { phone: billing.phone } : {}),
        },
      });
      const chosen = method || 'upc';
      if (response.status === 'completed' && response.redirect_url) {
        leaving = true;
        window.location.assign(response.redirect_url);
      } else if (chosen === 'uplatnica') {
        if (response.message) toast.success(response.message, { autoClose: 10_000 });
        leaving = true;
        window.location.assign(`/checkout/uplatnica?payment_id=${encodeURIComponent(response.payment_id)}`);
      } else if (chosen === 'upc' && response.redirect_url && response.form_data) {
        leaving = true;
        submitGatewayForm(response.redirect_url, response.form_data);
      } else if (response.redirect_url) {
        leaving = true;
        window.location.assign(response.redirect_url);
      }
    } catch (error) {
      if (error instanceof ApiError) {
        if (error.errors.voucher?.[0]) {
          setVoucherError(error.errors.voucher[0]);
          setVoucher(null);
        }
        if (error.errors.gift_card?.[0]) {
          setCardError(error.errors.gift_card[0]);
          setCard(null);
        }
        setFormError(error.serverMessage ?? t('redeem.loadFailed'));
      } else {
        setFormError(t('redeem.loadFailed'));
      }
    } finally {
      if (!leaving) setWorking(false);
    }
  }

  const heading = kind === 'course' ? t('buy.titleCourse', { title }) : t('buy.titleCard');
  const header = (
    <PageHeader
      eyebrow={kind === 'course' ? t('buy.eyebrowCourse') : t('buy.eyebrowCard')}
      title={heading}
      tight
    >
      <p className={purchaseStyles.muted}>
        {kind === 'course' ? t('buy.leadCourse', { duration: months }) : t('buy.leadCard')}
      </p>
      {kind === 'course' && id > 0 ? (
        <Link to={`/courses/${id}`} className={purchaseStyles.back}>
          ← {title}
        </Link>
      ) : null}
    </PageHeader>
  );

  if (!user) {
    return (
      <Page>
        {header}
        <EmptyState title={t('buy.signInTitle')} text={t('buy.signInText')} testId="gift-sign-in">
          <div className={emptyStateActions}>
            <Button onClick={() => authModal.open('login')}>{t('buy.signIn')}</Button>
            <Button variant="secondary" onClick={() => authModal.open('register')}>
              {t('buy.register')}
            </Button>
          </div>
        </EmptyState>
      </Page>
    );
  }

  const eurNote = quoteData
    ? tc('method.eur', {
        amount: formatEurAmount(quoteData.eur.amount_cents, i18n.language),
        rate: formatRate(quoteData.eur.rate, i18n.language),
      })
    : null;
  const unavailable = kind === 'course' && quoteError?.errors.items;

  return (
    <Page>
      {header}
      {unavailable ? <Alert tone="warning">{t('buy.notForSale')}</Alert> : null}
      <div className={purchaseStyles.layout}>
        <aside className={purchaseStyles.aside}>
          <GiftSummary
            kind={kind}
            title={title}
            quote={quoteData}
            titleClassName={purchaseStyles.sectionTitle}
            noteClassName={purchaseStyles.fine}
          />
        </aside>

        <form className={purchaseStyles.form} onSubmit={onSubmit} noValidate data-testid="gift-form">
          {kind === 'card' ? (
            <section className={purchaseStyles.section} aria-labelledby="gift-amount-title">
              <h2 id="gift-amount-title" className={purchaseStyles.sectionTitle}>
                {t('buy.amountTitle')}
              </h2>
              <GiftAmountPicker
                amountPara={amountPara}
                customAmount={customAmount}
                onPick={(para) => {
                  setAmountPara(para);
                  setCustomAmount('');
                }}
                onCustomChange={setCustomAmount}
                error={amountError}
              />
            </section>
          ) : null}

          <section className={purchaseStyles.section} aria-labelledby="gift-recipient-title">
            <h2 id="gift-recipient-title" className={purchaseStyles.sectionTitle}>
              {t('buy.recipientTitle')}
            </h2>
            <GiftRecipientFields values={values} errors={fieldErrors} onChange={set} />
          </section>

          {kind === 'course' ? (
            <>
              <section className={purchaseStyles.section} aria-labelledby="gift-voucher-title">
                <h2 id="gift-voucher-title" className={purchaseStyles.sectionTitle}>
                  {t('buy.voucherTitle')}
                </h2>
                <VoucherField
                  value={voucherInput}
                  onChange={(value) => {
                    setVoucherInput(value);
                    setVoucherError(undefined);
                  }}
                  onApply={() => void apply('voucher')}
                  onRemove={() => {
                    setVoucher(null);
                    setVoucherInput('');
                  }}
                  applied={
                    voucher && quoteData?.voucher
                      ? { code: quoteData.voucher.code, discount: formatMoney(quoteData.discount_para) }
                      : null
                  }
                  applying={applying === 'voucher'}
                  error={voucherError}
                  disabled={working}
                />
              </section>
              <section className={purchaseStyles.section} aria-labelledby="gift-card-title">
                <h2 id="gift-card-title" className={purchaseStyles.sectionTitle}>
                  {t('buy.giftCardTitle')}
                </h2>
                <GiftCardField
                  value={cardInput}
                  onChange={(value) => {
                    setCardInput(value);
                    setCardError(undefined);
                  }}
                  onApply={() => void apply('card')}
                  onRemove={() => {
                    setCard(null);
                    setCardInput('');
                  }}
                  applied={
                    card && quoteData?.gift_card
                      ? {
                          tail: quoteData.gift_card.code_tail,
                          amount: formatMoney(quoteData.gift_card_para),
                          remaining: formatMoney(quoteData.gift_card.remaining_para),
                        }
                      : null
                  }
                  applying={applying === 'card'}
                  error={cardError}
                  disabled={working}
                />
              </section>
            </>
          ) : (
            <p className={purchaseStyles.muted}>{t('buy.noCardForCard')}</p>
          )}

          <section className={purchaseStyles.section}>
            <PaymentMethodPicker
              value={method}
              onChange={(chosen) => {
                setMethod(chosen);
                setMethodError(false);
              }}
              error={methodError ? errorText('checkout.method') : undefined}
              eurNote={eurNote}
              disabled={working}
            />
          </section>

          {formError ? (
            <div className={purchaseStyles.notice} data-testid="gift-error">
              <Alert tone="danger">{formError}</Alert>
            </div>
          ) : null}

          <div className={purchaseStyles.submit}>
            <Button
              type="submit"
              size="lg"
              block
              loading={working}
              loadingText={t('buy.working')}
              disabled={Boolean(unavailable)}
              data-testid="gift-submit"
            >
              {quoteData ? `${t('buy.submit')} · ${formatMoney(quoteData.total_para)}` : t('buy.submit')}
            </Button>
          </div>
        </form>
      </div>
    </Page>
  );
}
