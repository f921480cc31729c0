// /courses/{courseId}/videos and /courses/{courseId}/{categoryId}/videos (spec 000 §2, §4): loading, not found,
// denied (no token, 403, expired) and granted. Granted shows the player, the course's progress and the lessons;
// a course whose lessons carry video categories shows them as a category view. ?v={videoId} picks the lesson;
// without it the lesson played last (or the first) opens. A 401 clears the token and goes to login and back: the
// API client does that for every call (lib/session-expiry.ts); a session that ended before the page opened (the
// start-up check refused the token) goes the same way, never to the visitor's "you must buy this course".
import type { Course, Video } from '@atelje/shared/catalog/schemas';
import type { LessonProgress } from '@atelje/shared/lessons/schemas';
import { useCallback, useMemo, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { PageLoadError } from '../../../components/ui/page-load-error';
import { PageState } from '../../../components/ui/page-state';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { generatedPoster } from '../../../lib/poster';
import { parseId } from '../../../lib/route-params';
import { loginAfterExpiry } from '../../../lib/session-expiry';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAuth } from '../../auth';
import { groupLessons, lessonsOf, useCourse } from '../../catalog';
import { LessonNotes } from '../../notes';
import { CourseQuizzes } from '../../quizzes';
import { useCourseAccess } from '../api/get-course-access';
import { useCourseProgress } from '../api/get-course-progress';
import { useLessonUrl } from '../api/get-lesson-url';
import { useSupplementalMaterials } from '../api/get-supplemental-materials';
import { AccessDenied } from '../components/access-denied';
import { CourseProgressBar } from '../components/course-progress-bar';
import { type CategoryLink, LessonNav, type NumberedLesson } from '../components/lesson-nav';
import { LessonPlayer, type LessonPlayerHandle } from '../components/lesson-player';
import { useProgressSaver } from '../hooks/use-progress-saver';
import { nextLesson, openedLesson } from '../lib/lesson-order';
import { useLessonsTranslation } from '../lib/lessons-i18n';
import { requestedStart, startingAt } from '../lib/start-at';
import styles from './lessons-page.module.css';

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : null);
/** The session ended: the API client is already taking the browser to the login page. */
const ended = (error: unknown) => statusOf(error) === 401;

export default function LessonsPage() {
  const { courseId, categoryId } = useParams();
  const id = parseId(courseId);
  const category = categoryId === undefined ? null : parseId(categoryId);
  if (id === null || (categoryId !== undefined && category === null)) return <CourseNotFound />;
  return <Lessons key={id} courseId={id} categoryId={category} />;
}

function CourseNotFound() {
  const { t } = useLessonsTranslation();
  usePageTitle(t('notFound'));
  return (
    <PageState
      className={styles.statePage}
      title={t('notFound')}
      text={t('notFoundText')}
      link={{ to: '/svi-kursevi', label: t('allCourses') }}
      testId="lessons-not-found"
    />
  );
}

function Loading() {
  const { t } = useLessonsTranslation();
  return (
    <div className={styles.page} role="status" aria-live="polite" data-testid="lessons-loading">
      <span className="visually-hidden">{t('loading')}</span>
      <div className={styles.skeleton} aria-hidden="true">
        <span className={styles.skelTitle} />
        <div className={styles.grid}>
          <span className={styles.skelPlayer} />
          <span className={styles.skelList} />
        </div>
      </div>
    </div>
  );
}

function Lessons({ courseId, categoryId }: { courseId: number; categoryId: number | null }) {
  const { t } = useLessonsTranslation();
  const { isAuthenticated, sessionExpired } = useAuth();
  const location = useLocation();
  const course = useCourse(courseId);
  const access = useCourseAccess(courseId, isAuthenticated);
  const accessStatus = statusOf(access.error);
  const courseStatus = statusOf(course.error);

  usePageTitle(course.data ? t('title', { course: course.data.title }) : t('loading'));

  if (!isAuthenticated && sessionExpired) return <Navigate to={loginAfterExpiry(location)} replace />;
  if (course.isPending || (isAuthenticated && access.isPending) || ended(access.error)) return <Loading />;
  if (courseStatus === 404 || courseStatus === 422 || accessStatus === 404) return <CourseNotFound />;
  if (course.isError) return <PageLoadError title={t('loadError')} onRetry={() => void course.refetch()} />;
  if (!isAuthenticated) return <Denied course={course.data} reason="visitor" />;
  if (!access.data) return <PageLoadError title={t('loadError')} onRetry={() => void access.refetch()} />;
  const state = access.data;
  if (!state.allowed) {
    return (
      <Denied
        course={course.data}
        reason={state.reason === 'expired' ? 'expired' : 'none'}
        expiresAt={state.expires_at}
      />
    );
  }
  return <Classroom course={course.data} categoryId={categoryId} expiresAt={state.expires_at} />;
}

