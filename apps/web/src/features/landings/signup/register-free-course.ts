// POST /register-free-course and /register-free-course2 (spec 000 §7): the sign-up forms' calls.
import type {
  RegisterFreeCourse2Request,
  RegisterFreeCourseRequest,
} from '@atelje/shared/marketing/signup-schemas';
import { api } from '../../../lib/api-client';

export function registerFreeCourse(body: RegisterFreeCourseRequest) {
  return api.post('/register-free-course', { body });
}

export function registerFreeCourse2(body: RegisterFreeCourse2Request) {
  return api.post('/register-free-course2', { body });
}

/** The light checks of the forms before they call (the server validates the same with the shared schema). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type FieldProblem = 'nameRequired' | 'emailRequired' | 'emailInvalid' | 'genderRequired';

export function checkName(value: string): FieldProblem | null {
  return value.trim() ? null : 'nameRequired';
}

export function checkEmail(value: string): FieldProblem | null {
  if (!value.trim()) return 'emailRequired';
  return EMAIL.test(value.trim()) ? null : 'emailInvalid';
}

/** The problems of a form's name and e-mail, the name's under the form's own field name. */
export function checkNameAndEmail<N extends string>(
  nameField: N,
  name: string,
  email: string,
): Partial<Record<N | 'email', FieldProblem>> {
  const found: Partial<Record<N | 'email', FieldProblem>> = {};
  const nameProblem = checkName(name);
  const emailProblem = checkEmail(email);
  if (nameProblem) found[nameField] = nameProblem;
  if (emailProblem) found.email = emailProblem;
  return found;
}
