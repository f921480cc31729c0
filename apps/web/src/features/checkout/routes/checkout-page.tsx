// /checkout (spec 000 §2, §4, §5): buyer details, optional address, voucher, payment method and the priced order.
// A guest is registered with POST /register-quick first; then the carts are merged, the order is created and the
// buyer goes to the card gateway (a posted form), to PayPal, or to the bank-slip page. Only a guest must give a
// phone; a signed-in buyer finds the details of their last order filled in (issue 16, item 5). What the page does
// is in hooks/use-checkout-flow.ts; this file lays it out.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Page, PageHeader } from '../../../components/layout/page';
import styles from '../../../components/layout/purchase-page.module.css';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { EmptyState } from '../../../components/ui/empty-state';
import { TextField } from '../../../components/ui/text-field';
import type { MetaFunction } from '../../../lib/page-meta';
import { CartIcon } from '../../cart';
import { GiftCardField } from '../components/gift-card-field';
import { OrderSummary } from '../components/order-summary';
import { PaymentMethodPicker } from '../components/payment-method-picker';
import { VoucherField } from '../components/voucher-field';
import { useCheckoutFlow } from '../hooks/use-checkout-flow';
import { checkoutT, useCheckoutTranslation } from '../lib/checkout-i18n';

/** A text whose `<privacy>…</privacy>` part links to the privacy policy (the checkout namespace has no <Trans>). */
function withPrivacyLink(text: string): ReactNode {
  const match = /^(.*)<privacy>(.*)<\/privacy>(.*)$/s.exec(text);
  if (!match) return text;
  return (
    <>
      {match[1]}
      <Link to="/conditions">{match[2]}</Link>
      {match[3]}
    </>
  );
}

/** A section of the form the buyer may leave out (a code), its title marked so. */
function OptionalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const { t } = useCheckoutTranslation();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title} <span className={styles.optional}>{t('address.optional')}</span>
      </h2>
      {children}
    </section>
  );
}

export const meta: MetaFunction = ({ t }) => ({ title: checkoutT(t)('titles.checkout') });

