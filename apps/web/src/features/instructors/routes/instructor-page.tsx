// /instructors/{id}: portrait, field and specialty, biography, trailer video and lifestyle courses;
// 404 → "Predavač nije pronađen".
import type { InstructorDetail } from '@atelje/shared/catalog/schemas';
import { useParams } from 'react-router';
import { CourseGrid } from '../../../components/course/course-grid';
import { PageLoadError } from '../../../components/ui/page-load-error';
import { PageState } from '../../../components/ui/page-state';
import { Spinner } from '../../../components/ui/spinner';
import { VideoFrame } from '../../../components/ui/video-frame';
import { ApiError } from '../../../lib/api-client';
import { paragraphs } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n-react';
import { INSTRUCTOR_GRID_SIZES, INSTRUCTOR_VIDEO_SIZES } from '../../../lib/image-sizes';
import type { MetaFunction } from '../../../lib/page-meta';
import { type PageLoader, prefetchAll } from '../../../lib/route-loader';
import { headWithoutAnswer, summary } from '../../../lib/route-meta';
import {
  type InstructorRef,
  instructorQuery,
  parseInstructorRef,
  useInstructor,
} from '../api/get-instructor';
import { Portrait } from '../components/portrait';
import styles from './instructor-page.module.css';

/** The profile (its courses come with it). */
export const loader: PageLoader = async ({ params, queryClient }) => {
  const ref = parseInstructorRef(params.instructorId);
  await prefetchAll(queryClient, [ref !== null && instructorQuery(ref)]);
};

/** The instructor's name, field, specialty and biography (in the page's language), and portrait. */
export const meta: MetaFunction = ({ params, queryClient, t }) => {
  const ref = parseInstructorRef(params.instructorId);
  const query = ref === null ? null : instructorQuery(ref);
  const person = query && queryClient.getQueryData(query.queryKey);
  if (!person)
    return headWithoutAnswer(queryClient, query?.queryKey ?? null, {
      notFound: t('catalog:instructor.notFound'),
      loadError: t('catalog:instructor.loadError'),
    });
  const about = [person.field, person.specialty].filter(Boolean).join(' · ');
  return {
    title: person.name,
    description: summary(about + (person.bio ? `. ${person.bio}` : '')),
    type: 'profile',
    image: person.image,
  };
};

export default function InstructorPage() {
  const { instructorId } = useParams();
  const ref = parseInstructorRef(instructorId);
  return <InstructorView key={ref ?? 'none'} id={ref} />;
}

function InstructorView({ id }: { id: InstructorRef | null }) {
  const { t } = useTranslation('catalog');
  const query = useInstructor(id ?? 0, id !== null);
  const notFound =
    id === null ||
    (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 422));

  if (notFound) {
    return (
      <PageState
        className={styles.statePage}
        title={t('instructor.notFound')}
        text={t('instructor.notFoundText')}
        link={{ to: '/instructors', label: t('instructor.backToList') }}
        testId="not-found"
      />
    );
  }
  if (query.isPending) {
    return (
      <div className={styles.loading}>
        <Spinner size="md" label={t('list.loading')} />
      </div>
    );
  }
  if (query.isError)
    return <PageLoadError title={t('instructor.loadError')} onRetry={() => void query.refetch()} />;
  return <InstructorProfile instructor={query.data} />;
}

function InstructorProfile({ instructor }: { instructor: InstructorDetail }) {
  const { t } = useTranslation('catalog');
  // The profile shows the lifestyle courses (spec 000 §2); an instructor with none shows all of theirs.
  const lifestyle = instructor.courses ?? [];
  const courses = instructor.all_courses ?? lifestyle;
  const shown = lifestyle.length > 0 ? lifestyle : courses;
  const bio = paragraphs(instructor.bio ?? '');

  return (
    <article className={styles.page} data-testid="instructor-profile">
      <header className={styles.hero}>
        <div className={styles.portrait}>
          <Portrait
            name={instructor.name}
            image={instructor.image}
            imageSrcSet={instructor.image_srcset}
            size="hero"
            eager
          />
        </div>
        <div className={styles.intro}>
          <p className={styles.eyebrow}>{t('instructor.eyebrow')}</p>
          <h1 className={styles.name}>{instructor.name}</h1>
          <dl className={styles.meta}>
            {instructor.field ? (
              <div>
                <dt>{t('instructor.field')}</dt>
                <dd>{instructor.field}</dd>
              </div>
            ) : null}
            {instructor.specialty ? (
              <div>
                <dt>{t('instructor.specialty')}</dt>
                <dd>{instructor.specialty}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t('instructor.courses')}</dt>
              <dd>{t('list.count', { count: instructor.course_count })}</dd>
            </div>
          </dl>
          {bio.length > 0 ? (
            <div className={styles.bio}>
              <h2 className="visually-hidden">{t('instructor.bio')}</h2>
              {bio.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          ) : null}
        </div>
      </header>

      {instructor.trailer_video ? (
        <section className={styles.section} aria-labelledby="instructor-trailer">
          <h2 id="instructor-trailer" className={styles.sectionTitle}>
            {t('instructor.trailer')}
          </h2>
          <div className={styles.video}>
            <VideoFrame
              src={instructor.trailer_video}
              poster={instructor.image}
              posterSrcSet={instructor.image_srcset}
              posterSizes={INSTRUCTOR_VIDEO_SIZES}
              label={t('instructor.trailerLabel', { name: instructor.name })}
              errorNote={t('course.trailerError')}
              testId="instructor-trailer"
            />
          </div>
        </section>
      ) : null}

      <section className={styles.section} aria-labelledby="instructor-courses">
        <h2 id="instructor-courses" className={styles.sectionTitle}>
          {lifestyle.length > 0 || courses.length === 0
            ? t('instructor.lifestyleCourses')
            : t('instructor.allCourses')}
        </h2>
        {shown.length > 0 ? (
          <CourseGrid courses={shown} headingLevel="h3" eagerCount={0} sizes={INSTRUCTOR_GRID_SIZES} />
        ) : (
          <p className={styles.empty}>{t('instructor.noCourses')}</p>
        )}
      </section>
    </article>
  );
}
