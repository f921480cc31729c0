// Which way into each course the success page offers: a course the order opens is started, a course the order only
// extends is continued. An order of e-books, templates or memberships alone opens no course here; its buyer goes to
// My purchases instead.
import type { PaymentStatus } from '../api/get-payment-status';

export interface SuccessLink {
  courseId: number;
  kind: 'start' | 'resume';
}

export function successLinks(
  payment: Pick<PaymentStatus, 'course_ids' | 'extended_course_ids'>,
): SuccessLink[] {
  const extended = new Set(payment.extended_course_ids);
  return payment.course_ids.map((courseId) => ({
    courseId,
    kind: extended.has(courseId) ? 'resume' : 'start',
  }));
}

/** The sentence under the order facts: the course one, only when the order opened a course and extended none. */
export function successAccessKey(payment: Pick<PaymentStatus, 'course_ids' | 'extended_course_ids'>) {
  return payment.course_ids.length > 0 && payment.extended_course_ids.length === 0
    ? ('success.access' as const)
    : ('success.accessAny' as const);
}
