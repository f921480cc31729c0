// /svi-kursevi: every course.

import { useTranslation } from '../../../lib/i18n-react';
import type { MetaFunction } from '../../../lib/page-meta';
import { type PageLoader, prefetchAll } from '../../../lib/route-loader';
import { coursesQuery, useCourses } from '../api/get-courses';
import { CatalogPage } from '../components/catalog-page';

/** The list itself. */
export const loader: PageLoader = async ({ queryClient }) => {
  await prefetchAll(queryClient, [coursesQuery()]);
};

export const meta: MetaFunction = ({ t }) => ({
  title: t('catalog:all.title'),
  description: t('catalog:meta.allCoursesDescription'),
});

export default function AllCoursesPage() {
  const { t } = useTranslation('catalog');
  const query = useCourses();
  return (
    <CatalogPage
      eyebrow={t('all.eyebrow')}
      title={t('all.title')}
      lead={t('all.lead')}
      courses={query.data}
      isPending={query.isPending}
      isError={query.isError}
      onRetry={() => void query.refetch()}
    />
  );
}
