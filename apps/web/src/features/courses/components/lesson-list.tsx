// The lessons of a course as a locked list: titles and lengths only, playback is for buyers on the lesson page.
import type { Video } from '@atelje/shared/catalog/schemas';
import { useTranslation } from 'react-i18next';
import { formatClock } from '../lib/format';
import { groupLessons, lessonsOf } from '../lib/lessons';
import styles from './lesson-list.module.css';

export function LessonList({ videos }: { videos: readonly Video[] }) {
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
              return (
                <li key={lesson.id} className={styles.lesson}>
                  <span className={styles.number} aria-hidden="true">
                    {String(number).padStart(2, '0')}
                  </span>
                  <span className={styles.title}>{lesson.title}</span>
                  {lesson.duration_seconds > 0 ? (
                    <span className={styles.duration}>
                      <span className="visually-hidden">{t('course.lessonLength')}</span>
                      {formatClock(lesson.duration_seconds)}
                    </span>
                  ) : null}
                  <span className={styles.lock} title={t('course.locked')}>
                    <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16">
                      <rect
                        x="4.5"
                        y="9"
                        width="11"
                        height="8"
                        rx="2"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="1.5"
                      />
                      <path
                        d="M7 9V6.5a3 3 0 0 1 6 0V9"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="1.5"
                      />
                    </svg>
                    <span className="visually-hidden">{t('course.locked')}</span>
                  </span>
                </li>
              );
            })}
          </ol>
        </div>
      ))}
    </div>
  );
}
