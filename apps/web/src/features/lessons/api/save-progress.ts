// PUT /courses/{courseId}/videos/{videoId}/progress: where the player is. While the page lives the call goes
// through the API client; when the page is being left it goes as a keepalive request that outlives the page.
import type { ProgressRequest, ProgressUpdateResponse } from '@atelje/shared/lessons/schemas';
import { api } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { getToken } from '../../../lib/storage';

const path = (courseId: number, videoId: number) => `/courses/${courseId}/videos/${videoId}/progress`;

export function saveProgress(
  courseId: number,
  videoId: number,
  body: ProgressRequest,
): Promise<ProgressUpdateResponse> {
  return api.put('/courses/{id}/videos/{videoId}/progress', { path: { id: courseId, videoId }, body });
}

/** The last save of a page that is closing: nobody waits for its answer. */
export function saveProgressOnLeave(courseId: number, videoId: number, body: ProgressRequest): void {
  const token = getToken();
  if (!token) return;
  void fetch(`/api${path(courseId, videoId)}`, {
    method: 'PUT',
    keepalive: true,
    credentials: 'same-origin',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      'Accept-Language': currentLanguage(),
    },
    body: JSON.stringify(body),
  }).catch(() => undefined);
}
