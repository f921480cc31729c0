// The courses feature's public surface: what other features and app/ may import (ADR 048).
export { courseTrailerQuery, useCourseTrailer } from './api/get-course-trailer';
export { trailerVideoOf } from './components/course-trailer';
