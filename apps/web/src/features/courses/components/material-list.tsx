// E-books and templates that come with a course, each linking to its material page.
import type { Ebook, Template } from '@atelje/shared/catalog/schemas';
import { Link } from 'react-router';
import { CoverArt } from '../../../components/course/cover-art';
import { useTranslation } from '../../../lib/i18n-react';
import { pictureProps, THUMBNAIL_SIZES } from '../../../lib/image-sizes';
import { formatMoney } from '../../../lib/money';
import styles from './material-list.module.css';

interface MaterialListProps {
  courseId: number;
  ebooks: readonly Ebook[];
  templates: readonly Template[];
}

export function MaterialList({ courseId, ebooks, templates }: MaterialListProps) {
  const { t } = useTranslation(['catalog', 'cart']);
  const items = [
    ...ebooks.map((ebook) => ({
      key: `ebook-${ebook.id}`,
      to: `/courses/${courseId}/ebooks/${ebook.id}`,
      kind: t('cart:type.ebook'),
      title: ebook.title,
      thumbnail: ebook.thumbnail,
      thumbnailSrcSet: ebook.thumbnail_srcset,
      price: formatMoney(ebook.price_para),
    })),
    ...templates.map((template) => ({
      key: `template-${template.id}`,
      to: `/courses/${courseId}/templates/${template.id}`,
      kind: t('cart:type.template'),
      title: template.title,
      thumbnail: template.thumbnail,
      thumbnailSrcSet: template.thumbnail_srcset,
      price: template.is_free ? t('materials.freeTemplate') : formatMoney(template.price_para),
    })),
  ];
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.key}>
          <Link to={item.to} className={styles.item}>
            <span className={styles.thumb} aria-hidden="true">
              {item.thumbnail ? (
                <img
                  {...pictureProps(item.thumbnail, item.thumbnailSrcSet, THUMBNAIL_SIZES)}
                  alt=""
                  loading="lazy"
                />
              ) : (
                <CoverArt title={item.title} size="sm" />
              )}
            </span>
            <span className={styles.text}>
              <span className={styles.kind}>{item.kind}</span>
              <span className={styles.title}>{item.title}</span>
              <span className={styles.price}>{item.price}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
