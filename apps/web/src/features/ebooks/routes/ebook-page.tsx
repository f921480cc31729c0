// /ebooks/{id}: one e-book with add to cart; 404 → "E-knjiga nije pronađena".
import type { Ebook } from '@atelje/shared/catalog/schemas';
import { useParams } from 'react-router';
import { PageLoadError } from '../../../components/ui/page-load-error';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n-react';
import type { MetaFunction } from '../../../lib/page-meta';
import { type PageLoader, prefetchAll } from '../../../lib/route-loader';
import { headWithoutAnswer, summary } from '../../../lib/route-meta';
import { parseId } from '../../../lib/route-params';
import { AddToCartButton, ebookToCartItem } from '../../cart';
import { courseQuery, useCourse } from '../../catalog';
import { ebookQuery, useEbook } from '../api/get-ebook';
import { EbookDetail } from '../components/ebook-detail';
import { MaterialLoading, MaterialNotFound } from './material-states';

/** The e-book, then the course it belongs to (its title links to it). */
export const loader: PageLoader = async ({ params, queryClient }) => {
  const id = parseId(params.ebookId);
  if (id === null) return;
  const ebook = await queryClient.ensureQueryData(ebookQuery(id)).catch(() => null);
  const courseId = ebook?.course_id ?? null;
  await prefetchAll(queryClient, [courseId !== null && courseQuery(courseId)]);
};

/** The e-book's title, description and cover. */
export const meta: MetaFunction = ({ params, queryClient, t }) => {
  const id = parseId(params.ebookId);
  const query = id === null ? null : ebookQuery(id);
  const book = query && queryClient.getQueryData(query.queryKey);
  if (!book)
    return headWithoutAnswer(queryClient, query?.queryKey ?? null, {
      notFound: t('catalog:ebooks.notFound'),
      loadError: t('catalog:ebooks.loadError'),
    });
  return {
    title: book.title,
    description: summary(book.description || book.title),
    type: 'book',
    image: book.thumbnail,
  };
};

export default function EbookPage() {
  const { ebookId } = useParams();
  const id = parseId(ebookId);
  return <EbookView key={id ?? 'none'} id={id} />;
}

function EbookView({ id }: { id: number | null }) {
  const { t } = useTranslation(['catalog', 'cart']);
  const query = useEbook(id ?? 0, id !== null);
  const notFound =
    id === null ||
    (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 422));

  if (notFound) return <MaterialNotFound title={t('ebooks.notFound')} text={t('ebooks.notFoundText')} />;
  if (query.isPending) return <MaterialLoading />;
  if (query.isError)
    return <PageLoadError title={t('ebooks.loadError')} onRetry={() => void query.refetch()} />;
  return <EbookOfCourse ebook={query.data} />;
}

function EbookOfCourse({ ebook }: { ebook: Ebook }) {
  const course = useCourse(ebook.course_id ?? 0, ebook.course_id !== null);
  return (
    <EbookDetail
      ebook={ebook}
      course={ebook.course_id ? { id: ebook.course_id, title: course.data?.title } : null}
      action={<AddToCartButton item={ebookToCartItem(ebook)} size="lg" />}
    />
  );
}
