// The upload forms' own checks (spec 001 §5), run before anything is sent; the server checks the same again and
// also looks at the files' content, which a browser cannot do.
import { CAPTION_MAX_BYTES } from '@atelje/shared/lessons/captions';
import {
  COVER_MAX_BYTES,
  EBOOK_MAX_BYTES,
  TEMPLATE_MAX_BYTES,
  VIDEO_MAX_BYTES,
  VIDEO_TITLE_MAX,
} from '@atelje/shared/uploads/schemas';
import type { UploadsKey } from './admin-uploads-i18n';

export interface PickedFile {
  name: string;
  type: string;
  size: number;
}

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/jpg']);
const IMAGE_NAMES = /\.(png|jpe?g)$/i;
const VIDEO_TYPES = new Set([
  'video/mp4',
  'video/quicktime',
  'video/x-msvideo',
  'video/avi',
  'video/x-flv',
  'video/webm',
]);
const VIDEO_NAMES = /\.(mp4|mov|avi|flv|webm)$/i;
const EBOOK_NAMES = /\.(pdf|pptx)$/i;
const CAPTION_NAMES = /\.(vtt|srt)$/i;

export const isImage = (file: PickedFile) =>
  IMAGE_TYPES.has(file.type) || (!file.type && IMAGE_NAMES.test(file.name));
export const isVideo = (file: PickedFile) => VIDEO_TYPES.has(file.type) || VIDEO_NAMES.test(file.name);

/** Standalone video: everything missing, then course, title, file; then the title's length and the cover. */
export function checkVideoUpload(input: {
  courseId: string;
  title: string;
  video: PickedFile | null;
  cover: PickedFile | null;
}): UploadsKey | null {
  const title = input.title.trim();
  if (!input.courseId && !title && !input.video) return 'messages.videoRequired';
  if (!input.courseId) return 'messages.selectCourse';
  if (!title) return 'messages.enterTitle';
  if (!input.video) return 'messages.videoRequired';
  if (title.length > VIDEO_TITLE_MAX) return 'messages.titleMax';
  if (!isVideo(input.video)) return 'messages.videoType';
  if (input.cover) {
    if (!isImage(input.cover)) return 'messages.coverType';
    if (input.cover.size > COVER_MAX_BYTES) return 'messages.coverTooLarge';
  }
  return null;
}

/** Lesson with intro: course, title and main video are required; order, when given, is at least 1. */
export function checkLessonWithIntro(input: {
  courseId: string;
  title: string;
  main: PickedFile | null;
  intro: PickedFile | null;
  order: string;
}): UploadsKey | null {
  const title = input.title.trim();
  if (!input.courseId || !title || !input.main) return 'messages.lessonRequired';
  if (title.length > VIDEO_TITLE_MAX) return 'messages.titleMax';
  if (input.order.trim() !== '') {
    const order = Number(input.order);
    if (!Number.isInteger(order) || order < 1) return 'messages.orderMin';
  }
  if (!isVideo(input.main) || (input.intro && !isVideo(input.intro))) return 'messages.videoType';
  return null;
}

/** Cover upload: course and image required; an image of at most 5 MB. */
export function checkCover(input: { courseId: string; image: PickedFile | null }): UploadsKey | null {
  if (!input.courseId || !input.image) return 'messages.coverRequired';
  if (!isImage(input.image)) return 'messages.imageType';
  if (input.image.size > COVER_MAX_BYTES) return 'messages.imageTooLarge';
  return null;
}

/** E-book and template uploads: file, title and course required; an e-book is a .pdf or .pptx. */
export function checkFileUpload(
  input: { courseId: string; title: string; file: PickedFile | null },
  kind: 'ebook' | 'template',
): UploadsKey | null {
  if (!input.courseId || !input.title.trim() || !input.file) return 'messages.fileRequired';
  if (input.title.trim().length > VIDEO_TITLE_MAX) return 'messages.titleMax';
  if (kind === 'ebook' && !EBOOK_NAMES.test(input.file.name)) return 'messages.ebookType';
  return null;
}

/** What a file picker holds: a lesson or intro video, a video's cover, a course cover, an e-book or a template. */
export type FileRule = 'video' | 'cover' | 'image' | 'ebook' | 'template' | 'captions';

/** The most each kind may weigh: the spec's 5 MB for images, the server's own limits for the rest. */
export const MAX_BYTES: Record<FileRule, number> = {
  video: VIDEO_MAX_BYTES,
  cover: COVER_MAX_BYTES,
  image: COVER_MAX_BYTES,
  ebook: EBOOK_MAX_BYTES,
  template: TEMPLATE_MAX_BYTES,
  captions: CAPTION_MAX_BYTES,
};

/**
 * One chosen file on its own, checked the moment it is picked or dropped (spec 001 §5's types and the 5 MB cover
 * limit, with the spec's own sentences), so the form says what is wrong before anything is sent.
 */
export function checkPickedFile(file: PickedFile, rule: FileRule): UploadsKey | null {
  switch (rule) {
    case 'video':
      if (!isVideo(file)) return 'messages.videoType';
      break;
    case 'cover':
      if (!isImage(file)) return 'messages.coverType';
      if (file.size > COVER_MAX_BYTES) return 'messages.coverTooLarge';
      break;
    case 'image':
      if (!isImage(file)) return 'messages.imageType';
      if (file.size > COVER_MAX_BYTES) return 'messages.imageTooLarge';
      break;
    case 'ebook':
      if (!EBOOK_NAMES.test(file.name)) return 'messages.ebookType';
      break;
    case 'template':
      break;
    case 'captions':
      // A lesson's captions (ADR 078): a WebVTT or SubRip file by name; the server reads its content.
      if (!CAPTION_NAMES.test(file.name)) return 'messages.captionsType';
      if (file.size > CAPTION_MAX_BYTES) return 'messages.captionsTooLarge';
      break;
  }
  if (file.size > MAX_BYTES[rule]) return 'messages.fileTooLarge';
  if (file.size === 0) return 'messages.fileEmpty';
  return null;
}

/** "4,3 MB" / "4.3 MB": a file's size in the page's language, for the preview and the size limits. */
export function formatBytes(bytes: number, language: string): string {
  const number = (value: number, digits: number) =>
    new Intl.NumberFormat(language.startsWith('en') ? 'en' : 'sr-Latn', {
      maximumFractionDigits: digits,
    }).format(value);
  if (bytes >= 1024 ** 3) return `${number(bytes / 1024 ** 3, 2)} GB`;
  if (bytes >= 1024 ** 2) return `${number(bytes / 1024 ** 2, 1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Whole percent of the bytes sent, never 100 before the last byte. */
export function percent(sent: number, total: number): number {
  if (total <= 0) return 0;
  if (sent >= total) return 100;
  return Math.min(99, Math.floor((sent / total) * 100));
}
