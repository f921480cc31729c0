// Section "recenzije": moderation of course reviews (ADR 041), newest first, filtered by status and course; an
// administrator hides a review from the course page and its rating, or publishes it again (audited).
import { ADMIN_REVIEWS_PER_PAGE, type AdminReview, type ReviewStatus } from '@atelje/shared';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Stars } from '../../../components/ui/rating';
import { Select } from '../../../components/ui/select';
import { api } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { useAdminCourses } from '../api/queries';
import styles from '../components/admin.module.css';
import { QueryState } from '../components/admin-section';
import { type AdminColumn, AdminTable, CellStack, RowButton } from '../components/admin-table';
import tables from '../components/admin-table.module.css';
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

  const columns: AdminColumn<AdminReview>[] = [
    {
      label: t('reviews.columns.review'),
      cell: (review) => (
        <CellStack className={styles.auditText} sub={review.text ?? t('reviews.noText')}>
          <Stars rating={review.rating} label={t('reviews.stars', { rating: review.rating })} />
        </CellStack>
      ),
    },
    { label: t('reviews.columns.course'), cell: (review) => <span>{review.course_title}</span> },
    {
      label: t('reviews.columns.author'),
      cell: (review) => (
        <CellStack className={styles.auditText} sub={review.user_email}>
          {review.author}
        </CellStack>
      ),
    },
    {
      label: t('reviews.columns.date'),
      cell: (review) => <span>{formatDate(review.created_at, language)}</span>,
    },
    {
      label: t('reviews.columns.status'),
      cell: (review) => (
        <CellStack
          className={styles.auditText}
          sub={review.hidden_reason ? t(`reviews.hiddenBy.${review.hidden_reason}`) : null}
        >
          <Badge tone={review.status === 'published' ? 'success' : 'neutral'}>
            {t(`reviews.statuses.${review.status}`)}
          </Badge>
        </CellStack>
      ),
    },
    {
      label: t('common.actions'),
      cell: (review) =>
        review.status === 'published' ? (
          <RowButton
            aria-label={t('reviews.hideLabel', { author: review.author })}
            loading={changing === review.id}
            onClick={() => void moderate(review, 'hidden')}
          >
            {t('reviews.hide')}
          </RowButton>
        ) : (
          <RowButton
            aria-label={t('reviews.publishLabel', { author: review.author })}
            loading={changing === review.id}
            onClick={() => void moderate(review, 'published')}
          >
            {t('reviews.publish')}
          </RowButton>
        ),
    },
  ];

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
      <QueryState query={reviews} error={t('reviews.loadFailed')} />
      {reviews.data ? (
        <>
          <p className={styles.muted}>{t('reviews.total', { count: reviews.data.total })}</p>
          {reviews.data.data.length === 0 ? <p className={styles.muted}>{t('reviews.empty')}</p> : null}
          <AdminTable
            columns={columns}
            rows={reviews.data.data}
            rowKey={(review) => review.id}
            testId="reviews-table"
          />
          {pages > 1 ? (
            <nav className={tables.pager} aria-label={t('common.pagination')}>
              <button
                type="button"
                className={tables.pageButton}
                disabled={page === 1}
                onClick={() => setPage(page - 1)}
              >
                {t('reviews.previous')}
              </button>
              <span className={styles.muted}>{t('reviews.page', { page, pages })}</span>
              <button
                type="button"
                className={tables.pageButton}
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
