// One course in My progress: cover, title, instructor, progress bar, access expiry, the continue button and, once
// the course is finished, the link to its certificate.
import type { MyCourseProgress } from '@atelje/shared/lessons/schemas';
import { Link } from 'react-router';
import { CoverArt } from '../../../components/course/cover-art';
import { ButtonLink } from '../../../components/ui/button';
import { formatDate } from '../../../lib/dates';
import { clock } from '../../../lib/format';
import { PROGRESS_CARD_SIZES, pictureProps } from '../../../lib/image-sizes';
import { CourseProgressBar } from '../../lessons';
import { useProgressTranslation } from '../lib/progress-i18n';
import styles from './course-progress-card.module.css';

export function CourseProgressCard({ course }: { course: MyCourseProgress }) {
  const { t, language } = useProgressTranslation();
  const lessonsHref =
    course.continue_video_id === null
      ? `/courses/${course.course_id}/videos`
      : `/courses/${course.course_id}/videos?v=${course.continue_video_id}`;
  const { access } = course;
  const accessLine =
    access.reason === 'expired' && access.expires_at
      ? t('access.expired', { date: formatDate(access.expires_at, language) })
      : access.reason === 'none'
        ? t('access.none')
        : access.reason === 'free'
          ? t('access.free')
          : access.expires_at
            ? t('access.until', { date: formatDate(access.expires_at, language) })
            : t('access.forever');
  const started = course.last_activity_at !== null;
  const action = course.completed ? t('review') : started ? t('continue') : t('start');

  return (
    <article className={styles.card} data-testid="progress-card" data-course-id={course.course_id}>
      <Link to={lessonsHref} className={styles.cover} tabIndex={-1} aria-hidden="true">
        {course.cover_url ? (
          <img
            {...pictureProps(course.cover_url, course.cover_srcset, PROGRESS_CARD_SIZES)}
            alt=""
            loading="lazy"
            className={styles.image}
          />
        ) : (
          <CoverArt title={course.title} size="sm" />
        )}
        {course.completed ? <span className={styles.badge}>{t('completed')}</span> : null}
      </Link>
      <div className={styles.body}>
        <h2 className={styles.title}>
          <Link to={lessonsHref}>{course.title}</Link>
        </h2>
        {course.author ? <p className={styles.author}>{t('by', { name: course.author })}</p> : null}
        <CourseProgressBar
          percent={course.percent}
          label={t('progressLabel', { title: course.title })}
          caption={t('lessons', { completed: course.completed_lessons, count: course.total_lessons })}
        />
        <p
          className={[styles.access, access.allowed ? '' : styles.accessOff].join(' ')}
          data-testid="progress-access"
        >
          {accessLine}
        </p>
        {access.allowed && course.continue_title && !course.completed ? (
          <p className={styles.next}>
            {t('next', { title: course.continue_title })}
            {course.continue_position_seconds > 0
              ? ` · ${t('at', { time: clock(course.continue_position_seconds) })}`
              : ''}
          </p>
        ) : null}
        <div className={styles.actions}>
          {access.allowed ? (
            <ButtonLink to={lessonsHref} size="sm" data-testid="progress-continue">
              {action}
            </ButtonLink>
          ) : access.reason === 'expired' ? (
            <ButtonLink to="/my-profile#purchases" size="sm" variant="secondary">
              {t('renew')}
            </ButtonLink>
          ) : (
            <ButtonLink to={`/courses/${course.course_id}`} size="sm" variant="secondary">
              {t('buy')}
            </ButtonLink>
          )}
          {course.certificate_code ? (
            <ButtonLink
              to={`/certificates/${course.certificate_code}`}
              size="sm"
              variant="secondary"
              aria-label={t('certificateFor', { title: course.title })}
              data-testid="progress-certificate"
            >
              {t('certificate')}
            </ButtonLink>
          ) : null}
        </div>
      </div>
    </article>
  );
}
