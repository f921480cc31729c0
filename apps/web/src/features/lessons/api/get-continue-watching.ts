// GET /user/continue-watching: the lessons a signed-in learner goes back to (home page row, navbar entry; ADR 039).
import type { ContinueWatchingItem } from '@atelje/shared/lessons/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const continueWatchingKey = ['continue-watching'] as const;

export function getContinueWatching(signal?: AbortSignal) {
  return api.get('/user/continue-watching', { signal });
}

/** Asks only for a signed-in user; the lesson player marks it stale with every saved position. */
export function useContinueWatching(signedIn: boolean) {
  return useQuery({
    queryKey: continueWatchingKey,
    queryFn: ({ signal }) => getContinueWatching(signal),
    enabled: signedIn,
  });
}

/** The page of a lesson to continue: the lesson page opens it and resumes it at the saved second. */
export const continueHref = (item: Pick<ContinueWatchingItem, 'course_id' | 'video_id'>) =>
  `/courses/${item.course_id}/videos?v=${item.video_id}`;
