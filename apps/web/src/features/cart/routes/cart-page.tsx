// /korpa: the cart lines with remove and clear, the total, and the terms checkbox that unlocks checkout.
import { useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { formatMoney } from '../../../lib/money';
import { usePageTitle } from '../../../lib/use-page-title';
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

export default function CartPage() {
  const { t } = useTranslation('cart');
  usePageTitle(t('page.title'));
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
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>{t('page.eyebrow')}</p>
        <h1 className={styles.heading}>{t('page.title')}</h1>
        {count > 0 ? <p className={styles.lead}>{t('itemCount', { count })}</p> : null}
      </header>

      {count === 0 ? (
        <section className={styles.empty} aria-labelledby="cart-empty-title">
          <span className={styles.emptyIcon} aria-hidden="true">
            <CartIcon size={32} />
          </span>
          <h2 id="cart-empty-title" className={styles.emptyTitle}>
            {t('page.emptyTitle')}
          </h2>
          <p className={styles.emptyText}>{t('page.emptyText')}</p>
          <ButtonLink to="/svi-kursevi" size="lg">
            {t('page.browse')}
          </ButtonLink>
        </section>
      ) : (
        <div className={styles.layout}>
          <section aria-labelledby="cart-lines-title" className={styles.lines}>
            <div className={styles.linesHeader}>
              <h2 id="cart-lines-title" className={styles.sectionTitle}>
                {t('page.itemsTitle')}
              </h2>
              <Button variant="ghost" size="sm" onClick={clear}>
                {t('page.clear')}
              </Button>
            </div>
            <ul className={styles.list}>
              {items.map((item) => {
                const to = itemLink(item);
                return (
                  <li key={itemKey(item)} className={styles.line} data-testid="cart-line">
                    <ItemThumb item={item} />
                    <div className={styles.lineText}>
                      <p className={styles.lineType}>{t(`type.${item.type}`)}</p>
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

          <aside className={styles.summary} aria-labelledby="cart-summary-title">
            <h2 id="cart-summary-title" className={styles.sectionTitle}>
              {t('page.summaryTitle')}
            </h2>
            <dl className={styles.totals}>
              <div>
                <dt>{t('page.subtotal', { count })}</dt>
                <dd>{formatMoney(subtotal)}</dd>
              </div>
              <div className={styles.grand}>
                <dt>{t('total')}</dt>
                <dd data-testid="cart-total">{formatMoney(subtotal)}</dd>
              </div>
            </dl>
            <p className={styles.vat} aria-live="polite">
              {quote.isFetching ? t('quote.updating') : t('page.vat')}
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
    </div>
  );
}
