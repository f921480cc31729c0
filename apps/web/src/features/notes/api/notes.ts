// The learner's notes and bookmarks (ADR 080): the list (a lesson's, or the profile's with a search), writing,
// changing and removing one, and the Markdown or CSV export. Every change refreshes every notes list.
import type { NoteFormat, NoteRequest } from '@atelje/shared/notes/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { handleRefusedSession } from '../../../lib/session-expiry';
import { getToken } from '../../../lib/storage';

export interface NotesFilter {
  course_id?: number;
  video_id?: number;
  q?: string;
}

const notesKey = (filter: NotesFilter) => ['notes', filter] as const;

export function useNotes(filter: NotesFilter, enabled = true) {
  return useQuery({
    queryKey: notesKey(filter),
    queryFn: ({ signal }) => api.get('/notes', { query: { ...filter }, signal }),
    enabled,
    placeholderData: (previous) => previous,
  });
}

function useRefreshingMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: ['notes'] }),
  });
}

export const useCreateNote = (courseId: number, videoId: number) =>
  useRefreshingMutation((body: NoteRequest) =>
    api.post('/courses/{id}/videos/{videoId}/notes', { path: { id: courseId, videoId }, body }),
  );

export const useUpdateNote = () =>
  useRefreshingMutation(({ id, body }: { id: number; body: NoteRequest }) =>
    api.put('/notes/{id}', { path: { id }, body }),
  );

export const useDeleteNote = () =>
  useRefreshingMutation((id: number) => api.delete('/notes/{id}', { path: { id } }));

/** The export is behind the bearer token, so it is fetched and handed to the browser as a file to save. */
export async function downloadNotes(format: NoteFormat, filter: NotesFilter): Promise<void> {
  const query = new URLSearchParams({ format });
  if (filter.course_id !== undefined) query.set('course_id', String(filter.course_id));
  if (filter.q) query.set('q', filter.q);
  const headers: Record<string, string> = { 'Accept-Language': currentLanguage() };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`/api/notes/export?${query}`, { headers, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, null);
  }
  if (!response.ok) {
    handleRefusedSession(response.status, token);
    throw new ApiError(response.status, null);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = name ?? `notes.${format === 'csv' ? 'csv' : 'md'}`;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click starts the download asynchronously; keep the blob around long enough for it.
  setTimeout(() => URL.revokeObjectURL(href), 30_000);
}
