// /courses/{id}/templates/{templateId}: a template of a course; free ones download for signed-in users, bought ones
// for their buyer.

import { useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PageLoadError } from '../../../components/ui/page-load-error';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n-react';
import { parseId } from '../../../lib/route-params';
import { usePageTitle } from '../../../lib/use-page-title';
import { AddToCartButton, templateToCartItem } from '../../cart';
import { useCourse } from '../../catalog';
import { useCourseTemplate } from '../api/get-course-template';
import { MaterialDetail } from '../components/material-detail';
import { useOwnedMaterial } from '../hooks/use-owned-material';
import { useTemplateDownload } from '../hooks/use-template-download';
import { CourseMaterialActions } from './course-material-actions';
import { MaterialLoading, MaterialNotFound } from './material-states';

export default function CourseTemplatePage() {
  const { t } = useTranslation(['catalog', 'cart']);
  const params = useParams();
  const courseId = parseId(params.courseId);
  const templateId = parseId(params.templateId);
  const valid = courseId !== null && templateId !== null;
  const query = useCourseTemplate(courseId ?? 0, templateId ?? 0, valid);
  const course = useCourse(courseId ?? 0, valid);
  const { download, pendingId } = useTemplateDownload();
  const ownedUrl = useOwnedMaterial('templates', valid ? templateId : null);
  const notFound =
    !valid || (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 422));
  usePageTitle(query.data?.title ?? (notFound ? t('materials.templateNotFound') : t('cart:type.template')));

  if (notFound) {
    return (
      <MaterialNotFound title={t('materials.templateNotFound')} text={t('materials.templateNotFoundText')} />
    );
  }
  if (query.isPending) return <MaterialLoading />;
  if (query.isError) {
    return <PageLoadError title={t('materials.templateLoadError')} onRetry={() => void query.refetch()} />;
  }
  const template = query.data;
  return (
    <MaterialDetail
      kind={t('cart:type.template')}
      title={template.title}
      author={template.author}
      description={template.description}
      thumbnail={template.thumbnail}
      thumbnailSrcSet={template.thumbnail_srcset}
      pricePara={template.price_para}
      isFree={template.is_free}
      shape="sheet"
      course={{ id: courseId, title: course.data?.title }}
      action={
        <CourseMaterialActions
          owned={ownedUrl ? { url: ownedUrl, label: t('materials.download') } : null}
          courseId={courseId}
        >
          {template.is_free ? (
            <Button size="lg" loading={pendingId === template.id} onClick={() => download(template.id)}>
              {t('materials.download')}
            </Button>
          ) : (
            <AddToCartButton item={templateToCartItem(template)} size="lg" />
          )}
        </CourseMaterialActions>
      }
    />
  );
}
