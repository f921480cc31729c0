// GET /my-videos: every lesson the learner may watch now, for the /videos gallery.
import type { GalleryVideo } from '@atelje/shared/lessons/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getMyVideos(signal?: AbortSignal) {
  return api.get<GalleryVideo[]>('/my-videos', { signal });
}

export function useMyVideos() {
  return useQuery({ queryKey: ['my-videos'], queryFn: ({ signal }) => getMyVideos(signal) });
}
