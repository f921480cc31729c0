// The access-denied screen of the lesson pages (spec 000 §2, §4): the spec's message, and buy (adds the course
// to the cart, which opens its dropdown), login for visitors, and back. An expired access offers the extension.
import type { Course } from '@atelje/shared/catalog/schemas';
import { Link, useLocation, useNavigate } from 'react-router';
import { CoverArt } from '../../../components/course/cover-art';
import { Button, ButtonLink } from '../../../components/ui/button';
import { courseCover } from '../../../lib/course-display';
import { formatDate } from '../../../lib/dates';
import { ACCESS_DENIED_SIZES, pictureProps } from '../../../lib/image-sizes';
import { loginPathFor } from '../../../lib/redirect';
import { courseToCartItem, useCart } from '../../cart';
import { useLessonsTranslation } from '../lib/lessons-i18n';
import styles from './access-denied.module.css';

interface AccessDeniedProps {
  course: Course;
  /** visitor: no token; none: signed in without access; expired: the access ran out. */
  reason: 'visitor' | 'none' | 'expired';
  expiresAt?: string | null;
}

export function AccessDenied({ course, reason, expiresAt }: AccessDeniedProps) {
  const { t, language } = useLessonsTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const { add, has } = useCart();
  const here = `${location.pathname}${location.search}`;
  const buyable = !course.is_free && !course.coming_soon;
  const inCart = has('course', course.id);
  const cover = courseCover(course);
  // react-router numbers its history entries: idx 0 means this page was opened directly.
  const canGoBack = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

  return (
    <section className={styles.screen} aria-labelledby="denied-title" data-testid="access-denied">
      <div className={styles.cover} aria-hidden="true">
        {cover ? (
          <img
            {...pictureProps(cover.url, cover.srcset, ACCESS_DENIED_SIZES)}
            alt=""
            className={styles.image}
          />
        ) : (
          <CoverArt
            title={course.title}
            kicker={course.category?.name}
            categorySlug={course.category?.slug}
          />
        )}
      </div>
      <div className={styles.body}>
        <p className={styles.eyebrow}>{t('denied.title')}</p>
        <h1 id="denied-title" className={styles.title}>
          {course.title}
        </h1>
        <p className={styles.message} data-testid="denied-message">
          {t('denied.message')}
        </p>
        {reason === 'expired' && expiresAt ? (
          <p className={styles.note}>{t('denied.expired', { date: formatDate(expiresAt, language) })}</p>
        ) : null}
        {reason === 'visitor' ? <p className={styles.note}>{t('denied.visitor')}</p> : null}
        <div className={styles.actions}>
          {reason === 'expired' ? (
            <ButtonLink to="/my-profile#purchases" data-testid="denied-extend">
              {t('denied.extend')}
            </ButtonLink>
          ) : buyable ? (
            <Button
              onClick={() => add(courseToCartItem(course, cover?.url ?? null))}
              data-testid="denied-buy"
            >
              {inCart ? t('denied.inCart') : t('denied.buy')}
            </Button>
          ) : null}
          {reason === 'visitor' ? (
            <ButtonLink
              to={loginPathFor(here)}
              state={{ from: here }}
              variant="secondary"
              data-testid="denied-login"
            >
              {t('denied.login')}
            </ButtonLink>
          ) : null}
          {canGoBack ? (
            <Button variant="ghost" onClick={() => void navigate(-1)} data-testid="denied-back">
              {t('denied.back')}
            </Button>
          ) : (
            <ButtonLink to={`/courses/${course.id}`} variant="ghost" data-testid="denied-back">
              {t('denied.back')}
            </ButtonLink>
          )}
        </div>
        <Link to={`/courses/${course.id}`} className={styles.more}>
          {t('denied.toCourse')}
        </Link>
      </div>
    </section>
  );
}