function Denied(props: Parameters<typeof AccessDenied>[0]) {
  return (
    <div className={styles.deniedPage}>
      <AccessDenied {...props} />
    </div>
  );
}

function Classroom({
  course,
  categoryId,
  expiresAt,
}: {
  course: Course;
  categoryId: number | null;
  expiresAt: string | null;
}) {
  const { t, language } = useLessonsTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [speed, setSpeed] = useState(1);
  const progress = useCourseProgress(course.id, true);
  const materials = useSupplementalMaterials(course.id, true);

  const videos = course.videos ?? [];
  const numbered: NumberedLesson[] = useMemo(
    () => lessonsOf(videos).map((video, index) => ({ video, number: index + 1 })),
    [videos],
  );
  const groups = useMemo(() => groupLessons(numbered.map((lesson) => lesson.video)), [numbered]);
  const categoryView = groups.some((group) => group.name !== null);
  const inCategory = categoryId === null ? null : groups.find((group) => group.key === `m${categoryId}`);
  const visible =
    categoryId === null ? numbered : numbered.filter((lesson) => lesson.video.category_id === categoryId);

  const progressById = useMemo(
    () => new Map<number, LessonProgress>((progress.data?.lessons ?? []).map((row) => [row.video_id, row])),
    [progress.data],
  );

  const requested = parseId(params.get('v') ?? undefined);
  const selected: Video | null = openedLesson({
    videos,
    visible,
    requested,
    lastVideoId: progress.data?.last_video_id,
    progressPending: progress.isPending,
  });

  const lessonUrl = useLessonUrl(course.id, selected?.id ?? null);
  const urlStatus = statusOf(lessonUrl.error);

  const base = `/courses/${course.id}`;
  const hrefFor = useCallback(
    (video: Video) =>
      categoryId !== null && video.category_id !== null
        ? `${base}/${video.category_id}/videos?v=${video.id}`
        : `${base}/videos?v=${video.id}`,
    [base, categoryId],
  );

  const onSave = useProgressSaver(course.id, selected?.id ?? null);
  const player = useRef<LessonPlayerHandle>(null);
  const start = requestedStart(params.get('t'));
  const answer = useMemo(() => lessonUrl.data && startingAt(lessonUrl.data, start), [lessonUrl.data, start]);

  if (numbered.length === 0) {
    return (
      <PageState
        className={styles.statePage}
        tone="empty"
        title={t('empty')}
        text={t('emptyText')}
        link={{ to: base, label: t('denied.toCourse') }}
        testId="lessons-empty"
      />
    );
  }
  if (categoryId !== null && !inCategory) {
    return (
      <PageState
        className={styles.statePage}
        title={t('player.notFound')}
        text={t('categoryNotFound')}
        link={{ to: `${base}/videos`, label: t('allCategories') }}
        testId="category-not-found"
      />
    );
  }
  if (urlStatus === 403) return <Denied course={course} reason="none" />;

  const current = selected ? numbered.find((lesson) => lesson.video.id === selected.id) : undefined;
  const next = nextLesson(numbered, selected);
  const summary = progress.data;
  const categories: CategoryLink[] | null = categoryView
    ? groups
        .filter((group) => group.name !== null)
        .map((group) => {
          const id = group.lessons[0]!.category_id!;
          return {
            id,
            name: group.name!,
            href: `${base}/${id}/videos`,
            total: group.lessons.length,
            completed: group.lessons.filter((lesson) => progressById.get(lesson.id)?.completed).length,
          };
        })
    : null;
  const lessonLabel = current ? t('lessonNumber', { number: current.number }) : t('player.intro');
  const poster = selected
    ? (selected.thumbnail_url ?? generatedPoster(course.title, selected.title, lessonLabel))
    : '';

  return (
    <div className={styles.page} data-testid="lessons-page">
      <header className={styles.header}>
        <nav aria-label={t('breadcrumb')} className={styles.breadcrumb}>
          <ol>
            <li>
              <Link to="/dashboard">{t('myProgress')}</Link>
            </li>
            <li>
              <Link to={base}>{course.title}</Link>
            </li>
            {inCategory ? <li aria-current="page">{inCategory.name}</li> : null}
          </ol>
        </nav>
        <div className={styles.heading}>
          <div className={styles.titles}>
            <h1 className={styles.title}>{course.title}</h1>
            {course.author ? <p className={styles.byline}>{t('by', { name: course.author.name })}</p> : null}
          </div>
          <div className={styles.summary}>
            <CourseProgressBar
              percent={summary?.percent ?? 0}
              label={t('progressLabel')}
              caption={t('progressValue', {
                completed: summary?.completed_lessons ?? 0,
                count: summary?.total_lessons ?? numbered.length,
              })}
            />
            {expiresAt ? (
              <p className={styles.expiry}>{t('accessUntil', { date: formatDate(expiresAt, language) })}</p>
            ) : null}
          </div>
        </div>
        {summary?.completed ? (
          <div className={styles.done} role="status" data-testid="course-done">
            <p className={styles.doneText}>{t('courseDone')}</p>
            {summary.certificate_code ? (
              <ButtonLink
                to={`/certificates/${summary.certificate_code}`}
                size="sm"
                className={styles.doneLink}
                data-testid="certificate-link"
              >
                {t('certificateLink')}
              </ButtonLink>
            ) : null}
          </div>
        ) : null}
      </header>

      <div className={styles.grid}>
        <section className={styles.stage} aria-labelledby="lesson-title">
          {selected === null || lessonUrl.isPending || ended(lessonUrl.error) ? (
            <div className={styles.placeholder} role="status" data-testid="player-loading">
              {selected ? <img src={poster} alt="" className={styles.placeholderPoster} /> : null}
              <span className={styles.placeholderText}>{t('player.loading')}</span>
            </div>
          ) : lessonUrl.isError ? (
            <div className={styles.placeholder} role="alert" data-testid="player-error">
              <img src={poster} alt="" className={styles.placeholderPoster} />
              <span className={styles.placeholderText}>
                {urlStatus === 404 ? t('player.notFound') : t('player.error')}
              </span>
            </div>
          ) : (
            <LessonPlayer
              key={`${selected.id}-${lessonUrl.dataUpdatedAt}`}
              answer={answer ?? lessonUrl.data}
              handle={player}
              title={selected.title}
              poster={poster}
              speed={speed}
              onSpeedChange={setSpeed}
              onSave={onSave}
              onRetry={() => void lessonUrl.refetch()}
              next={next ? { title: next.video.title, go: () => void navigate(hrefFor(next.video)) } : null}
            />
          )}
          <div className={styles.lessonHead}>
            <p className={styles.lessonNumber}>
              {current ? t('lessonOf', { number: current.number, total: numbered.length }) : lessonLabel}
            </p>
            <h2 id="lesson-title" className={styles.lessonTitle} data-testid="lesson-title">
              {selected?.title ?? ''}
            </h2>
          </div>
          {materials.data?.pdf?.url ? (
            <aside className={styles.materials} aria-label={t('materials')}>
              <p className={styles.materialsLabel}>{t('materials')}</p>
              <a href={materials.data.pdf.url} target="_blank" rel="noopener" className={styles.materialLink}>
                {materials.data.pdf.title} · {t('openPdf')}
                <span className="visually-hidden"> {t('newTab')}</span>
              </a>
            </aside>
          ) : null}
          {selected && lessonUrl.data ? (
            <LessonNotes courseId={course.id} videoId={selected.id} player={player} />
          ) : null}
          <CourseQuizzes
            courseId={course.id}
            lessonId={selected?.id ?? null}
            onCertificate={() => void progress.refetch()}
          />
        </section>

        <aside className={styles.aside}>
          <h2 className={styles.asideTitle}>{inCategory?.name ?? t('lessons')}</h2>
          <LessonNav
            lessons={visible}
            currentId={selected?.id ?? null}
            progress={progressById}
            hrefFor={hrefFor}
            categories={categories}
            activeCategoryId={categoryId}
            allHref={`${base}/videos`}
          />
        </aside>
      </div>
    </div>
  );
}
