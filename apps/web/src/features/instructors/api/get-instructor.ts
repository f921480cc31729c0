// GET /instructors/{id}: a profile with bio, trailer video, lifestyle courses (courses) and all_courses. The
// instructor is named by id or by slug (/instructors/12, /instructors/milica).
import type { InstructorDetail } from '@atelje/shared/catalog/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { parseId } from '../../../lib/route-params';

export type InstructorRef = number | string;

/** An address's instructor: an id, a slug (lower-case words joined by hyphens), or null when it can be neither. */
export function parseInstructorRef(value: string | undefined): InstructorRef | null {
  if (value && /^\d+$/.test(value)) return parseId(value);
  return value && value.length <= 80 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) ? value : null;
}

export function getInstructor(ref: InstructorRef, signal?: AbortSignal): Promise<InstructorDetail> {
  return api.get('/instructors/{id}', { path: { id: String(ref) }, signal });
}

export const instructorQuery = (ref: InstructorRef) =>
  queryOptions({ queryKey: ['instructor', ref], queryFn: ({ signal }) => getInstructor(ref, signal) });

export function useInstructor(ref: InstructorRef, enabled = true) {
  return useQuery({ ...instructorQuery(ref), enabled });
}
