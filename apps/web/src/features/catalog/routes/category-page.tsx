// /category/{categorySlug}: the courses of one category (GET /courses/category/{slug}).

import { useParams } from 'react-router';
import { PageState } from '../../../components/ui/page-state';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n-react';
import type { MetaFunction } from '../../../lib/page-meta';
import { type PageLoader, prefetchAll } from '../../../lib/route-loader';
import { failure } from '../../../lib/route-meta';
import { categoryCoursesQuery, useCategoryCourses } from '../api/get-category-courses';
import { CatalogPage } from '../components/catalog-page';
import { categoryKey } from '../lib/categories';
import styles from './catalog-routes.module.css';

/** The category and its courses. */
export const loader: PageLoader = async ({ params, queryClient }) => {
  await prefetchAll(queryClient, [categoryCoursesQuery(params.categorySlug ?? '')]);
};

/** The category's name in the page's language; an unknown category is a page that does not exist. */
export const meta: MetaFunction = ({ params, queryClient, t }) => {
  const { queryKey } = categoryCoursesQuery(params.categorySlug ?? '');
  const name = queryClient.getQueryData(queryKey)?.category.name;
  if (name) return { title: name, description: t('catalog:meta.categoryDescription', { name }) };
  return failure(queryClient, queryKey) === 'missing'
    ? { title: t('catalog:category.notFoundTitle'), notFound: true }
    : null;
};

export default function CategoryPage() {
  const { t } = useTranslation(['catalog', 'common']);
  const { categorySlug = '' } = useParams();
  const query = useCategoryCourses(categorySlug);
  const key = categoryKey(categorySlug);
  const name = query.data?.category.name ?? (key ? t(`common:sidebar.${key}`) : '');
  const notFound =
    query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 422);

  if (notFound) {
    return (
      <PageState
        className={styles.statePage}
        title={t('category.notFoundTitle')}
        text={t('category.notFoundText')}
        link={{ to: '/svi-kursevi', label: t('list.allCourses') }}
        testId="not-found"
      />
    );
  }

  return (
    <CatalogPage
      eyebrow={t('category.eyebrow')}
      title={name || t('category.eyebrow')}
      lead={key ? t(`category.leads.${key}`) : undefined}
      courses={query.data?.courses}
      isPending={query.isPending}
      isError={query.isError}
      onRetry={() => void query.refetch()}
    />
  );
}
