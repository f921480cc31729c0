// /courses/{id}/ebooks/{ebookId}: an e-book of a course; its buyer gets a link to read it instead of the cart button.

import { useParams } from 'react-router';
import { PageLoadError } from '../../../components/ui/page-load-error';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n-react';
import { parseId } from '../../../lib/route-params';
import { usePageTitle } from '../../../lib/use-page-title';
import { AddToCartButton, ebookToCartItem } from '../../cart';
import { useCourse } from '../../catalog';
import { useCourseEbook } from '../api/get-course-ebook';
import { EbookDetail } from '../components/ebook-detail';
import { useOwnedMaterial } from '../hooks/use-owned-material';
import { CourseMaterialActions } from './course-material-actions';
import { MaterialLoading, MaterialNotFound } from './material-states';

export default function CourseEbookPage() {
  const { t } = useTranslation(['catalog', 'cart']);
  const params = useParams();
  const courseId = parseId(params.courseId);
  const ebookId = parseId(params.ebookId);
  const valid = courseId !== null && ebookId !== null;
  const query = useCourseEbook(courseId ?? 0, ebookId ?? 0, valid);
  const course = useCourse(courseId ?? 0, valid);
  const readUrl = useOwnedMaterial('ebooks', valid ? ebookId : null);
  const notFound =
    !valid || (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 422));
  usePageTitle(query.data?.title ?? (notFound ? t('ebooks.notFound') : t('ebooks.title')));

  if (notFound) return <MaterialNotFound title={t('ebooks.notFound')} text={t('ebooks.notFoundText')} />;
  if (query.isPending) return <MaterialLoading />;
  if (query.isError)
    return <PageLoadError title={t('ebooks.loadError')} onRetry={() => void query.refetch()} />;
  return (
    <EbookDetail
      ebook={query.data}
      course={{ id: courseId, title: course.data?.title }}
      action={
        <CourseMaterialActions
          owned={readUrl ? { url: readUrl, label: t('materials.read') } : null}
          courseId={courseId}
        >
          <AddToCartButton item={ebookToCartItem(query.data)} size="lg" />
        </CourseMaterialActions>
      }
    />
  );
}