export default function CheckoutPage() {
  const {
    t,
    user,
    items,
    count,
    remove,
    register,
    fieldError,
    method,
    remembered,
    openLogin,
    summary,
    voucher,
    giftCard,
    onMethodChange,
    methodError,
    eurNote,
    existingEmail,
    formError,
    formErrorRef,
    working,
    submitLabel,
    onSubmit,
  } = useCheckoutFlow();

  if (count === 0 && !working) {
    return (
      <Page>
        <PageHeader eyebrow={t('page.eyebrow')} title={t('page.title')} tight />
        <EmptyState
          titleId="checkout-empty-title"
          icon={<CartIcon size={32} />}
          title={t('page.emptyTitle')}
          text={t('errors.emptyCart')}
          testId="checkout-empty"
        >
          <ButtonLink to="/svi-kursevi" size="lg">
            {t('page.browse')}
          </ButtonLink>
        </EmptyState>
      </Page>
    );
  }

  return (
    <Page>
      <PageHeader eyebrow={t('page.eyebrow')} title={t('page.title')} tight>
        <p className={styles.muted}>{t('page.lead')}</p>
        <Link to="/korpa" className={styles.back}>
          ← {t('page.backToCart')}
        </Link>
      </PageHeader>

      <div className={styles.layout}>
        <aside className={styles.aside}>
          <OrderSummary
            items={items}
            quote={summary.quote}
            checking={summary.checking}
            quoteFailed={summary.quoteFailed}
            expiries={summary.expiries}
            refused={summary.refused}
            quoteMessage={summary.quoteMessage}
            onRemove={remove}
          />
        </aside>

        <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="checkout-form">
          <p className={styles.required}>{t('page.required')}</p>

          <section className={styles.section} aria-labelledby="checkout-buyer-title">
            <h2 id="checkout-buyer-title" className={styles.sectionTitle}>
              {t('buyer.title')}
            </h2>
            {user ? (
              <>
                <p className={styles.muted}>{t('buyer.signedInAs', { email: user.email })}</p>
                {remembered ? (
                  <p className={styles.muted} data-testid="checkout-remembered">
                    {t('buyer.remembered')}
                  </p>
                ) : null}
              </>
            ) : (
              <div className={styles.guest}>
                <p>{t('buyer.guestNote')}</p>
                <p>
                  {t('buyer.haveAccount')}{' '}
                  <Button variant="link" size="sm" onClick={() => openLogin()}>
                    {t('buyer.login')}
                  </Button>
                </p>
              </div>
            )}
            <div className={styles.grid}>
              <TextField
                className={styles.full}
                label={`${t('buyer.name')} *`}
                autoComplete="name"
                aria-required="true"
                error={fieldError('name')}
                data-testid="checkout-name"
                {...register('name')}
              />
              <TextField
                label={`${t('buyer.email')} *`}
                type="email"
                inputMode="email"
                autoComplete="email"
                aria-required="true"
                error={fieldError('email')}
                data-testid="checkout-email"
                {...register('email')}
              />
              <TextField
                label={user ? t('buyer.phone') : `${t('buyer.phone')} *`}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                aria-required={user ? undefined : 'true'}
                hint={user ? t('buyer.phoneHintOptional') : t('buyer.phoneHint')}
                error={fieldError('phone')}
                data-testid="checkout-phone"
                {...register('phone')}
              />
            </div>
          </section>

          <section className={styles.section} aria-labelledby="checkout-address-title">
            <h2 id="checkout-address-title" className={styles.sectionTitle}>
              {t('address.title')} <span className={styles.optional}>{t('address.optional')}</span>
            </h2>
            <div className={styles.grid}>
              <TextField
                className={styles.full}
                label={t('address.address')}
                autoComplete="street-address"
                error={fieldError('address')}
                {...register('address')}
              />
              <TextField
                label={t('address.postalCode')}
                autoComplete="postal-code"
                inputMode="numeric"
                error={fieldError('postalCode')}
                {...register('postalCode')}
              />
              <TextField
                label={t('address.city')}
                autoComplete="address-level2"
                error={fieldError('city')}
                {...register('city')}
              />
              <TextField
                className={styles.full}
                label={t('address.country')}
                autoComplete="country-name"
                error={fieldError('country')}
                {...register('country')}
              />
            </div>
          </section>

          <OptionalSection id="checkout-voucher-title" title={t('voucher.title')}>
            <VoucherField {...voucher} disabled={working} />
          </OptionalSection>

          <OptionalSection id="checkout-gift-card-title" title={t('giftCard.title')}>
            <GiftCardField {...giftCard} disabled={working} />
          </OptionalSection>

          <section className={styles.section}>
            <PaymentMethodPicker
              value={method}
              onChange={onMethodChange}
              error={methodError}
              eurNote={eurNote}
              disabled={working}
            />
          </section>

          <section className={styles.section} aria-labelledby="checkout-optin-title">
            <h2 id="checkout-optin-title" className={styles.sectionTitle}>
              {t('optIn.title')} <span className={styles.optional}>{t('address.optional')}</span>
            </h2>
            <Checkbox
              label={withPrivacyLink(t('optIn.label'))}
              disabled={working}
              data-testid="checkout-marketing-consent"
              {...register('marketing_consent')}
            />
          </section>

          {existingEmail ? (
            <div className={styles.notice} data-testid="checkout-existing-email">
              <Alert tone="info">{existingEmail.message}</Alert>
              <Button
                variant="secondary"
                onClick={() => openLogin(existingEmail.email)}
                data-testid="checkout-login"
              >
                {t('buyer.login')}
              </Button>
            </div>
          ) : null}

          {formError ? (
            <div ref={formErrorRef} tabIndex={-1} className={styles.notice} data-testid="checkout-error">
              <Alert tone="danger">{formError}</Alert>
            </div>
          ) : null}

          <div className={styles.submit}>
            <Button
              type="submit"
              size="lg"
              block
              loading={working}
              loadingText={t('submit.working')}
              data-testid="checkout-submit"
            >
              {submitLabel}
            </Button>
            <p className={styles.fine}>{method === 'upc' ? t('submit.secure') : t('submit.terms')}</p>
          </div>
        </form>
      </div>
    </Page>
  );
}
