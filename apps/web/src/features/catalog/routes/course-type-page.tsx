// /courses/type/{type}: lifestyle or professional courses; any other type is a not-found state.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { StateMessage } from '../../../components/ui/state-message';
import { usePageTitle } from '../../../lib/use-page-title';
import { isCourseType, useCoursesByType } from '../api/get-courses-by-type';
import { CatalogPage } from '../components/catalog-page';
import styles from './catalog-routes.module.css';

export default function CourseTypePage() {
  const { t } = useTranslation('catalog');
  const { type } = useParams();
  const known = isCourseType(type) ? type : null;
  const query = useCoursesByType(known);
  usePageTitle(known ? t(`types.${known}.title`) : t('types.notFoundTitle'));

  if (!known) {
    return (
      <div className={styles.statePage}>
        <StateMessage
          tone="notFound"
          headingLevel="h1"
          title={t('types.notFoundTitle')}
          action={<ButtonLink to="/svi-kursevi">{t('list.allCourses')}</ButtonLink>}
          testId="not-found"
        >
          {t('types.notFoundText')}
        </StateMessage>
      </div>
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
