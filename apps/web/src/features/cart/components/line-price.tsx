// A line's price: the current price, and for a discounted line (the paid extension) the struck-through regular
// price and the discount, e.g. "6.860,00 RSD  9̶.̶8̶0̶0̶,̶0̶0̶ ̶R̶S̶D̶  −30 %".
import type { TFunction } from 'i18next';
import { useTranslation } from '../../../lib/i18n-react';
import { formatMoney } from '../../../lib/money';
import type { CartItem } from '../lib/cart';
import styles from './line-price.module.css';

export function discountPercent(item: Pick<CartItem, 'price_para' | 'original_price_para'>): number | null {
  const original = item.original_price_para;
  if (typeof original !== 'number' || original <= item.price_para || original === 0) return null;
  return Math.round(((original - item.price_para) / original) * 100);
}

export function LinePrice({
  item,
  align = 'end',
  className,
}: {
  item: CartItem;
  align?: 'start' | 'end';
  className?: string;
}) {
  const { t } = useTranslation('cart');
  const percent = discountPercent(item);
  return (
    <span
      className={[styles.price, align === 'start' ? styles.start : '', className].filter(Boolean).join(' ')}
    >
      <span className={styles.current} data-testid="line-price">
        {formatMoney(item.price_para)}
      </span>
      {percent !== null && typeof item.original_price_para === 'number' ? (
        <span className={styles.was}>
          <span className="visually-hidden">
            {t('line.originalPrice', { price: formatMoney(item.original_price_para) })}
          </span>
          <del aria-hidden="true">{formatMoney(item.original_price_para)}</del>
          <span className={styles.discount}>{t('line.discount', { percent })}</span>
        </span>
      ) : null}
    </span>
  );
}

/** What a line is called on screen: an extension and a membership say what they are in the reader's language. */
export function lineTitle(item: CartItem, t: TFunction<'cart'>): string {
  if (item.type === 'course_extension') {
    return t('extension.title', {
      title: typeof item.courseName === 'string' ? item.courseName : item.title,
    });
  }
  if (item.type === 'membership') {
    return t('membership.title', { zone: typeof item.zoneName === 'string' ? item.zoneName : item.title });
  }
  return item.title;
}

/** The small facts under a line's title: an extension's or membership's months, a zone's course count. */
export function lineFacts(item: CartItem, t: TFunction<'cart'>): string[] {
  const facts: string[] = [];
  const months = typeof item.months === 'number' ? item.months : null;
  if ((item.type === 'course_extension' || item.type === 'membership') && months) {
    facts.push(t('line.months', { count: months }));
  }
  if (item.type === 'membership' && typeof item.courses_count === 'number') {
    facts.push(t('line.courses', { count: item.courses_count }));
  }
  return facts;
}
