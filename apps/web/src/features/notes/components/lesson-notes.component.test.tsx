// The notes panel under the player (ADR 080): a note at the second the player reports (the player paused while it
// is written), a bookmark with the B key, the server's refusal shown at the field, a note's time seeking the player,
// and the player's own keys and typing left alone.
import {
  type Note,
  type NoteRequest,
  noteRequestSchema,
  noteSaveResponseSchema,
  notesResponseSchema,
} from '@atelje/shared/notes/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { renderApp } from '../../../test-support/render';
import { api, refuseFields, reply, server } from '../../../test-support/server';
import { LANGUAGES, text } from '../../../test-support/texts';
import { LessonNotes, type NotesPlayer } from './lesson-notes';

const COURSE = 6;
const VIDEO = 601;

function fakePlayer(seconds: number): NotesPlayer & { at: number } {
  const player = {
    at: seconds,
    time: () => player.at,
    seek: vi.fn(),
    pause: vi.fn(),
  };
  return player;
}

/** The API's notes of the lesson, kept in memory: GET answers what POST stored. */
function notesApi() {
  const stored: Note[] = [];
  const posted: NoteRequest[] = [];
  server.use(
    http.get(api('/notes'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      expect(query.get('course_id')).toBe(String(COURSE));
      expect(query.get('video_id')).toBe(String(VIDEO));
      return reply(notesResponseSchema, {
        items: [...stored].sort((a, b) => a.position_seconds - b.position_seconds),
        truncated: false,
      });
    }),
    http.post(api(`/courses/${COURSE}/videos/${VIDEO}/notes`), async ({ request }) => {
      const raw = await request.json();
      const parsed = noteRequestSchema.safeParse(raw);
      if (!parsed.success) return refuseFields(request, { text: ['notes.textRequired'] });
      posted.push(parsed.data);
      const note: Note = {
        id: stored.length + 1,
        kind: parsed.data.kind,
        course_id: COURSE,
        course_title: 'Mini kurs',
        video_id: VIDEO,
        lesson_title: 'Najava mini kursa',
        lesson_number: 1,
        position_seconds: parsed.data.position_seconds,
        text: parsed.data.text ?? '',
        created_at: '2026-11-28T10:00:00.000Z',
        updated_at: '2026-11-28T10:00:00.000Z',
      };
      stored.push(note);
      return reply(noteSaveResponseSchema, { success: true, message: 'ok', data: note }, { status: 201 });
    }),
    http.delete(api('/notes/:id'), () => HttpResponse.json({ success: true, message: 'ok' })),
  );
  return { stored, posted };
}

describe.each(LANGUAGES)('the lesson notes panel (%s)', (language) => {
  test('writes a note at the second playing, pausing the player, and its time seeks the player', async () => {
    const { posted } = notesApi();
    const player = fakePlayer(83.7);
    const { user } = await renderApp(
      <LessonNotes courseId={COURSE} videoId={VIDEO} player={{ current: player }} />,
      {
        language,
      },
    );
    expect(await screen.findByText(text(language, 'notes:empty'))).toBeTruthy();

    await user.click(screen.getByRole('button', { name: text(language, 'notes:addNote') }));
    expect(player.pause).toHaveBeenCalled();
    const form = screen.getByTestId('note-form');
    expect(within(form).getByText(text(language, 'notes:noteAt', { time: '1:23' }))).toBeTruthy();
    // the player's keys typed into the note stay in the note
    await user.type(within(form).getByTestId('note-text'), 'Boje i svetlo nb');
    await user.click(within(form).getByRole('button', { name: text(language, 'notes:save') }));

    await waitFor(() => expect(screen.getAllByTestId('lesson-note')).toHaveLength(1));
    expect(posted).toEqual([{ kind: 'note', position_seconds: 83, text: 'Boje i svetlo nb' }]);
    await user.click(
      screen.getByRole('button', { name: text(language, 'notes:seekLabel', { time: '1:23' }) }),
    );
    expect(player.seek).toHaveBeenCalledWith(83);
  });

  test('adds a bookmark with the B key and shows the server’s refusal of an empty note', async () => {
    const { posted } = notesApi();
    const player = fakePlayer(12.2);
    const { user } = await renderApp(
      <LessonNotes courseId={COURSE} videoId={VIDEO} player={{ current: player }} />,
      {
        language,
      },
    );
    await screen.findByText(text(language, 'notes:empty'));
    await user.keyboard('b');
    await waitFor(() => expect(screen.getAllByTestId('lesson-note')).toHaveLength(1));
    expect(posted).toEqual([{ kind: 'bookmark', position_seconds: 12 }]);
    expect(screen.getByText(text(language, 'notes:untitledBookmark'))).toBeTruthy();

    await user.keyboard('n');
    const form = screen.getByTestId('note-form');
    await user.click(within(form).getByRole('button', { name: text(language, 'notes:save') }));
    expect(await within(form).findByText(text(language, 'errors:notes.textRequired'))).toBeTruthy();
    expect(posted).toHaveLength(1);
  });
});
