// The lessons feature's public surface: what other features and app/ may import (ADR 048).
export { continueHref, useContinueWatching } from './api/get-continue-watching';
export { useLessonUrl } from './api/get-lesson-url';
export { CourseProgressBar } from './components/course-progress-bar';
export { LessonPlayer } from './components/lesson-player';
export { useProgressSaver } from './hooks/use-progress-saver';
