// The course page's reviews (ADR 041): the average and count, the published reviews newest first, and for a
// signed-in verified buyer the form to write, edit or delete their own review (1–5 stars as a radio group, which
// the keyboard moves through with the arrow keys, and optional words). Others read the reviews only.
import { type MyReview, REVIEW_TEXT_MAX } from '@atelje/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { formatAverage, Stars } from '../../../components/ui/rating';
import { ApiError, api } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n-react';
import { useAuth } from '../../auth';
import { reviewKeys, useCourseReviews, useMyReview } from '../api/reviews';
import styles from './course-reviews.module.css';

function useRefresh(courseId: number) {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: reviewKeys.all(courseId) }),
      queryClient.invalidateQueries({ queryKey: ['course', courseId], exact: true }),
      queryClient.invalidateQueries({ queryKey: ['courses'] }),
    ]);
  };
}

function ReviewForm({
  courseId,
  review,
  onDone,
}: {
  courseId: number;
  review: MyReview | null;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation('catalog');
  const id = useId();
  const refresh = useRefresh(courseId);
  const [rating, setRating] = useState<number>(review?.rating ?? 0);
  const [text, setText] = useState(review?.text ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (rating < 1) {
      setError(t('reviews.chooseRating'));
      return;
    }
    setError(null);
    setSaving(true);
    try {
      const answer = await api.put('/courses/{id}/review', {
        path: { id: courseId },
        body: {
          rating,
          text: text.trim() ? text : null,
        },
      });
      await refresh();
      onDone(answer.message);
    } catch (failure) {
      setError((failure instanceof ApiError ? failure.serverMessage : null) ?? t('reviews.saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.formTitle}>
        {review ? t('reviews.editTitle') : t('reviews.write')}
      </h3>
      {error ? <Alert tone="danger">{error}</Alert> : null}
      <fieldset className={styles.starGroup}>
        <legend className={styles.legend}>{t('reviews.ratingLegend')}</legend>
        <div className={styles.starRow}>
          {[1, 2, 3, 4, 5].map((value) => (
            <span key={value} className={styles.starOption}>
              <input
                id={`${id}-star-${value}`}
                className={styles.starInput}
                type="radio"
                name={`${id}-rating`}
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
              />
              <label
                htmlFor={`${id}-star-${value}`}
                className={[styles.starLabel, value <= rating ? styles.starOn : ''].filter(Boolean).join(' ')}
              >
                <span aria-hidden="true">★</span>
                <span className="visually-hidden">{t('reviews.starOption', { count: value })}</span>
              </label>
            </span>
          ))}
        </div>
        <p className={styles.choice} aria-live="polite">
          {rating > 0 ? t('reviews.chosen', { count: rating }) : t('reviews.noneChosen')}
        </p>
      </fieldset>
      <div>
        <label className={styles.label} htmlFor={`${id}-text`}>
          {t('reviews.textLabel')}
        </label>
        <textarea
          id={`${id}-text`}
          className={styles.textarea}
          value={text}
          maxLength={REVIEW_TEXT_MAX}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <p id={`${id}-hint`} className={styles.hint}>
          {t('reviews.textHint', { count: REVIEW_TEXT_MAX - text.length })}
        </p>
      </div>
      <div className={styles.actions}>
        <Button type="submit" loading={saving} loadingText={t('reviews.saving')}>
          {review ? t('reviews.saveChanges') : t('reviews.publish')}
        </Button>
        {review ? (
          <Button variant="ghost" onClick={() => onDone('')} disabled={saving}>
            {t('reviews.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function OwnReview({ courseId, userId }: { courseId: number; userId: number }) {
  const { t, i18n } = useTranslation('catalog');
  const mine = useMyReview(courseId, userId);
  const refresh = useRefresh(courseId);
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!mine.data) return null;
  const { review, can_review: canReview } = mine.data;

  const remove = async () => {
    setDeleting(true);
    setError(null);
    try {
      const answer = await api.delete('/courses/{id}/review', { path: { id: courseId } });
      await refresh();
      setNotice(answer.message);
    } catch (failure) {
      setError((failure instanceof ApiError ? failure.serverMessage : null) ?? t('reviews.saveFailed'));
    } finally {
      setDeleting(false);
    }
  };

  const done = (message: string) => {
    setEditing(false);
    setNotice(message || null);
  };

  if (canReview && (!review || editing)) {
    return (
      <>
        {notice ? <Alert tone="success">{notice}</Alert> : null}
        <ReviewForm key={review?.updated_at ?? 'new'} courseId={courseId} review={review} onDone={done} />
      </>
    );
  }
  if (!review) return null;
  return (
    <div className={styles.own} data-testid="own-review">
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {error ? <Alert tone="danger">{error}</Alert> : null}
      <h3 className={styles.formTitle}>{t('reviews.yours')}</h3>
      <div className={styles.itemHead}>
        <Stars rating={review.rating} label={t('reviews.starsLabel', { count: review.rating })} />
        <span className={styles.date}>{formatDate(review.updated_at, i18n.language)}</span>
      </div>
      {review.text ? <p className={styles.text}>{review.text}</p> : null}
      {review.status === 'hidden' ? <Alert tone="warning">{t('reviews.hiddenNote')}</Alert> : null}
      <div className={styles.actions}>
        {canReview ? (
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            {t('reviews.edit')}
          </Button>
        ) : null}
        <Button variant="ghost" size="sm" loading={deleting} onClick={() => void remove()}>
          {t('reviews.delete')}
        </Button>
      </div>
    </div>
  );
}

export function CourseReviews({
  courseId,
  className,
  titleClassName,
}: {
  courseId: number;
  /** The course page's section and heading styles. */
  className: string;
  titleClassName: string;
}) {
  const { t, i18n } = useTranslation('catalog');
  const { user } = useAuth();
  const [page, setPage] = useState(1);
  const reviews = useCourseReviews(courseId, page);
  const data = reviews.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1;

  return (
    <section aria-labelledby="course-reviews" className={className} id="recenzije">
      <h2 id="course-reviews" className={titleClassName}>
        {t('reviews.title')}
      </h2>
      {data && data.summary.count > 0 && data.summary.average !== null ? (
        <div className={styles.summary} data-testid="reviews-summary">
          <span className={styles.average}>{formatAverage(data.summary.average, i18n.language)}</span>
          <Stars
            rating={Math.round(data.summary.average)}
            label={t('rating.label', {
              average: formatAverage(data.summary.average, i18n.language),
              count: data.summary.count,
            })}
          />
          <span className={styles.countText}>{t('reviews.count', { count: data.summary.count })}</span>
        </div>
      ) : null}
      {user ? <OwnReview courseId={courseId} userId={user.id} /> : null}
      {reviews.isError ? <Alert tone="danger">{t('reviews.loadFailed')}</Alert> : null}
      {data && data.data.length === 0 ? <p className={styles.empty}>{t('reviews.empty')}</p> : null}
      {data && data.data.length > 0 ? (
        <ul className={styles.list} data-testid="reviews-list">
          {data.data.map((review) => (
            <li key={review.id} className={styles.item}>
              <div className={styles.itemHead}>
                <span className={styles.author}>{review.author}</span>
                <Stars rating={review.rating} label={t('reviews.starsLabel', { count: review.rating })} />
                <span className={styles.date}>{formatDate(review.created_at, i18n.language)}</span>
              </div>
              {review.text ? <p className={styles.text}>{review.text}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {pages > 1 ? (
        <nav className={styles.pager} aria-label={t('reviews.pagination')}>
          <Button variant="secondary" size="sm" disabled={page === 1} onClick={() => setPage(page - 1)}>
            {t('reviews.newer')}
          </Button>
          <span className={styles.date}>{t('reviews.page', { page, pages })}</span>
          <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('reviews.older')}
          </Button>
        </nav>
      ) : null}
    </section>
  );
}
