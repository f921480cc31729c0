// /svi-kursevi: every course.
import { useTranslation } from '../../../lib/i18n-react';
import { type PageLoader, prefetchAll } from '../../../lib/route-loader';
import { usePageTitle } from '../../../lib/use-page-title';
import { coursesQuery, useCourses } from '../api/get-courses';
import { CatalogPage } from '../components/catalog-page';

/** The list itself. */
export const loader: PageLoader = async ({ queryClient }) => {
  await prefetchAll(queryClient, [coursesQuery()]);
};

export default function AllCoursesPage() {
  const { t } = useTranslation('catalog');
  usePageTitle(t('all.title'));
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
