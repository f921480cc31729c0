// The lessons of a course as a locked list: titles and lengths; a free preview lesson (ADR 038) is labelled and
// plays in a dialog for anyone, every other lesson plays for buyers on the lesson page.
import type { Video } from '@atelje/shared/catalog/schemas';
import { formatClock } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n-react';
import { groupLessons, lessonsOf } from '../../catalog';
import styles from './lesson-list.module.css';
import type { PreviewLesson } from './lesson-preview-dialog';

interface LessonListProps {
  videos: readonly Video[];
  /** Opens a free preview lesson; without it previews are listed as locked. */
  onPreview?: (lesson: PreviewLesson) => void;
}

function LockIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16">
      <rect x="4.5" y="9" width="11" height="8" rx="2" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M7 9V6.5a3 3 0 0 1 6 0V9" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16">
      <path d="M7 5.5v9l7.5-4.5z" fill="currentColor" />
    </svg>
  );
}

export function LessonList({ videos, onPreview }: LessonListProps) {
  const { t } = useTranslation('catalog');
  const lessons = lessonsOf(videos);
  if (lessons.length === 0) return <p className={styles.empty}>{t('course.noLessons')}</p>;
  const groups = groupLessons(lessons);
  const named = groups.some((group) => group.name !== null);
  let number = 0;
  return (
    <div className={styles.groups} data-testid="lesson-list">
      {groups.map((group) => (
        <div key={group.key} className={styles.group}>
          {named ? <h3 className={styles.groupTitle}>{group.name ?? t('course.otherLessons')}</h3> : null}
          <ol className={styles.list} start={number + 1}>
            {group.lessons.map((lesson) => {
              number += 1;
              const free = lesson.is_preview && onPreview !== undefined;
              const item: PreviewLesson = {
                id: lesson.id,
                title: lesson.title,
                number,
                poster: lesson.thumbnail_url,
              };
              return (
                <li
                  key={lesson.id}
                  className={styles.lesson}
                  data-testid="lesson-row"
                  data-preview={free ? 'true' : undefined}
                >
                  <span className={styles.number} aria-hidden="true">
                    {String(number).padStart(2, '0')}
                  </span>
                  <span className={styles.titleCell}>
                    <span className={styles.title}>{lesson.title}</span>
                    {free ? (
                      <span className={styles.freeTag} data-testid="preview-label">
                        {t('course.preview.label')}
                      </span>
                    ) : null}
                  </span>
                  {lesson.duration_seconds > 0 ? (
                    <span className={styles.duration}>
                      <span className="visually-hidden">{t('course.lessonLength')}</span>
                      {formatClock(lesson.duration_seconds)}
                    </span>
                  ) : (
                    <span />
                  )}
                  {free ? (
                    <button
                      type="button"
                      className={styles.play}
                      onClick={() => onPreview(item)}
                      aria-label={t('course.preview.watchLabel', { title: lesson.title })}
                      data-testid="preview-play"
                    >
                      <PlayIcon />
                      <span className={styles.playText} aria-hidden="true">
                        {t('course.preview.watch')}
                      </span>
                    </button>
                  ) : (
                    <span className={styles.lock} title={t('course.locked')}>
                      <LockIcon />
                      <span className="visually-hidden">{t('course.locked')}</span>
                    </span>
                  )}
                </li>
              );
            })}
          </ol>
        </div>
      ))}
    </div>
  );
}
