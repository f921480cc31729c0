// The gift's order summary beside the purchase form: what is bought, the discounts the server quoted and the total.
// "…" stands for a price while the quote is on its way.
import type { Quote } from '@atelje/shared/commerce/schemas';
import { formatMoney } from '../../../lib/money';
import { useGiftsTranslation } from '../lib/gifts-i18n';
import styles from './gift-summary.module.css';

interface Props {
  kind: 'course' | 'card';
  /** The course's title (for a course). */
  title: string;
  quote: Quote | undefined;
  titleClassName: string;
  noteClassName: string;
}

export function GiftSummary({ kind, title, quote: quoteData, titleClassName, noteClassName }: Props) {
  const { t } = useGiftsTranslation();
  const subtotal = quoteData?.subtotal_para ?? null;
  return (
    <section className={styles.summary} aria-labelledby="gift-summary-title" data-testid="gift-summary">
      <h2 id="gift-summary-title" className={titleClassName}>
        {t('buy.summaryTitle')}
      </h2>
      <p className={styles.line}>
        <span>{kind === 'course' ? t('buy.summaryCourse', { title }) : t('buy.summaryCard')}</span>
        <span>{subtotal !== null ? formatMoney(subtotal) : '…'}</span>
      </p>
      {quoteData && quoteData.discount_para > 0 ? (
        <p className={styles.line}>
          <span>{t('buy.discount')}</span>
          <span>−{formatMoney(quoteData.discount_para)}</span>
        </p>
      ) : null}
      {quoteData && quoteData.gift_card_para > 0 ? (
        <p className={styles.line}>
          <span>{t('buy.giftCardPaid')}</span>
          <span>−{formatMoney(quoteData.gift_card_para)}</span>
        </p>
      ) : null}
      <p className={`${styles.line} ${styles.total}`}>
        <span>{t('buy.total')}</span>
        <span data-testid="gift-total">{quoteData ? formatMoney(quoteData.total_para) : '…'}</span>
      </p>
      <p className={noteClassName}>{t('buy.sentNote')}</p>
    </section>
  );
}
