// The notes panel under the lesson player (issue 22 item 3, ADR 080): "Dodaj belešku" (or N) pauses the lesson and
// opens a note at the second playing, "Obeleživač" (or B) bookmarks that second at once; the lesson's notes follow,
// each time a button that plays the lesson from there, each note editable and removable. Private to the learner.
import type { Note, NoteKind } from '@atelje/shared/notes/schemas';
import { type FormEvent, type RefObject, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { clock } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useCreateNote, useDeleteNote, useNotes, useUpdateNote } from '../api/notes';
import { useNotesTranslation } from '../lib/notes-i18n';
import { noteShortcut } from '../lib/shortcuts';
import styles from './lesson-notes.module.css';

/** What the panel needs of the player: the second playing, a seek and a pause. */
export interface NotesPlayer {
  time: () => number;
  seek: (seconds: number) => void;
  pause: () => void;
}

interface Draft {
  /** The note being changed; null for a new one. */
  id: number | null;
  kind: NoteKind;
  at: number;
  text: string;
}

const failure = (error: unknown) =>
  error instanceof ApiError ? (Object.values(error.errors)[0]?.[0] ?? error.message) : String(error);

function NoteForm({
  draft,
  saving,
  error,
  onChange,
  onSubmit,
  onCancel,
}: {
  draft: Draft;
  saving: boolean;
  error: string | null;
  onChange: (text: string) => void;
  onSubmit: () => void;
  onCancel: () => void;
}) {
  const { t } = useNotesTranslation();
  const fieldId = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  useEffect(() => area.current?.focus(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className={styles.form} onSubmit={submit} data-testid="note-form">
      <label htmlFor={fieldId} className={styles.formLabel}>
        {draft.kind === 'note' ? t('noteAt', { time: clock(draft.at) }) : t('labelLabel')}
        {draft.kind === 'note' ? <span className="visually-hidden"> – {t('textLabel')}</span> : null}
      </label>
      <textarea
        id={fieldId}
        ref={area}
        className={styles.textarea}
        rows={draft.kind === 'note' ? 3 : 1}
        maxLength={draft.kind === 'note' ? 2000 : 120}
        value={draft.text}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel();
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) onSubmit();
        }}
        aria-invalid={error ? true : undefined}
        data-testid="note-text"
      />
      {error ? <Alert tone="danger">{error}</Alert> : null}
      <div className={styles.formActions}>
        <Button type="submit" size="sm" loading={saving} data-testid="note-save">
          {t('save')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}

