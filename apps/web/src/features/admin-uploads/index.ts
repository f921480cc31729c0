// The upload sections the dashboard mounts (each takes no props): video-upload, video-upload-new, cover-upload,
// pdf-upload, template-upload and the video gallery.
export { CoverUploadSection } from './components/cover-upload-section';
export { EbookUploadSection } from './components/ebook-upload-section';
export { GeneratedTrailerSection } from './components/generated-trailer-section';
export { LessonWithIntroSection } from './components/lesson-with-intro-section';
export { TemplateUploadSection } from './components/template-upload-section';
export { VideoGallerySection } from './components/video-gallery-section';
export { VideoUploadSection } from './components/video-upload-section';
