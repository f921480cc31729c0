import type { Ebook } from '@atelje/shared/catalog/schemas';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import { MaterialDetail } from './material-detail';

/** An e-book's detail page body (/ebooks/{id} and /courses/{id}/ebooks/{ebookId}), with the page's own action. */
export function EbookDetail({
  ebook,
  course,
  action,
}: {
  ebook: Ebook;
  course: { id: number; title?: string } | null;
  action: ReactNode;
}) {
  const { t } = useTranslation('cart');
  return (
    <MaterialDetail
      kind={t('type.ebook')}
      title={ebook.title}
      author={ebook.author}
      category={ebook.category}
      description={ebook.description}
      thumbnail={ebook.thumbnail}
      thumbnailSrcSet={ebook.thumbnail_srcset}
      pricePara={ebook.price_para}
      course={course}
      action={action}
    />
  );
}
