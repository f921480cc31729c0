// "Nastavi gledanje" / "Continue watching" under the hero for a signed-in learner (issue 16, item 17; ADR 039): up
// to four started courses, most recently watched first, each a link straight to its lesson, which the lesson page
// resumes at the saved second. Visitors, learners who have not started anything and a failed request see nothing.
import type { ContinueWatchingItem } from '@atelje/shared/lessons/schemas';
import { Link } from 'react-router';
import { clock } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n-react';
import { CONTINUE_CARD_SIZES, pictureProps } from '../../../lib/image-sizes';
import { generatedPoster } from '../../../lib/poster';
import { useAuth } from '../../auth';
import { continueHref, useContinueWatching } from '../../lessons/shell';
import styles from './home-continue-watching.module.css';
import { HomeSection } from './home-section';

export function HomeContinueWatching() {
  const { t } = useTranslation('home');
  const { isAuthenticated } = useAuth();
  const query = useContinueWatching(isAuthenticated);
  const items = query.data ?? [];
  if (!isAuthenticated || items.length === 0) return null;
  return (
    <div className={styles.wrap}>
      <HomeSection
        id="home-continue"
        eyebrow={t('continue.eyebrow')}
        title={t('continue.title')}
        link={{ to: '/dashboard', label: t('continue.all') }}
        testId="home-continue"
      >
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.course_id}>
              <ContinueCard item={item} />
            </li>
          ))}
        </ul>
      </HomeSection>
    </div>
  );
}

function ContinueCard({ item }: { item: ContinueWatchingItem }) {
  const { t } = useTranslation('home');
  const watched =
    item.duration_seconds > 0 ? Math.min(100, (item.position_seconds * 100) / item.duration_seconds) : 0;
  const where =
    item.position_seconds > 0
      ? t('continue.resume', { time: clock(item.position_seconds) })
      : t('continue.upNext');
  return (
    <Link
      to={continueHref(item)}
      className={styles.card}
      data-testid="continue-card"
      data-course-id={item.course_id}
      data-video-id={item.video_id}
    >
      <span className={styles.thumb}>
        <img
          {...(item.thumbnail_url
            ? pictureProps(item.thumbnail_url, item.thumbnail_srcset, CONTINUE_CARD_SIZES)
            : { src: generatedPoster(item.course_title, item.lesson_title, '') })}
          alt=""
          loading="lazy"
        />
        <span className={styles.play}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
            <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
          </svg>
        </span>
        {item.duration_seconds > 0 ? (
          <span className={styles.length}>{clock(item.duration_seconds)}</span>
        ) : null}
        <span className={styles.track} aria-hidden="true">
          <span className={styles.fill} style={{ width: `${watched}%` }} />
        </span>
      </span>
      <span className={styles.body}>
        <span className={styles.course}>{item.course_title}</span>
        <span className={styles.lesson}>
          {item.lesson_number === null
            ? item.lesson_title
            : t('continue.lesson', { number: item.lesson_number, title: item.lesson_title })}
        </span>
        <span className={styles.meta} data-testid="continue-where">
          {where}
        </span>
        <span className={styles.meta}>{t('continue.course', { percent: item.course_percent })}</span>
      </span>
    </Link>
  );
}
