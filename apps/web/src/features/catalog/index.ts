// The catalog feature's public surface: what other features and app/ may import (ADR 048).
export { courseQuery, useCourse } from './api/get-course';
export { coursesQuery } from './api/get-courses';
export { coursesByTypeQuery } from './api/get-courses-by-type';
export { popularCoursesQuery, usePopularCourses } from './api/get-popular-courses';
export { groupLessons, lessonsOf } from './lib/lessons';
