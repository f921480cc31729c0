// Reviews and ratings (issue 16, ADR 041): verified buyers (a paid order's grant of the course still stands)
// write one review per course and may edit or delete it; visitors read the published ones; the administrator
// hides or publishes them. Each change keeps the course's stored rating in step in the same transaction.
import {
  ADMIN_REVIEWS_PER_PAGE,
  type AdminReview,
  type MyReview,
  type MyReviewResponse,
  type RatingSummary,
  REVIEWS_PER_PAGE,
  type Review,
  type ReviewsResponse,
} from '@atelje/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import * as repo from './reviews.repository';

export interface Reviewer {
  userId: number;
}

/** "Ana Petrović" → "Ana P."; one word stays as it is. Never the e-mail. */
export function reviewerName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '—';
  const first = words[0]!;
  const last = words.length > 1 ? words[words.length - 1]! : '';
  return last ? `${first} ${[...last][0]!.toLocaleUpperCase('sr')}.` : first;
}

/** The average with one decimal (4.67 → 4.7), null without reviews. */
export function ratingAverage(count: number, sum: number): number | null {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : null;
}

const summaryOf = (totals: { count: number; sum: number }): RatingSummary => ({
  average: ratingAverage(totals.count, totals.sum),
  count: totals.count,
});

function toReview(row: repo.PublicReviewRow): Review {
  return {
    id: row.id,
    rating: row.rating,
    text: row.text,
    author: reviewerName(row.userName),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function toAdminReview(row: repo.AdminReviewRow): AdminReview {
  return {
    ...toReview(row),
    status: row.status,
    hidden_reason: row.hiddenReason === 'admin' || row.hiddenReason === 'refund' ? row.hiddenReason : null,
    course_id: row.courseId,
    course_title: row.courseTitle,
    user_id: row.userId,
    user_email: row.userEmail,
  };
}

async function publishedCourse(db: Db, courseId: number) {
  const course = await repo.findCourseForReviews(db, courseId);
  if (!course?.published) throw new AppError(404, 'catalog.courseNotFound');
  return course;
}

export async function listPublished(db: Db, courseId: number, page = 1): Promise<ReviewsResponse> {
  await publishedCourse(db, courseId);
  const rows = await repo.findPublished(db, courseId, REVIEWS_PER_PAGE, (page - 1) * REVIEWS_PER_PAGE);
  const totals = await repo.readRating(db, courseId);
  return {
    data: rows.map(toReview),
    summary: summaryOf(totals),
    page,
    per_page: REVIEWS_PER_PAGE,
    total: totals.count,
  };
}

async function ownReview(
  db: Db,
  userId: number,
  courseId: number,
  userName?: string,
): Promise<MyReview | null> {
  const row = await repo.findOwn(db, userId, courseId);
  if (!row) return null;
  return {
    id: row.id,
    rating: row.rating,
    text: row.text,
    author: reviewerName(userName ?? ''),
    status: row.status,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function mine(
  db: Db,
  viewer: Reviewer & { name: string },
  courseId: number,
): Promise<MyReviewResponse> {
  await publishedCourse(db, courseId);
  const state = await repo.purchaseState(db, viewer.userId, courseId);
  return {
    can_review: state === 'live',
    reason: state === 'live' ? null : state === 'refunded' ? 'refunded' : 'not-bought',
    review: await ownReview(db, viewer.userId, courseId, viewer.name),
  };
}

async function requireBuyer(db: Db, userId: number, courseId: number) {
  const state = await repo.purchaseState(db, userId, courseId);
  if (state === 'refunded') throw new AppError(403, 'reviews.refunded');
  if (state !== 'live') throw new AppError(403, 'reviews.notBuyer');
}

export async function save(
  db: Db,
  viewer: Reviewer & { name: string },
  courseId: number,
  input: { rating: number; text?: string | null },
): Promise<{ review: MyReview; summary: RatingSummary; created: boolean }> {
  await publishedCourse(db, courseId);
  await requireBuyer(db, viewer.userId, courseId);
  const text = input.text?.trim() ? input.text.trim() : null;
  const now = new Date();
  const result = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await repo.lockCourse(tx, courseId);
    const saved = await repo.upsert(tx, { userId: viewer.userId, courseId, rating: input.rating, text }, now);
    const totals = await repo.refreshRating(tx, courseId);
    return { ...saved, totals };
  });
  return {
    review: {
      id: result.row.id,
      rating: result.row.rating,
      text: result.row.text,
      author: reviewerName(viewer.name),
      status: result.row.status,
      created_at: result.row.createdAt.toISOString(),
      updated_at: result.row.updatedAt.toISOString(),
    },
    summary: summaryOf(result.totals),
    created: result.created,
  };
}

/** Deletes the caller's own review (a refunded buyer may still take theirs away). 404 without one. */
export async function remove(db: Db, viewer: Reviewer, courseId: number): Promise<RatingSummary> {
  await publishedCourse(db, courseId);
  const totals = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await repo.lockCourse(tx, courseId);
    if (!(await repo.removeOwn(tx, viewer.userId, courseId))) throw new AppError(404, 'reviews.notFound');
    return repo.refreshRating(tx, courseId);
  });
  return summaryOf(totals);
}

export async function adminList(
  db: Db,
  query: { status?: 'published' | 'hidden'; course_id?: number; page?: number },
) {
  const page = query.page ?? 1;
  const { rows, total } = await repo.findForAdmin(
    db,
    { status: query.status, courseId: query.course_id },
    ADMIN_REVIEWS_PER_PAGE,
    (page - 1) * ADMIN_REVIEWS_PER_PAGE,
  );
  return { data: rows.map(toAdminReview), page, per_page: ADMIN_REVIEWS_PER_PAGE, total };
}

/** Hides or publishes a review; returns the status before and the review after. */
export async function moderate(
  db: Db,
  id: number,
  status: 'published' | 'hidden',
): Promise<{ before: 'published' | 'hidden'; review: AdminReview }> {
  const courseId = await repo.findCourseOfReview(db, id);
  if (courseId === undefined) throw new AppError(404, 'reviews.notFound');
  const before = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await repo.lockCourse(tx, courseId);
    const changed = await repo.setStatus(tx, id, status, new Date());
    if (!changed) throw new AppError(404, 'reviews.notFound');
    if (changed.before !== status) await repo.refreshRating(tx, courseId);
    return changed.before;
  });
  const row = await repo.findOneForAdmin(db, id);
  if (!row) throw new AppError(404, 'reviews.notFound');
  return { before, review: toAdminReview(row) };
}

/**
 * After a refund, in its transaction: the person's reviews of these courses hide where no paid grant of theirs
 * stands any more, and the ratings are recomputed. Returns the courses whose rating changed.
 */
export async function hideReviewsAfterRefund(
  tx: Db,
  userId: number,
  courseIds: number[],
  now: Date,
): Promise<number[]> {
  return repo.hideAfterRefund(tx, userId, courseIds, now);
}
