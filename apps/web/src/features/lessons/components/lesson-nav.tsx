// The lessons beside the player: numbered, with length, a check when completed and a bar while started; in the
// category view (lessons grouped into video categories) a row of category links above them.
import type { Video } from '@atelje/shared/catalog/schemas';
import type { LessonProgress } from '@atelje/shared/lessons/schemas';
import { Link } from 'react-router';
import { StrokeIcon } from '../../../components/ui/icons';
import { clock } from '../../../lib/format';
import { useLessonsTranslation } from '../lib/lessons-i18n';
import styles from './lesson-nav.module.css';

export interface NumberedLesson {
  video: Video;
  number: number;
}

export interface CategoryLink {
  id: number;
  name: string;
  href: string;
  completed: number;
  total: number;
}

interface LessonNavProps {
  lessons: NumberedLesson[];
  currentId: number | null;
  progress: ReadonlyMap<number, LessonProgress>;
  hrefFor: (video: Video) => string;
  categories: CategoryLink[] | null;
  activeCategoryId: number | null;
  allHref: string;
}

export function LessonNav({
  lessons,
  currentId,
  progress,
  hrefFor,
  categories,
  activeCategoryId,
  allHref,
}: LessonNavProps) {
  const { t } = useLessonsTranslation();
  return (
    <nav className={styles.nav} aria-label={t('lessons')} data-testid="lesson-nav">
      {categories ? (
        <ul className={styles.categories} aria-label={t('categories')} data-testid="lesson-categories">
          <li>
            <Link
              to={allHref}
              className={styles.category}
              aria-current={activeCategoryId === null ? 'page' : undefined}
            >
              {t('allCategories')}
            </Link>
          </li>
          {categories.map((category) => (
            <li key={category.id}>
              <Link
                to={category.href}
                className={styles.category}
                aria-current={activeCategoryId === category.id ? 'page' : undefined}
                data-testid="lesson-category"
              >
                {category.name}
                <span className={styles.categoryCount}>
                  {category.completed}/{category.total}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <ol className={styles.list}>
        {lessons.map(({ video, number }) => {
          const state = progress.get(video.id);
          const current = video.id === currentId;
          const started = state && !state.completed && state.position_seconds > 0;
          const share =
            started && state.duration_seconds > 0
              ? Math.min(100, Math.round((state.position_seconds / state.duration_seconds) * 100))
              : 0;
          return (
            <li key={video.id}>
              <Link
                to={hrefFor(video)}
                className={[styles.lesson, current ? styles.current : ''].join(' ')}
                aria-current={current ? 'true' : undefined}
                data-testid="lesson-link"
                data-video-id={video.id}
                data-completed={state?.completed ? 'true' : 'false'}
              >
                <span className={styles.number} aria-hidden="true">
                  {state?.completed ? (
                    <StrokeIcon d="m5 10.5 3.2 3.2L15 7" box={20} size={18} strokeWidth="2" />
                  ) : (
                    String(number).padStart(2, '0')
                  )}
                </span>
                <span className={styles.text}>
                  <span className={styles.title}>{video.title}</span>
                  <span className={styles.meta}>
                    {current ? <span className={styles.now}>{t('current')}</span> : null}
                    {state?.completed ? (
                      <span>{t('completed')}</span>
                    ) : started ? (
                      <span>{t('watched', { time: clock(state.position_seconds) })}</span>
                    ) : null}
                    {video.duration_seconds > 0 ? (
                      <span>
                        <span className="visually-hidden">{t('lessonLength')} </span>
                        {clock(video.duration_seconds)}
                      </span>
                    ) : null}
                  </span>
                  {started ? (
                    <span className={styles.track} aria-hidden="true">
                      <span className={styles.fill} style={{ width: `${share}%` }} />
                    </span>
                  ) : null}
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
