import { api } from '../../../lib/api-client';

export function requestGeneratedTrailer(courseId: number, signal?: AbortSignal) {
  return api.get('/courses/{id}/generated-trailer', { path: { id: courseId }, signal });
}

export function getGeneratedTrailerStatus(courseId: number, signal?: AbortSignal) {
  return api.get('/courses/{id}/generated-trailer/status', { path: { id: courseId }, signal });
}
