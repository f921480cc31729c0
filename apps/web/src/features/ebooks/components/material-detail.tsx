// The page body of one e-book or template: cover, kind, title, author, category, description, price and the
// action (add to cart, download a free template, or read an owned e-book).
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PriceTag } from '../../../components/course/price-tag';
import { useTranslation } from '../../../lib/i18n-react';
import { MaterialCover } from './material-cover';
import styles from './material-detail.module.css';

interface MaterialDetailProps {
  kind: string;
  title: string;
  author?: string | null;
  category?: { name: string; slug: string } | null;
  description: string;
  thumbnail: string | null;
  /** The srcset of the thumbnail's widths (ADR 068). */
  thumbnailSrcSet: string | null;
  pricePara: number;
  isFree?: boolean;
  shape?: 'book' | 'sheet';
  action: ReactNode;
  /** A link back to the course the material belongs to. */
  course?: { id: number; title?: string } | null;
}

export function MaterialDetail({
  kind,
  title,
  author,
  category,
  description,
  thumbnail,
  thumbnailSrcSet,
  pricePara,
  isFree = false,
  shape = 'book',
  action,
  course,
}: MaterialDetailProps) {
  const { t } = useTranslation('catalog');
  return (
    <article className={styles.page} data-testid="material-detail">
      <div className={styles.coverCol}>
        <MaterialCover
          title={title}
          thumbnail={thumbnail}
          thumbnailSrcSet={thumbnailSrcSet}
          kicker={kind}
          categorySlug={category?.slug}
          shape={shape}
          size="lg"
        />
      </div>
      <div className={styles.info}>
        <p className={styles.kind}>
          {kind}
          {category ? (
            <>
              <span aria-hidden="true"> · </span>
              <Link to={`/category/${category.slug}`}>{category.name}</Link>
            </>
          ) : null}
        </p>
        <h1 className={styles.title}>{title}</h1>
        {author ? <p className={styles.author}>{t('materials.by', { author })}</p> : null}
        <div className={styles.buy}>
          {isFree ? (
            <p className={styles.free}>{t('price.free')}</p>
          ) : (
            <PriceTag pricePara={pricePara} size="lg" />
          )}
          {action}
        </div>
        {description ? (
          <div className={styles.description}>
            <h2 className={styles.descriptionTitle}>{t('materials.about')}</h2>
            <p>{description}</p>
          </div>
        ) : null}
        {course?.title ? (
          <p className={styles.course}>
            {t('materials.partOf')} <Link to={`/courses/${course.id}`}>{course.title}</Link>
          </p>
        ) : null}
      </div>
    </article>
  );
}
