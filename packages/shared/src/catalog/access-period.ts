// How long a learner keeps a course, said the same way on the course page and in the profile. A free course
// (the registration's mini course among them) is granted without an end date (commerce/free-course.ts and
// access.ts on the server), so its `access_months`, which only a purchase uses, must not be shown for it.

/** Months of access a purchase gives; null when the course is free and its access has no end. */
export function accessPeriodMonths(course: { is_free: boolean; access_months: number }): number | null {
  if (course.is_free) return null;
  return course.access_months > 0 ? course.access_months : DEFAULT_ACCESS_MONTHS;
}

/** The column's default (spec-decisions: "Each course has `access_months`, default 12"). */
export const DEFAULT_ACCESS_MONTHS = 12;
