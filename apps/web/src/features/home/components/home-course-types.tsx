// Up to 4 courses per type, lifestyle and professional, side by side (spec 000 §1: "on desktop the home shows
// up to 4 courses per type"); phones show the first two of each.
import type { CourseType } from '@atelje/shared/catalog/schemas';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { CourseCard } from '../../../components/course/course-card';
import { Section } from '../../../components/layout/section';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../lib/i18n-react';
import { HOME_TYPES_SIZES } from '../../../lib/image-sizes';
import { useAuth } from '../../auth';
import { coursesByTypeQuery } from '../../catalog';
import { useNearViewport } from '../lib/use-near-viewport';
import styles from './home-course-types.module.css';

const PER_TYPE = 4;

function TypeColumn({ type, enabled }: { type: CourseType; enabled: boolean }) {
  const { t } = useTranslation('home');
  const { isAuthenticated } = useAuth();
  const courses = useQuery({ ...coursesByTypeQuery(type, PER_TYPE), enabled });
  const items = (courses.data ?? []).slice(0, PER_TYPE);
  const titleId = `home-type-${type}-title`;

  return (
    <section className={styles.column} aria-labelledby={titleId} data-testid={`home-type-${type}`}>
      <header className={styles.columnHeader}>
        <div>
          <h3 id={titleId} className={styles.columnTitle}>
            {t(`byType.${type}.title`)}
          </h3>
          <p className={styles.columnText}>{t(`byType.${type}.text`)}</p>
        </div>
        <Link to={`/courses/type/${type}`} className={styles.link}>
          {t(`byType.${type}.link`)}
        </Link>
      </header>
      {!enabled || courses.isPending ? (
        <div className={styles.state}>
          <Spinner size="sm" label={t('sliders.loading')} />
        </div>
      ) : items.length === 0 ? (
        <p className={styles.empty}>{t('popular.empty')}</p>
      ) : (
        <ul className={styles.grid}>
          {items.map((course) => (
            <li key={course.id} className={styles.cell}>
              <CourseCard
                course={course}
                showMeta={isAuthenticated}
                headingLevel="h4"
                sizes={HOME_TYPES_SIZES}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function HomeCourseTypes() {
  const { t } = useTranslation('home');
  const [ref, near] = useNearViewport<HTMLElement>();
  return (
    <Section ref={ref} titleId="home-types-title" eyebrow={t('byType.eyebrow')} title={t('byType.title')}>
      <div className={styles.columns}>
        <TypeColumn type="lifestyle" enabled={near} />
        <TypeColumn type="professional" enabled={near} />
      </div>
    </Section>
  );
}