export function LessonNotes({
  courseId,
  videoId,
  player,
}: {
  courseId: number;
  videoId: number;
  player: RefObject<NotesPlayer | null>;
}) {
  const { t } = useNotesTranslation();
  const notes = useNotes({ course_id: courseId, video_id: videoId });
  const create = useCreateNote(courseId, videoId);
  const update = useUpdateNote();
  const remove = useDeleteNote();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<string | null>(null);

  const now = useCallback(() => Math.floor(player.current?.time() ?? 0), [player]);

  const startNote = useCallback(() => {
    player.current?.pause();
    setError(null);
    // A new note already open keeps its words (N pressed again outside its field).
    setDraft((current) =>
      current && current.id === null ? current : { id: null, kind: 'note', at: now(), text: '' },
    );
  }, [now, player]);

  const addBookmark = useCallback(() => {
    create.mutate(
      { kind: 'bookmark', position_seconds: now() },
      {
        onSuccess: (answer) => toast.success(answer.message),
        onError: (failed) => toast.error(failure(failed)),
      },
    );
  }, [create, now]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const shortcut = noteShortcut(event);
      if (!shortcut) return;
      event.preventDefault();
      if (shortcut === 'note') startNote();
      else addBookmark();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [startNote, addBookmark]);

  const save = () => {
    if (!draft) return;
    const body =
      draft.kind === 'note'
        ? { kind: 'note' as const, position_seconds: draft.at, text: draft.text }
        : { kind: 'bookmark' as const, position_seconds: draft.at, text: draft.text };
    const done = {
      onSuccess: (answer: { message: string }) => {
        setDraft(null);
        setError(null);
        toast.success(answer.message);
      },
      onError: (failed: unknown) => setError(failure(failed)),
    };
    if (draft.id === null) create.mutate(body, done);
    else update.mutate({ id: draft.id, body }, done);
  };

  const editNote = (note: Note) => {
    setError(null);
    setDraft({ id: note.id, kind: note.kind, at: note.position_seconds, text: note.text });
  };

  const deleteNote = (note: Note) =>
    remove.mutate(note.id, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (failed) => toast.error(failure(failed)),
    });

  const items = notes.data?.items ?? [];
  return (
    <section className={styles.panel} aria-labelledby="lesson-notes-title" data-testid="lesson-notes">
      <div className={styles.head}>
        <div>
          <h2 id="lesson-notes-title" className={styles.title}>
            {t('title')}
          </h2>
          <p className={styles.meta}>
            {t('private')} <span className={styles.shortcuts}>{t('shortcuts')}</span>
          </p>
        </div>
        <div className={styles.actions}>
          <Button size="sm" onClick={startNote} aria-keyshortcuts="N" data-testid="add-note">
            {t('addNote')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={addBookmark}
            loading={create.isPending && draft === null}
            aria-label={t('addBookmarkLabel')}
            aria-keyshortcuts="B"
            data-testid="add-bookmark"
          >
            {t('addBookmark')}
          </Button>
        </div>
      </div>

      {draft && draft.id === null ? (
        <NoteForm
          draft={draft}
          saving={create.isPending}
          error={error}
          onChange={(text) => setDraft({ ...draft, text })}
          onSubmit={save}
          onCancel={() => setDraft(null)}
        />
      ) : null}

      {notes.isPending ? <p className={styles.meta}>{t('loading')}</p> : null}
      {notes.isError ? (
        <div className={styles.failure}>
          <Alert tone="danger">{t('error')}</Alert>
          <Button variant="secondary" size="sm" onClick={() => void notes.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : null}
      {notes.isSuccess && items.length === 0 && !draft ? <p className={styles.empty}>{t('empty')}</p> : null}
      {items.length > 0 ? (
        <ol className={styles.list}>
          {items.map((note) => {
            const time = clock(note.position_seconds);
            return (
              <li key={note.id} className={styles.item} data-testid="lesson-note" data-kind={note.kind}>
                <button
                  type="button"
                  className={styles.time}
                  onClick={() => player.current?.seek(note.position_seconds)}
                  aria-label={t('seekLabel', { time })}
                  data-testid="note-seek"
                >
                  {time}
                </button>
                {draft?.id === note.id ? (
                  <NoteForm
                    draft={draft}
                    saving={update.isPending}
                    error={error}
                    onChange={(text) => setDraft({ ...draft, text })}
                    onSubmit={save}
                    onCancel={() => setDraft(null)}
                  />
                ) : (
                  <div className={styles.body}>
                    <p className={styles.kind}>{t(`kind.${note.kind}`)}</p>
                    <p className={styles.text}>
                      {note.text || (note.kind === 'bookmark' ? t('untitledBookmark') : '')}
                    </p>
                  </div>
                )}
                {draft?.id === note.id ? null : (
                  <div className={styles.itemActions}>
                    <button
                      type="button"
                      className={styles.textButton}
                      onClick={() => editNote(note)}
                      aria-label={t('editLabel', { time })}
                    >
                      {t('edit')}
                    </button>
                    <button
                      type="button"
                      className={styles.textButton}
                      onClick={() => deleteNote(note)}
                      aria-label={t('deleteLabel', { time })}
                      data-testid="note-delete"
                    >
                      {t('delete')}
                    </button>
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      ) : null}
    </section>
  );
}
