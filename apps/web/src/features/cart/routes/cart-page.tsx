// /korpa: the cart lines with remove and clear, the total, and the terms checkbox that unlocks checkout.

import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Page, PageHeader } from '../../../components/layout/page';
import purchaseStyles from '../../../components/layout/purchase-page.module.css';
import summaryStyles from '../../../components/layout/summary-box.module.css';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { EmptyState } from '../../../components/ui/empty-state';
import { Trans, useTranslation } from '../../../lib/i18n-react';
import { formatMoney } from '../../../lib/money';
import type { MetaFunction } from '../../../lib/page-meta';
import { usePublicSettings, vatNote } from '../../../lib/public-settings';
import { useCartQuote } from '../api/quote-cart';
import { CartIcon } from '../components/cart-icon';
import { ItemThumb } from '../components/item-thumb';
import { LinePrice, lineFacts, lineTitle } from '../components/line-price';
import { useCart } from '../hooks/use-cart';
import { type CartItem, itemKey } from '../lib/cart';
import { cartStore } from '../lib/cart-store';
import styles from './cart-page.module.css';

function itemLink(item: CartItem): string | null {
  switch (item.type) {
    case 'course':
      return `/courses/${item.id}`;
    case 'course_extension':
      return typeof item.originalCourseId === 'number' ? `/courses/${item.originalCourseId}` : null;
    case 'ebook':
      return `/ebooks/${item.id}`;
    case 'template':
      return typeof item.course_id === 'number' ? `/courses/${item.course_id}/templates/${item.id}` : null;
    case 'membership':
      return typeof item.slug === 'string' ? `/category/${item.slug}` : '/membership';
    default:
      return null;
  }
}

export const meta: MetaFunction = ({ t }) => ({ title: t('cart:page.title') });

export default function CartPage() {
  const { t, i18n } = useTranslation('cart');
  const note = vatNote(usePublicSettings().data, i18n.language);
  const navigate = useNavigate();
  const { items, count, total, remove, clear } = useCart();
  const [accepted, setAccepted] = useState(false);
  // The browser's prices are only a hint: the server's quote is what the order will cost.
  const quote = useCartQuote(items);
  useEffect(() => {
    if (quote.data) cartStore.applyPrices(quote.data.lines);
  }, [quote.data]);
  const subtotal = quote.data && !quote.isPlaceholderData ? quote.data.subtotal_para : total;

  return (
    <Page>
      <PageHeader eyebrow={t('page.eyebrow')} title={t('page.title')} tight>
        {count > 0 ? <p className={styles.lead}>{t('itemCount', { count })}</p> : null}
      </PageHeader>

      {count === 0 ? (
        <EmptyState
          titleId="cart-empty-title"
          icon={<CartIcon size={32} />}
          title={t('page.emptyTitle')}
          text={t('page.emptyText')}
        >
          <ButtonLink to="/svi-kursevi" size="lg">
            {t('page.browse')}
          </ButtonLink>
        </EmptyState>
      ) : (
        <div className={`${purchaseStyles.layout} ${styles.layout}`}>
          <section aria-labelledby="cart-lines-title" className={styles.lines}>
            <div className={summaryStyles.head}>
              <h2 id="cart-lines-title" className={summaryStyles.title}>
                {t('page.itemsTitle')}
              </h2>
              <Button variant="ghost" size="sm" onClick={clear}>
                {t('page.clear')}
              </Button>
            </div>
            <ul className={summaryStyles.lines}>
              {items.map((item) => {
                const to = itemLink(item);
                return (
                  <li key={itemKey(item)} className={styles.line} data-testid="cart-line">
                    <ItemThumb item={item} />
                    <div className={summaryStyles.lineText}>
                      <p className={summaryStyles.lineType}>{t(`type.${item.type}`)}</p>
                      <p className={styles.lineTitle}>
                        {to ? <Link to={to}>{lineTitle(item, t)}</Link> : lineTitle(item, t)}
                      </p>
                      {typeof item.author === 'string' && item.author ? (
                        <p className={styles.lineAuthor}>{item.author}</p>
                      ) : null}
                      {lineFacts(item, t).length > 0 ? (
                        <p className={styles.lineAuthor}>{lineFacts(item, t).join(' · ')}</p>
                      ) : null}
                    </div>
                    <div className={styles.lineEnd}>
                      <p className={styles.linePrice}>
                        <LinePrice item={item} className={styles.priceBlock} />
                      </p>
                      <Button
                        variant="link"
                        size="sm"
                        onClick={() => remove(itemKey(item))}
                        aria-label={t('removeItem', { title: lineTitle(item, t) })}
                      >
                        {t('page.remove')}
                      </Button>
                    </div>
                  </li>
                );
              })}
            </ul>
          </section>

          <aside
            className={`${summaryStyles.summary} ${styles.summary}`}
            aria-labelledby="cart-summary-title"
          >
            <h2 id="cart-summary-title" className={summaryStyles.title}>
              {t('page.summaryTitle')}
            </h2>
            <dl className={summaryStyles.totals}>
              <div>
                <dt>{t('page.subtotal', { count })}</dt>
                <dd>{formatMoney(subtotal)}</dd>
              </div>
              <div className={summaryStyles.grand}>
                <dt>{t('total')}</dt>
                <dd data-testid="cart-total">{formatMoney(subtotal)}</dd>
              </div>
            </dl>
            <p className={styles.vat} aria-live="polite">
              {quote.isFetching ? t('quote.updating') : (note ?? t('page.vat'))}
            </p>
            <Checkbox
              checked={accepted}
              onChange={(event) => setAccepted(event.target.checked)}
              label={
                <Trans
                  t={t}
                  i18nKey="page.terms"
                  components={{ terms: <Link to="/terms-of-use" />, privacy: <Link to="/conditions" /> }}
                />
              }
            />
            <Button size="lg" block disabled={!accepted} onClick={() => void navigate('/checkout')}>
              {t('page.checkout')}
            </Button>
            {accepted ? null : <p className={styles.hint}>{t('page.termsHint')}</p>}
          </aside>
        </div>
      )}
    </Page>
  );
}
