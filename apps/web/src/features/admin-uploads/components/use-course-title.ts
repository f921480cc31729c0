// The course and title state of an upload form, with the props of its CourseTitleRow.
import { useState } from 'react';

export function useCourseTitle() {
  const [courseId, setCourseId] = useState('');
  const [title, setTitle] = useState('');
  const row = { courseId, onCourse: setCourseId, title, onTitle: setTitle };
  return { courseId, setCourseId, title, setTitle, row };
}
