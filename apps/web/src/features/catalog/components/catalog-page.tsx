// The shared frame of the course lists (/svi-kursevi, /courses/type/{type}, /category/{slug}): editorial
// header, category chips, and the grid with its loading, empty and error states.
import type { Course } from '@atelje/shared/catalog/schemas';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { CourseGrid, CourseGridSkeleton } from '../../../components/course/course-grid';
import { Page, PageHeader } from '../../../components/layout/page';
import { Button, ButtonLink } from '../../../components/ui/button';
import { StateMessage } from '../../../components/ui/state-message';
import { useTranslation } from '../../../lib/i18n-react';
import { useMainCategoryLinks } from '../lib/categories';
import styles from './catalog-page.module.css';

interface CatalogPageProps {
  eyebrow: string;
  title: string;
  lead?: ReactNode;
  courses: Course[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  /** Shows the category chips under the header. */
  showCategories?: boolean;
}

export function CatalogPage({
  eyebrow,
  title,
  lead,
  courses,
  isPending,
  isError,
  onRetry,
  showCategories = true,
}: CatalogPageProps) {
  const { t } = useTranslation(['catalog', 'common']);
  const categories = useMainCategoryLinks();

  let body: ReactNode;
  if (isPending) {
    body = <CourseGridSkeleton label={t('list.loading')} />;
  } else if (isError || !courses) {
    body = (
      <StateMessage
        tone="error"
        title={t('list.errorTitle')}
        action={
          <Button variant="secondary" onClick={onRetry}>
            {t('list.retry')}
          </Button>
        }
      >
        {t('list.errorText')}
      </StateMessage>
    );
  } else if (courses.length === 0) {
    body = (
      <StateMessage
        title={t('list.emptyTitle')}
        action={
          <ButtonLink to="/svi-kursevi" variant="secondary">
            {t('list.allCourses')}
          </ButtonLink>
        }
      >
        {t('list.emptyText')}
      </StateMessage>
    );
  } else {
    body = <CourseGrid courses={courses} />;
  }

  return (
    <Page className={styles.page}>
      <PageHeader eyebrow={eyebrow} title={title} lead={lead} ruled>
        {courses && courses.length > 0 ? (
          <p className={styles.count}>{t('list.count', { count: courses.length })}</p>
        ) : null}
      </PageHeader>
      {showCategories ? (
        <nav aria-label={t('list.categoriesLabel')} className={styles.chipsNav}>
          <ul className={styles.chips}>
            <li>
              <NavLink
                to="/svi-kursevi"
                end
                className={({ isActive }) => [styles.chip, isActive ? styles.chipActive : ''].join(' ')}
              >
                {t('list.allChip')}
              </NavLink>
            </li>
            {categories.map((category) => (
              <li key={category.slug}>
                <NavLink
                  to={`/category/${category.slug}`}
                  className={({ isActive }) => [styles.chip, isActive ? styles.chipActive : ''].join(' ')}
                >
                  {category.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <section aria-label={title} aria-busy={isPending || undefined}>
        {body}
      </section>
    </Page>
  );
}
