// The player's save callback for one lesson: saves through the API (or, when the page is closing, as a keepalive
// request), folds the answer into the cached course progress and refreshes My progress; "Continue watching" is
// marked stale, so the home page asks again when it opens (the navbar keeps its link until then).
import type { CourseProgressResponse, ProgressUpdateResponse } from '@atelje/shared/lessons/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { continueWatchingKey } from '../api/get-continue-watching';
import { courseProgressKey } from '../api/get-course-progress';
import { saveProgress, saveProgressOnLeave } from '../api/save-progress';

/** Folds a saved position into the cached course progress, so the list and the bar follow the player. */
function withSaved(old: CourseProgressResponse | undefined, saved: ProgressUpdateResponse) {
  if (!old) return old;
  const { course, ...lesson } = saved;
  const lessons = [...old.lessons.filter((row) => row.video_id !== lesson.video_id), lesson].sort(
    (a, b) => a.video_id - b.video_id,
  );
  return { ...old, ...course, lessons, last_video_id: lesson.video_id };
}

export function useProgressSaver(courseId: number, videoId: number | null) {
  const queryClient = useQueryClient();
  return useCallback(
    (position: number, duration: number, leaving: boolean) => {
      if (videoId === null) return;
      const body = { position_seconds: position, duration_seconds: duration };
      if (leaving) {
        saveProgressOnLeave(courseId, videoId, body);
        return;
      }
      saveProgress(courseId, videoId, body).then(
        (saved) => {
          queryClient.setQueryData<CourseProgressResponse>(courseProgressKey(courseId), (old) =>
            withSaved(old, saved),
          );
          void queryClient.invalidateQueries({ queryKey: ['my-progress'] });
          void queryClient.invalidateQueries({ queryKey: ['my-videos'] });
          void queryClient.invalidateQueries({ queryKey: continueWatchingKey, refetchType: 'none' });
        },
        // A lost save is made good by the next one (every ~10 s and on pause); a dead token is the API client's
        // to handle (it goes to the login page).
        () => undefined,
      );
    },
    [courseId, videoId, queryClient],
  );
}
