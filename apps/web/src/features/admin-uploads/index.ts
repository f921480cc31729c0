// The upload sections the dashboard mounts (each takes no props): video-upload, video-upload-new, cover-upload,
// pdf-upload and template-upload.
export { CoverUploadSection } from './components/cover-upload-section';
export { EbookUploadSection } from './components/ebook-upload-section';
export { LessonWithIntroSection } from './components/lesson-with-intro-section';
export { TemplateUploadSection } from './components/template-upload-section';
export { VideoUploadSection } from './components/video-upload-section';
