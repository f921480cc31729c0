// "Moje beleške" on the profile (issue 22 item 3, ADR 080): the learner's notes and bookmarks by course and lesson,
// searched on the server (case and č ć đ š ž ignored), each time a link that opens the lesson at that second, and
// downloads as Markdown or CSV (everything shown, or one course).
import { type Note, type NoteFormat, noteHref } from '@atelje/shared/notes/schemas';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { clock } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { downloadNotes, type NotesFilter, useNotes } from '../api/notes';
import { useNotesTranslation } from '../lib/notes-i18n';
import styles from './notes-section.module.css';

/** Wait after the last key before asking the server. */
const SEARCH_DELAY_MS = 300;

interface LessonGroup {
  videoId: number;
  number: number | null;
  title: string;
  notes: Note[];
}
interface CourseGroup {
  courseId: number;
  title: string;
  lessons: LessonGroup[];
}

/** The answer is ordered by course and lesson already: consecutive rows form the groups. */
function groupNotes(notes: Note[]): CourseGroup[] {
  const courses: CourseGroup[] = [];
  for (const note of notes) {
    let course = courses.at(-1);
    if (course?.courseId !== note.course_id) {
      course = { courseId: note.course_id, title: note.course_title, lessons: [] };
      courses.push(course);
    }
    let lesson = course.lessons.at(-1);
    if (lesson?.videoId !== note.video_id) {
      lesson = { videoId: note.video_id, number: note.lesson_number, title: note.lesson_title, notes: [] };
      course.lessons.push(lesson);
    }
    lesson.notes.push(note);
  }
  return courses;
}

const FORMAT_NAMES: Record<NoteFormat, string> = { markdown: 'Markdown', csv: 'CSV' };

export function NotesSection() {
  const { t } = useNotesTranslation();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setQ(typed.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [typed]);
  const filter: NotesFilter = q ? { q } : {};
  const notes = useNotes(filter);
  const groups = useMemo(() => groupNotes(notes.data?.items ?? []), [notes.data]);

  const download = (format: NoteFormat, courseId?: number) => {
    downloadNotes(format, { ...filter, ...(courseId === undefined ? {} : { course_id: courseId }) }).catch(
      () => toast.error(t('section.exportError')),
    );
  };
  const hasNotes = groups.length > 0;

  return (
    <section className={styles.section} aria-labelledby="my-notes-title" data-testid="my-notes">
      <div className={styles.sectionHead}>
        <h2 id="my-notes-title" className={styles.sectionTitle}>
          {t('section.title')}
        </h2>
        <p className={styles.meta}>{t('section.intro')}</p>
      </div>
      <div className={styles.toolbar}>
        <search className={styles.search}>
          <TextField
            type="search"
            label={t('section.search')}
            placeholder={t('section.searchPlaceholder')}
            value={typed}
            maxLength={100}
            onChange={(event) => setTyped(event.target.value)}
            data-testid="notes-search"
          />
        </search>
        {hasNotes ? (
          <div className={styles.exports}>
            {(['markdown', 'csv'] as const).map((format) => (
              <Button
                key={format}
                variant="secondary"
                size="sm"
                onClick={() => download(format)}
                data-testid={`notes-export-${format}`}
              >
                {t(format === 'markdown' ? 'section.exportMarkdown' : 'section.exportCsv')}
              </Button>
            ))}
          </div>
        ) : null}
      </div>

      {notes.isPending ? <Spinner label={t('loading')} /> : null}
      {notes.isError ? (
        <div className={styles.failure}>
          <Alert tone="danger">{t('error')}</Alert>
          <Button variant="secondary" onClick={() => void notes.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : null}
      {notes.isSuccess && !hasNotes ? (
        <p className={styles.empty} data-testid="notes-empty">
          {q ? t('section.emptySearch', { q }) : t('section.empty')}
        </p>
      ) : null}
      {notes.data?.truncated ? <p className={styles.meta}>{t('section.truncated')}</p> : null}

      {groups.map((course) => (
        <article
          key={course.courseId}
          className={styles.course}
          aria-labelledby={`notes-course-${course.courseId}`}
          data-testid="notes-course"
        >
          <header className={styles.courseHead}>
            <h3 id={`notes-course-${course.courseId}`} className={styles.courseTitle}>
              {course.title}
            </h3>
            <div className={styles.courseExports}>
              {(['markdown', 'csv'] as const).map((format) => (
                <button
                  key={format}
                  type="button"
                  className={styles.textButton}
                  onClick={() => download(format, course.courseId)}
                  aria-label={t('section.exportCourseLabel', {
                    title: course.title,
                    format: FORMAT_NAMES[format],
                  })}
                >
                  {FORMAT_NAMES[format]}
                </button>
              ))}
            </div>
          </header>
          {course.lessons.map((lesson) => (
            <section key={lesson.videoId} className={styles.lesson} aria-label={lesson.title}>
              <h4 className={styles.lessonTitle}>
                {lesson.number === null
                  ? lesson.title
                  : t('section.lesson', { number: lesson.number, title: lesson.title })}
              </h4>
              <ol className={styles.list}>
                {lesson.notes.map((note) => {
                  const time = clock(note.position_seconds);
                  return (
                    <li
                      key={note.id}
                      className={styles.item}
                      data-testid="profile-note"
                      data-kind={note.kind}
                    >
                      <Link
                        to={noteHref(note)}
                        className={styles.time}
                        aria-label={t('section.openAt', { title: lesson.title, time })}
                        data-testid="profile-note-link"
                      >
                        {time}
                      </Link>
                      <div className={styles.body}>
                        <p className={styles.kind}>{t(`kind.${note.kind}`)}</p>
                        <p className={styles.text}>{note.text || t('untitledBookmark')}</p>
                      </div>
                    </li>
                  );
                })}
              </ol>
            </section>
          ))}
        </article>
      ))}
    </section>
  );
}
