// The notes feature's public surface: what other features and app/ may import (ADR 048).
export { LessonNotes, type NotesPlayer } from './components/lesson-notes';
export { NotesSection } from './components/notes-section';
