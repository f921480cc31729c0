// Request and response shapes of the learner's timestamped notes and bookmarks (issue 22 item 3, ADR 080): private
// to their author, written at a second of a lesson, listed per course in the profile, searched and exported.
import { z } from 'zod';
import { idParam } from '../catalog/schemas';
import { MAX_LESSON_SECONDS } from '../lessons/schemas';
import { isStorableText } from '../validation/safe-input';

/** Longest note, characters (after trimming). */
export const NOTE_TEXT_MAX = 2000;
/** Longest label of a bookmark, characters (after trimming). */
export const BOOKMARK_LABEL_MAX = 120;
/** Notes and bookmarks one learner may keep on one lesson. */
export const NOTES_PER_LESSON_MAX = 200;
/** Rows one list answer holds at most; the export has every row. */
export const NOTES_LIST_LIMIT = 500;
/** Longest search text. */
export const NOTES_QUERY_MAX = 100;

export const noteKindSchema = z.enum(['note', 'bookmark'], { error: 'notes.invalidKind' });
export type NoteKind = z.infer<typeof noteKindSchema>;

const position = z
  .number({ error: 'notes.invalidPosition' })
  .int('notes.invalidPosition')
  .min(0, 'notes.invalidPosition')
  .max(MAX_LESSON_SECONDS, 'notes.invalidPosition');

/**
 * POST /courses/{id}/videos/{videoId}/notes and PUT /notes/{id}: a note needs its text; a bookmark may carry a
 * short label (an empty one is none). The second must lie within the lesson's stored length.
 */
export const noteRequestSchema = z.discriminatedUnion(
  'kind',
  [
    z
      .object({
        kind: z.literal('note'),
        position_seconds: position,
        text: z
          .string({ error: 'notes.textRequired' })
          .trim()
          .min(1, 'notes.textRequired')
          .max(NOTE_TEXT_MAX, 'notes.textTooLong')
          .refine(isStorableText, 'validation.unsafeText'),
      })
      .strict(),
    z
      .object({
        kind: z.literal('bookmark'),
        position_seconds: position,
        text: z
          .string({ error: 'notes.invalidLabel' })
          .trim()
          .max(BOOKMARK_LABEL_MAX, 'notes.labelTooLong')
          .refine(isStorableText, 'validation.unsafeText')
          .optional(),
      })
      .strict(),
  ],
  { error: 'notes.invalidKind' },
);
export type NoteRequest = z.infer<typeof noteRequestSchema>;

/** One note or bookmark with the course and lesson it belongs to. */
export const noteSchema = z.object({
  id: z.number().int(),
  kind: noteKindSchema,
  course_id: z.number().int(),
  course_title: z.string(),
  video_id: z.number().int(),
  lesson_title: z.string(),
  /** The lesson's number among the course's playable lessons (intros left out), 1 first; null when not playable. */
  lesson_number: z.number().int().nullable(),
  position_seconds: z.number().int(),
  /** The note, or a bookmark's label ('' for none). */
  text: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Note = z.infer<typeof noteSchema>;

/** GET /notes: the caller's own notes, filtered by course, lesson and a search text. */
export const notesQuerySchema = z.object({
  course_id: idParam.optional(),
  video_id: idParam.optional(),
  /** Searched in the note, the lesson title and the course title, without regard to case or č ć đ š ž. */
  q: z
    .string({ error: 'notes.invalidQuery' })
    .max(NOTES_QUERY_MAX, 'notes.invalidQuery')
    .refine(isStorableText, 'validation.unsafeText')
    .optional(),
});
export type NotesQuery = z.infer<typeof notesQuerySchema>;

/** Ordered by course title, lesson order and second. */
export const notesResponseSchema = z.object({
  items: z.array(noteSchema),
  /** True when more than NOTES_LIST_LIMIT rows matched (the first ones are given). */
  truncated: z.boolean(),
});
export type NotesResponse = z.infer<typeof notesResponseSchema>;

export const noteFormatSchema = z.enum(['markdown', 'csv'], { error: 'notes.invalidFormat' });
export type NoteFormat = z.infer<typeof noteFormatSchema>;

/** GET /notes/export: every matching note as one Markdown or CSV file. */
export const notesExportQuerySchema = notesQuerySchema.extend({ format: noteFormatSchema });

export const noteSaveResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: noteSchema,
});
export type NoteSaveResponse = z.infer<typeof noteSaveResponseSchema>;

export const noteDeleteResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** Where a note leads: its lesson, opened at its second. */
export const noteHref = (note: Pick<Note, 'course_id' | 'video_id' | 'position_seconds'>) =>
  `/courses/${note.course_id}/videos?v=${note.video_id}&t=${note.position_seconds}`;
