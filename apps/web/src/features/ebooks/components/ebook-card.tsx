// An e-book in a list: a book-like cover, title, author, price and add to cart.
import type { Ebook } from '@atelje/shared/catalog/schemas';
import { Link } from 'react-router';
import { PriceTag } from '../../../components/course/price-tag';
import { useTranslation } from '../../../lib/i18n-react';
import { AddToCartButton, ebookToCartItem } from '../../cart';
import styles from './material-card.module.css';
import { MaterialCover } from './material-cover';

export function EbookCard({ ebook, headingLevel = 'h3' }: { ebook: Ebook; headingLevel?: 'h2' | 'h3' }) {
  const { t } = useTranslation(['catalog', 'cart']);
  const Heading = headingLevel;
  return (
    <article className={styles.card} data-testid="ebook-card">
      <MaterialCover
        title={ebook.title}
        thumbnail={ebook.thumbnail}
        thumbnailSrcSet={ebook.thumbnail_srcset}
        kicker={t('cart:type.ebook')}
        categorySlug={ebook.category?.slug}
      />
      <div className={styles.body}>
        <Heading className={styles.title}>
          <Link to={`/ebooks/${ebook.id}`} className={styles.link}>
            {ebook.title}
          </Link>
        </Heading>
        {ebook.author ? <p className={styles.author}>{ebook.author}</p> : null}
        <div className={styles.footer}>
          <PriceTag pricePara={ebook.price_para} size="sm" />
          <AddToCartButton
            item={ebookToCartItem(ebook)}
            size="sm"
            variant="secondary"
            className={styles.action}
          />
        </div>
      </div>
    </article>
  );
}
