// /instructors: the instructors as a portrait grid.

import { Link } from 'react-router';
import { CourseGridSkeleton } from '../../../components/course/course-grid';
import { Page, PageHeader } from '../../../components/layout/page';
import { Button } from '../../../components/ui/button';
import { StateMessage } from '../../../components/ui/state-message';
import { useTranslation } from '../../../lib/i18n-react';
import type { MetaFunction } from '../../../lib/page-meta';
import { type PageLoader, prefetchAll } from '../../../lib/route-loader';
import { instructorsQuery, useInstructors } from '../api/get-instructors';
import { Portrait } from '../components/portrait';
import styles from './instructors-page.module.css';

/** The list. */
export const loader: PageLoader = async ({ queryClient }) => {
  await prefetchAll(queryClient, [instructorsQuery()]);
};

export const meta: MetaFunction = ({ t }) => ({
  title: t('catalog:meta.instructors'),
  description: t('catalog:meta.instructorsDescription'),
});

export default function InstructorsPage() {
  const { t } = useTranslation('catalog');
  const query = useInstructors();

  return (
    <Page rhythm="long" className={styles.page}>
      <PageHeader
        eyebrow={t('instructors.eyebrow')}
        title={t('instructors.title')}
        lead={t('instructors.lead')}
        ruled
      />
      {query.isPending ? (
        <CourseGridSkeleton label={t('list.loading')} count={4} />
      ) : query.isError ? (
        <StateMessage
          tone="error"
          title={t('instructors.errorTitle')}
          action={
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {t('list.retry')}
            </Button>
          }
        >
          {t('list.errorText')}
        </StateMessage>
      ) : query.data.length === 0 ? (
        <StateMessage title={t('instructors.emptyTitle')}>{t('instructors.emptyText')}</StateMessage>
      ) : (
        <ul className={styles.grid}>
          {query.data.map((instructor, index) => (
            <li key={instructor.id}>
              <article className={styles.card} data-testid="instructor-card">
                <Portrait
                  name={instructor.name}
                  image={instructor.image}
                  imageSrcSet={instructor.image_srcset}
                  eager={index < 4}
                />
                <div className={styles.body}>
                  <h2 className={styles.name}>
                    <Link to={`/instructors/${instructor.id}`} className={styles.link}>
                      {instructor.name}
                    </Link>
                  </h2>
                  {instructor.field || instructor.specialty ? (
                    <p className={styles.field}>
                      {[instructor.field, instructor.specialty].filter(Boolean).join(' · ')}
                    </p>
                  ) : null}
                  <p className={styles.count}>{t('list.count', { count: instructor.course_count })}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
