// /courses/type/{type}: lifestyle or professional courses; any other type is a not-found state.

import { useParams } from 'react-router';
import { PageState } from '../../../components/ui/page-state';
import { useTranslation } from '../../../lib/i18n-react';
import type { MetaFunction } from '../../../lib/page-meta';
import { type PageLoader, prefetchAll } from '../../../lib/route-loader';
import { coursesByTypeQuery, isCourseType, useCoursesByType } from '../api/get-courses-by-type';
import { CatalogPage } from '../components/catalog-page';
import styles from './catalog-routes.module.css';

/** The type's courses; an unknown type asks for nothing (the page says it is not found). */
export const loader: PageLoader = async ({ params, queryClient }) => {
  await prefetchAll(queryClient, [isCourseType(params.type) && coursesByTypeQuery(params.type)]);
};

/** An unknown type is a page that does not exist. */
export const meta: MetaFunction = ({ params, t }) =>
  isCourseType(params.type)
    ? { title: t(`catalog:types.${params.type}.title`) }
    : { title: t('catalog:types.notFoundTitle'), notFound: true };

export default function CourseTypePage() {
  const { t } = useTranslation('catalog');
  const { type } = useParams();
  const known = isCourseType(type) ? type : null;
  const query = useCoursesByType(known);

  if (!known) {
    return (
      <PageState
        className={styles.statePage}
        title={t('types.notFoundTitle')}
        text={t('types.notFoundText')}
        link={{ to: '/svi-kursevi', label: t('list.allCourses') }}
        testId="not-found"
      />
    );
  }

  return (
    <CatalogPage
      eyebrow={t('types.eyebrow')}
      title={t(`types.${known}.title`)}
      lead={t(`types.${known}.lead`)}
      courses={query.data}
      isPending={query.isPending}
      isError={query.isError}
      onRetry={() => void query.refetch()}
    />
  );
}
