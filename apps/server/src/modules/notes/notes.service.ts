// The learner's timestamped notes and bookmarks (issue 22 item 3, ADR 080). Writing one on a lesson needs live
// access to its course, as watching does; reading, changing, removing and exporting one's own notes does not (they
// are the learner's words, kept after an access ends). Every note is its author's alone: another learner's id is
// a 404, never a 403, so ids tell nothing.
import {
  formatDateTime,
  NOTES_LIST_LIMIT,
  NOTES_PER_LESSON_MAX,
  type Note,
  type NoteFormat,
  type NoteRequest,
  type NotesQuery,
  type NotesResponse,
  noteHref,
} from '@atelje/shared';
import type { Db } from '../../db/client';
import { csvRecord } from '../../lib/csv';
import { AppError, validationError } from '../../lib/errors';
import { type Locale, localText, translate } from '../../lib/i18n';
import { courseAccessFor } from '../commerce/access';
import * as repo from './notes.repository';

export interface NotesDeps {
  db: Db;
}

export interface Viewer {
  userId: number;
  role: 'admin' | 'user';
}

function toNote(row: repo.NoteRow, locale: Locale): Note {
  return {
    id: row.id,
    kind: row.kind,
    course_id: row.courseId,
    course_title: localText(row.courseTitle, row.courseTitleEn, locale),
    video_id: row.videoId,
    lesson_title: row.lessonTitle,
    lesson_number: row.lessonNumber,
    position_seconds: row.positionSeconds,
    text: row.text,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A second past the end of the lesson is refused; a lesson of unknown length (0) takes any second. */
function checkPosition(positionSeconds: number, durationSeconds: number) {
  if (durationSeconds > 0 && positionSeconds > durationSeconds)
    throw validationError({ position_seconds: ['notes.positionPastEnd'] });
}

async function ownNote(deps: NotesDeps, viewer: Viewer, noteId: number, locale: Locale): Promise<Note> {
  const [row] = await repo.findOwnNotes(deps.db, viewer.userId, { noteId });
  if (!row) throw new AppError(404, 'notes.notFound');
  return toNote(row, locale);
}

/**
 * Writes a note or bookmark at a second of a lesson: 404 for an unknown or unpublished course, an unknown lesson
 * or an intro (notes are on lessons), 403 without live access, 409 past NOTES_PER_LESSON_MAX on the lesson.
 */
export async function create(
  deps: NotesDeps,
  viewer: Viewer,
  courseId: number,
  videoId: number,
  body: NoteRequest,
  locale: Locale,
  now: Date = new Date(),
): Promise<Note> {
  const access = await courseAccessFor(deps.db, viewer, courseId, now);
  if (access.reason === 'not-found') throw new AppError(404, 'catalog.courseNotFound');
  if (!access.allowed) throw new AppError(403, 'notes.accessDenied');
  const video = await repo.findNotableVideo(deps.db, courseId, videoId);
  if (!video || video.isIntro) throw new AppError(404, 'catalog.videoNotFound');
  checkPosition(body.position_seconds, video.durationSeconds);
  const id = await repo.insertNoteWithinLimit(
    deps.db,
    {
      userId: viewer.userId,
      courseId,
      videoId,
      kind: body.kind,
      positionSeconds: body.position_seconds,
      text: body.text ?? '',
      createdAt: now,
      updatedAt: now,
    },
    NOTES_PER_LESSON_MAX,
  );
  if (id === null) throw new AppError(409, 'notes.tooMany', { params: { max: NOTES_PER_LESSON_MAX } });
  return ownNote(deps, viewer, id, locale);
}

/** Replaces the kind, second and text of the caller's own note (404 for anyone else's). */
export async function update(
  deps: NotesDeps,
  viewer: Viewer,
  noteId: number,
  body: NoteRequest,
  locale: Locale,
  now: Date = new Date(),
): Promise<Note> {
  const found = await repo.findOwnNote(deps.db, viewer.userId, noteId);
  if (!found) throw new AppError(404, 'notes.notFound');
  checkPosition(body.position_seconds, found.durationSeconds);
  const values = { kind: body.kind, positionSeconds: body.position_seconds, text: body.text ?? '' };
  if (!(await repo.updateOwnNote(deps.db, viewer.userId, noteId, values, now)))
    throw new AppError(404, 'notes.notFound');
  return ownNote(deps, viewer, noteId, locale);
}

export async function remove(deps: NotesDeps, viewer: Viewer, noteId: number): Promise<void> {
  if (!(await repo.deleteOwnNote(deps.db, viewer.userId, noteId))) throw new AppError(404, 'notes.notFound');
}

/** The caller's own notes, at most NOTES_LIST_LIMIT. */
export async function list(
  deps: NotesDeps,
  viewer: Viewer,
  query: NotesQuery,
  locale: Locale,
): Promise<NotesResponse> {
  const rows = await repo.findOwnNotes(
    deps.db,
    viewer.userId,
    { courseId: query.course_id, videoId: query.video_id, text: query.q },
    NOTES_LIST_LIMIT + 1,
  );
  return {
    items: rows.slice(0, NOTES_LIST_LIMIT).map((row) => toNote(row, locale)),
    truncated: rows.length > NOTES_LIST_LIMIT,
  };
}

/** h:mm:ss or m:ss, as the player shows a time. */
export function clock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

const lessonHeading = (note: Note, locale: Locale) =>
  note.lesson_number === null
    ? note.lesson_title
    : translate(locale, 'notes.export.lesson', { number: note.lesson_number, title: note.lesson_title });

/** Markdown: a heading per course and lesson, a list item per note with its time linking to the lesson there. */
export function notesMarkdown(notes: Note[], locale: Locale, publicUrl: string, now: Date): string {
  const lines = [
    `# ${translate(locale, 'notes.export.title')}`,
    '',
    translate(locale, 'notes.export.taken', { date: formatDateTime(now, locale) }),
  ];
  let course: number | null = null;
  let lesson: number | null = null;
  for (const note of notes) {
    if (note.course_id !== course) {
      course = note.course_id;
      lesson = null;
      lines.push('', `## ${note.course_title}`);
    }
    if (note.video_id !== lesson) {
      lesson = note.video_id;
      lines.push('', `### ${lessonHeading(note, locale)}`, '');
    }
    const kind = translate(locale, note.kind === 'note' ? 'notes.export.note' : 'notes.export.bookmark');
    const link = `[${clock(note.position_seconds)}](${publicUrl}${noteHref(note)})`;
    // Continuation lines indented, so a note of several lines stays one list item.
    const text = note.text.replace(/\r\n?/g, '\n').split('\n').join('\n  ');
    lines.push(`- ${link} ${kind}${text ? `: ${text}` : ''}`);
  }
  if (notes.length === 0) lines.push('', translate(locale, 'notes.export.empty'));
  return `${lines.join('\n')}\n`;
}

const BOM = '\uFEFF';

/** CSV with a heading row (UTF-8 with a BOM; ';' for Serbian spreadsheets, ',' for English, as ADR 072). */
export function notesCsv(notes: Note[], locale: Locale, publicUrl: string): string {
  const separator = locale === 'sr' ? ';' : ',';
  const heading = [
    'course',
    'lessonNumber',
    'lesson',
    'time',
    'seconds',
    'kind',
    'text',
    'link',
    'written',
  ].map((column) => translate(locale, `notes.export.column.${column}` as Parameters<typeof translate>[1]));
  const records = notes.map((note) =>
    csvRecord(
      [
        note.course_title,
        note.lesson_number === null ? '' : String(note.lesson_number),
        note.lesson_title,
        clock(note.position_seconds),
        String(note.position_seconds),
        translate(locale, note.kind === 'note' ? 'notes.export.note' : 'notes.export.bookmark'),
        note.text,
        `${publicUrl}${noteHref(note)}`,
        formatDateTime(note.created_at, locale),
      ],
      separator,
    ),
  );
  return BOM + csvRecord(heading, separator) + records.join('');
}

/** Every matching note of the caller as one file. */
export async function exportNotes(
  deps: NotesDeps,
  viewer: Viewer,
  query: NotesQuery & { format: NoteFormat },
  locale: Locale,
  publicUrl: string,
  now: Date = new Date(),
): Promise<string> {
  const rows = await repo.findOwnNotes(deps.db, viewer.userId, {
    courseId: query.course_id,
    videoId: query.video_id,
    text: query.q,
  });
  const notes = rows.map((row) => toNote(row, locale));
  return query.format === 'csv'
    ? notesCsv(notes, locale, publicUrl)
    : notesMarkdown(notes, locale, publicUrl, now);
}
