// The order as the server priced it: each line with its price and how long it gives access ("Pristup do
// 26. novembra 2027."), the voucher discount and the total to pay. A line the server refuses carries the server's reason
// and a button to take it out of the cart.

import type { Quote } from '@atelje/shared/commerce/schemas';
import summaryStyles from '../../../components/layout/summary-box.module.css';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n-react';
import { formatMoney } from '../../../lib/money';
import { usePublicSettings, vatNote } from '../../../lib/public-settings';
import { type CartItem, cartTotal, ItemThumb, itemKey, LinePrice, lineFacts, lineTitle } from '../../cart';
import type { RefusedLine } from '../hooks/use-refused-lines';
import { addMonths, DEFAULT_ACCESS_MONTHS, extendedExpiry } from '../lib/access';
import { useCheckoutTranslation } from '../lib/checkout-i18n';
import styles from './order-summary.module.css';

interface OrderSummaryProps {
  items: readonly CartItem[];
  quote: Quote | undefined;
  checking: boolean;
  quoteFailed: boolean;
  /** Current expiry per course id, for extension lines of a signed-in buyer. */
  expiries: ReadonlyMap<number, string | null>;
  /** Lines the server refuses, with its reason. */
  refused?: readonly RefusedLine[];
  /** The server's reason when it refused the cart and no single line could be named. */
  quoteMessage?: string | null;
  onRemove?: (key: string) => void;
}

function accessNote(
  item: CartItem,
  expiries: ReadonlyMap<number, string | null>,
  t: ReturnType<typeof useCheckoutTranslation>['t'],
  language: string,
  now: Date,
): string | null {
  const months = typeof item.months === 'number' && item.months > 0 ? item.months : null;
  switch (item.type) {
    case 'course': {
      const courseMonths =
        months ?? (typeof item.access_months === 'number' ? item.access_months : DEFAULT_ACCESS_MONTHS);
      return t('summary.accessUntil', { date: formatDate(addMonths(now, courseMonths), language) });
    }
    case 'course_extension': {
      if (!expiries.has(item.id)) return t('summary.extensionMonths', { count: months ?? 6 });
      const date = extendedExpiry(expiries.get(item.id) ?? null, months ?? 6, now);
      return t('summary.extensionUntil', { date: formatDate(date, language) });
    }
    case 'membership':
      return t('summary.membershipUntil', {
        date: formatDate(addMonths(now, months ?? DEFAULT_ACCESS_MONTHS), language),
      });
    default:
      return t('summary.download');
  }
}

export function OrderSummary({
  items,
  quote,
  checking,
  quoteFailed,
  expiries,
  refused = [],
  quoteMessage,
  onRemove,
}: OrderSummaryProps) {
  const { t, language } = useCheckoutTranslation();
  const { t: tCart } = useTranslation('cart');
  const note = vatNote(usePublicSettings().data, language);
  const now = new Date();
  const refusedBy = new Map(refused.map((line) => [line.key, line.message]));
  // Refused lines cannot be bought, so they are not counted.
  const subtotal = quote?.subtotal_para ?? cartTotal(items.filter((item) => !refusedBy.has(itemKey(item))));
  const discount = quote?.discount_para ?? 0;
  const total = quote?.total_para ?? subtotal;

  return (
    <section
      className={summaryStyles.summary}
      aria-labelledby="order-summary-title"
      data-testid="order-summary"
    >
      <div className={summaryStyles.head}>
        <h2 id="order-summary-title" className={summaryStyles.title}>
          {t('summary.title')}
        </h2>
        {checking ? <Spinner size="sm" label={t('summary.checking')} /> : null}
      </div>
      <ul className={summaryStyles.lines}>
        {items.map((item) => {
          const note = accessNote(item, expiries, t, language, now);
          const facts = lineFacts(item, tCart);
          const refusal = refusedBy.get(itemKey(item));
          return (
            <li
              key={itemKey(item)}
              className={[styles.line, refusal ? styles.refused : ''].filter(Boolean).join(' ')}
              data-testid="summary-line"
              data-refused={refusal ? true : undefined}
            >
              <ItemThumb item={item} size="sm" />
              <div className={summaryStyles.lineText}>
                <p className={summaryStyles.lineType}>{tCart(`type.${item.type}`)}</p>
                <p className={styles.lineTitle}>{lineTitle(item, tCart)}</p>
                {facts.length > 0 ? <p className={styles.lineMeta}>{facts.join(' · ')}</p> : null}
                {/* A refused line has no price or access to show: only the browser's stored guess. */}
                {refusal ? null : (
                  <div className={styles.lineFoot}>
                    {note ? (
                      <p className={styles.access} data-testid="summary-access">
                        {note}
                      </p>
                    ) : null}
                    <LinePrice item={item} />
                  </div>
                )}
                {refusal ? (
                  <div className={styles.refusal}>
                    <p role="alert" data-testid="summary-refusal">
                      {refusal}
                    </p>
                    {onRemove ? (
                      <Button
                        variant="link"
                        size="sm"
                        aria-label={`${t('summary.remove')}: ${lineTitle(item, tCart)}`}
                        onClick={() => onRemove(itemKey(item))}
                      >
                        {t('summary.remove')}
                      </Button>
                    ) : null}
                  </div>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      <dl className={summaryStyles.totals}>
        <div>
          <dt>{t('summary.subtotal')}</dt>
          <dd data-testid="summary-subtotal">{formatMoney(subtotal)}</dd>
        </div>
        {discount > 0 && quote?.voucher ? (
          <div className={summaryStyles.discount}>
            <dt>{t('summary.discount', { code: quote.voucher.code })}</dt>
            <dd data-testid="summary-discount">−{formatMoney(discount)}</dd>
          </div>
        ) : null}
        {quote?.gift_card && quote.gift_card_para > 0 ? (
          <div className={summaryStyles.discount}>
            <dt>{t('giftCard.summary', { tail: quote.gift_card.code_tail })}</dt>
            <dd data-testid="summary-gift-card">−{formatMoney(quote.gift_card_para)}</dd>
          </div>
        ) : null}
        <div className={summaryStyles.grand}>
          <dt>{t('summary.total')}</dt>
          <dd data-testid="summary-total">{formatMoney(total)}</dd>
        </div>
      </dl>
      <p className={styles.note} data-testid="summary-note">
        {refused.length > 0
          ? t(refused.length === 1 ? 'summary.refusedOne' : 'summary.refusedMany')
          : quoteMessage
            ? quoteMessage
            : quoteFailed
              ? t('summary.quoteError')
              : (note ?? t('summary.vat'))}
      </p>
    </section>
  );
}
