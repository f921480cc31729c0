// Price in sr-RS RSD with the struck-through original price, or "Uskoro u prodaji" for coming-soon courses.
import { useTranslation } from '../../lib/i18n-react';
import { formatMoney } from '../../lib/money';
import styles from './price-tag.module.css';

interface PriceTagProps {
  /** Current price in para. */
  pricePara: number;
  /** Regular price in para; shown struck through only when higher than the current price. */
  originalPricePara?: number | null;
  comingSoon?: boolean;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

export function PriceTag({
  pricePara,
  originalPricePara,
  comingSoon,
  size = 'md',
  className,
}: PriceTagProps) {
  const { t } = useTranslation('catalog');
  const classes = [styles.price, styles[size], className].filter(Boolean).join(' ');
  if (comingSoon) {
    return (
      <p className={classes} data-testid="price-tag">
        <span className={styles.soon}>{t('price.comingSoon')}</span>
      </p>
    );
  }
  const discounted = typeof originalPricePara === 'number' && originalPricePara > pricePara;
  return (
    <p className={classes} data-testid="price-tag">
      {pricePara === 0 ? (
        <span className={styles.current}>{t('price.free')}</span>
      ) : (
        <>
          {discounted ? <span className="visually-hidden">{t('price.current')}</span> : null}
          <span className={styles.current}>{formatMoney(pricePara)}</span>
        </>
      )}
      {discounted ? (
        <>
          <span className="visually-hidden">{t('price.original')}</span>
          <s className={styles.original}>{formatMoney(originalPricePara)}</s>
        </>
      ) : null}
    </p>
  );
}
