// GET /courses/{id}/generated-trailer (asks for a trailer cut from the course's lessons when there is none) and
// GET /courses/{id}/generated-trailer/status (where it is: ready, generating or failed).
import type { GeneratedTrailerResponse } from '@atelje/shared/uploads/schemas';
import { api } from '../../../lib/api-client';

export function requestGeneratedTrailer(courseId: number, signal?: AbortSignal) {
  return api.get<GeneratedTrailerResponse>(`/courses/${courseId}/generated-trailer`, { signal });
}

export function getGeneratedTrailerStatus(courseId: number, signal?: AbortSignal) {
  return api.get<GeneratedTrailerResponse>(`/courses/${courseId}/generated-trailer/status`, { signal });
}
