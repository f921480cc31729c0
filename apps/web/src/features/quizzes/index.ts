// The quizzes feature's public surface: what other features and app/ may import (ADR 048).
export { CourseQuizzes } from './components/course-quizzes';
