// Section "recenzije": moderation of course reviews (ADR 041), newest first, filtered by status and course; an
// administrator hides a review from the course page and its rating, or publishes it again (audited).
import { ADMIN_REVIEWS_PER_PAGE, type AdminReview, type ReviewStatus } from '@atelje/shared';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Stars } from '../../../components/ui/rating';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { api } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { useAdminCourses } from '../api/queries';
import styles from '../components/admin.module.css';
import { useAdminTranslation } from '../lib/admin-i18n';
import { failureText } from '../lib/errors';
import { toastError, toastSuccess } from '../lib/toasts';

function useAdminReviews(status: '' | ReviewStatus, courseId: string, page: number) {
  return useQuery({
    queryKey: ['admin', 'reviews', status, courseId, page],
    queryFn: ({ signal }) =>
      api.get('/admin/reviews', {
        query: { page, status: status || undefined, course_id: courseId || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function ReviewsSection() {
  const { t, language } = useAdminTranslation();
  const queryClient = useQueryClient();
  const courses = useAdminCourses();
  const [status, setStatus] = useState<'' | ReviewStatus>('');
  const [courseId, setCourseId] = useState('');
  const [page, setPage] = useState(1);
  const [changing, setChanging] = useState<number | null>(null);
  const reviews = useAdminReviews(status, courseId, page);
  const pages = reviews.data ? Math.max(1, Math.ceil(reviews.data.total / ADMIN_REVIEWS_PER_PAGE)) : 1;

  const moderate = async (review: AdminReview, next: ReviewStatus) => {
    setChanging(review.id);
    try {
      const answer = await api.patch('/admin/reviews/{id}', {
        path: { id: review.id },
        body: { status: next },
      });
      toastSuccess(answer.message);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'reviews'] });
    } catch (error) {
      toastError(failureText(error, t, t('reviews.saveFailed')));
    } finally {
      setChanging(null);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="reviews-heading">
      <h2 id="reviews-heading" className={styles.heading}>
        {t('sections.recenzije')}
      </h2>
      <div className={styles.actions}>
        <Select
          label={t('reviews.filterStatus')}
          value={status}
          options={[
            { value: '', label: t('reviews.allStatuses') },
            { value: 'published', label: t('reviews.statuses.published') },
            { value: 'hidden', label: t('reviews.statuses.hidden') },
          ]}
          onChange={(event) => {
            setStatus(event.currentTarget.value as '' | ReviewStatus);
            setPage(1);
          }}
        />
        <Select
          label={t('reviews.filterCourse')}
          value={courseId}
          options={[
            { value: '', label: t('reviews.allCourses') },
            ...(courses.data ?? []).map((course) => ({ value: String(course.id), label: course.title })),
          ]}
          onChange={(event) => {
            setCourseId(event.currentTarget.value);
            setPage(1);
          }}
        />
      </div>
      {reviews.isPending ? <Spinner label={t('common.loading')} /> : null}
      {reviews.isError ? <Alert tone="danger">{t('reviews.loadFailed')}</Alert> : null}
      {reviews.data ? (
        <>
          <p className={styles.muted}>{t('reviews.total', { count: reviews.data.total })}</p>
          {reviews.data.data.length === 0 ? <p className={styles.muted}>{t('reviews.empty')}</p> : null}
          <div className={styles.tableWrap}>
            <table className={`${styles.table} ${styles.stack}`} data-testid="reviews-table">
              <thead>
                <tr>
                  <th scope="col">{t('reviews.columns.review')}</th>
                  <th scope="col">{t('reviews.columns.course')}</th>
                  <th scope="col">{t('reviews.columns.author')}</th>
                  <th scope="col">{t('reviews.columns.date')}</th>
                  <th scope="col">{t('reviews.columns.status')}</th>
                  <th scope="col">{t('common.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {reviews.data.data.map((review) => (
                  <tr key={review.id}>
                    <td data-label={t('reviews.columns.review')}>
                      <span className={styles.auditText}>
                        <Stars rating={review.rating} label={t('reviews.stars', { rating: review.rating })} />
                        <span className={styles.cellSub}>{review.text ?? t('reviews.noText')}</span>
                      </span>
                    </td>
                    <td data-label={t('reviews.columns.course')}>
                      <span>{review.course_title}</span>
                    </td>
                    <td data-label={t('reviews.columns.author')}>
                      <span className={styles.auditText}>
                        {review.author}
                        <span className={styles.cellSub}>{review.user_email}</span>
                      </span>
                    </td>
                    <td data-label={t('reviews.columns.date')}>
                      <span>{formatDate(review.created_at, language)}</span>
                    </td>
                    <td data-label={t('reviews.columns.status')}>
                      <span className={styles.auditText}>
                        <Badge tone={review.status === 'published' ? 'success' : 'neutral'}>
                          {t(`reviews.statuses.${review.status}`)}
                        </Badge>
                        {review.hidden_reason ? (
                          <span className={styles.cellSub}>
                            {t(`reviews.hiddenBy.${review.hidden_reason}`)}
                          </span>
                        ) : null}
                      </span>
                    </td>
                    <td data-label={t('common.actions')}>
                      <span>
                        {review.status === 'published' ? (
                          <Button
                            size="sm"
                            variant="secondary"
                            aria-label={t('reviews.hideLabel', { author: review.author })}
                            loading={changing === review.id}
                            onClick={() => void moderate(review, 'hidden')}
                          >
                            {t('reviews.hide')}
                          </Button>
                        ) : (
                          <Button
                            size="sm"
                            variant="secondary"
                            aria-label={t('reviews.publishLabel', { author: review.author })}
                            loading={changing === review.id}
                            onClick={() => void moderate(review, 'published')}
                          >
                            {t('reviews.publish')}
                          </Button>
                        )}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {pages > 1 ? (
            <nav className={styles.pager} aria-label={t('common.pagination')}>
              <button
                type="button"
                className={styles.pageButton}
                disabled={page === 1}
                onClick={() => setPage(page - 1)}
              >
                {t('reviews.previous')}
              </button>
              <span className={styles.muted}>{t('reviews.page', { page, pages })}</span>
              <button
                type="button"
                className={styles.pageButton}
                disabled={page >= pages}
                onClick={() => setPage(page + 1)}
              >
                {t('reviews.next')}
              </button>
            </nav>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
