// The administrator's uploads (spec 001 §5, §7): a standalone video, a lesson with an optional intro (files in
// the form or finished resumable uploads), a course cover, e-book and template. Every file is recognised by its
// content, moved into the media store under a name made from its title, and videos get a processing job.
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import {
  coverUploadFieldsSchema,
  fileUploadFieldsSchema,
  lessonWithIntroFieldsSchema,
  type VideoCategoriesResponse,
  type VideoJob,
  videoUploadFieldsSchema,
} from '@atelje/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Storage } from '../../drivers/storage/index';
import { type JobQueue, LONG_JOB_EXPIRE_SECONDS } from '../../jobs/queue';
import { AppError, type MessageKey, validationError } from '../../lib/errors';
import { isMessageKey } from '../../lib/i18n';
import type { ReceivedForm, StagedFile } from '../../lib/multipart';
import { signMediaUrl } from '../../lib/signed-url';
import { draftIfUnplayable, lockCourse, REPUBLISH_FLAG } from '../admin/course-publishing';
import {
  dropGeneratedTrailer,
  findLessonVideo,
  insertVideoJob,
  latestVideoJobs,
  toVideoJob,
  VIDEO_JOB_QUEUE,
  type VideoJobMessage,
  type VideoJobRow,
} from '../video-processing/video-processing.service';
import { documentKind, IMAGE_EXTENSION, imageKind, readHead, VIDEO_EXTENSION, videoKind } from './file-type';
import type { TusUploads } from './tus';
import * as repo from './uploads.repository';

export interface UploadDeps {
  db: Db;
  storage: Storage;
  jobs: JobQueue;
  config: { appSecret: string };
  tus: TusUploads;
  /** Drops the catalog answers and search index of every process (ADR 018): after every change to a course's files. */
  invalidate(): Promise<void>;
}

export interface VideoUploaded {
  messageKey: MessageKey;
  videoId: number;
  job: VideoJob;
  /** The replaced file was the last playable lesson of a published course, now a draft (ADR 032). */
  draftedCourse?: { id: number; title: string };
}

/** A file name from a title: Serbian Latin letters folded to ASCII, words joined by dashes, plus a random tail. */
export function fileBase(title: string, fallback = 'video'): string {
  const slug = title
    .replace(/[đĐ]/g, 'dj')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || fallback}-${randomBytes(3).toString('hex')}`;
}

/** Parses the form's text fields; any problem is answered with `required` unless the schema names another. */
function parseFields<T extends z.ZodType>(schema: T, fields: Record<string, string>): z.output<T> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors: Record<string, MessageKey[]> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'body');
    errors[field] ??= [];
    const key = isMessageKey(issue.message) ? issue.message : 'generic.validation';
    if (!errors[field].includes(key)) errors[field].push(key);
  }
  throw validationError(errors);
}

async function requireCourse(db: Db, courseId: number) {
  const course = await repo.findCourse(db, courseId);
  if (!course) throw new AppError(404, 'catalog.courseNotFound');
  return course;
}

/** A course file upload's start: the course exists, the form's fields parse, and the form holds the file `name`. */
async function courseFileForm<T extends z.ZodType>(
  deps: UploadDeps,
  courseId: number,
  form: ReceivedForm,
  schema: T,
  name: string,
  missing: MessageKey,
): Promise<{ fields: z.output<T>; file: StagedFile }> {
  await requireCourse(deps.db, courseId);
  const fields = parseFields(schema, form.fields);
  const file = form.files.get(name);
  if (!file) throw validationError({ [name]: [missing] });
  return { fields, file };
}

/** The title field and the file of an e-book or template upload. */
function courseDocumentForm(
  deps: UploadDeps,
  courseId: number,
  form: ReceivedForm,
  name: 'ebook' | 'template',
) {
  return courseFileForm(deps, courseId, form, fileUploadFieldsSchema, name, 'upload.fileRequired');
}

/** Stores a course's cover, e-book or template under `key` and points the course's `column` at it. */
async function storeCourseFile(
  deps: UploadDeps,
  courseId: number,
  file: StagedFile,
  column: 'coverPath' | 'ebookPath' | 'templatePath',
  key: string,
) {
  await deps.storage.putFile(key, file.path);
  await repo.setCourseFile(deps.db, courseId, { [column]: key });
  await deps.invalidate();
}

async function videoExtension(file: StagedFile, field: string): Promise<string> {
  const kind = videoKind(await readHead(file.path));
  if (!kind) throw validationError({ [field]: ['upload.videoType'] });
  return VIDEO_EXTENSION[kind];
}

async function imageExtension(file: StagedFile, field: string, message: MessageKey): Promise<string> {
  const kind = imageKind(await readHead(file.path));
  if (!kind) throw validationError({ [field]: [message] });
  return IMAGE_EXTENSION[kind];
}

async function startJob(
  deps: UploadDeps,
  values: { kind: 'process' | 'concat'; courseId: number; videoId: number; input?: Record<string, string> },
): Promise<VideoJob> {
  return queueJob(deps, await insertVideoJob(deps.db, values));
}

/** Sends a job row already written (in the transaction of its change) to the queue. */
async function queueJob(deps: UploadDeps, job: VideoJobRow): Promise<VideoJob> {
  await deps.jobs.send<VideoJobMessage>(
    VIDEO_JOB_QUEUE,
    { jobId: job.id },
    { retryLimit: 2, expireInSeconds: LONG_JOB_EXPIRE_SECONDS },
  );
  return toVideoJob(job);
}

/** After a change to a course's lessons: fresh catalog answers, and the next trailer request cuts a new one. */
async function lessonsChanged(deps: UploadDeps, courseId: number) {
  await deps.invalidate();
  await dropGeneratedTrailer(deps.db, courseId);
}

/** POST /admin/videos/upload/{courseId}: a lesson, or an intro (stored under intros/), with an optional cover. */
export async function uploadVideo(
  deps: UploadDeps,
  courseId: number,
  form: ReceivedForm,
): Promise<VideoUploaded> {
  const { fields, file: video } = await courseFileForm(
    deps,
    courseId,
    form,
    videoUploadFieldsSchema,
    'video',
    'upload.videoRequired',
  );
  const extension = await videoExtension(video, 'video');
  const cover = form.files.get('cover');
  const coverExtension = cover ? await imageExtension(cover, 'cover', 'upload.coverType') : null;

  const base = fileBase(fields.title);
  const key = fields.is_intro ? `intros/${base}.${extension}` : `videos/${courseId}/${base}.${extension}`;
  await deps.storage.putFile(key, video.path);
  let thumbnailPath: string | null = null;
  if (cover && coverExtension) {
    thumbnailPath = `thumbnails/videos/${courseId}/${base}-cover.${coverExtension}`;
    await deps.storage.putFile(thumbnailPath, cover.path);
  }
  const order = fields.is_intro ? 1 : await repo.nextOrder(deps.db, courseId);
  const row = await repo.insertVideo(deps.db, {
    courseId,
    title: fields.title,
    path: key,
    order,
    lessonNumber: fields.is_intro ? null : order,
    isIntro: fields.is_intro,
    thumbnailPath,
    // Learners see it once its processing job succeeded (issue 15).
    status: 'processing',
  });
  const job = await startJob(deps, { kind: 'process', courseId, videoId: row.id });
  await lessonsChanged(deps, courseId);
  return { messageKey: 'upload.videoUploaded', videoId: row.id, job };
}

/** A file of the form, or a finished resumable upload named by id, staged in the form's directory. */
async function fileOrUpload(
  deps: UploadDeps,
  form: ReceivedForm,
  field: string,
  uploadId: string | undefined,
): Promise<StagedFile | null> {
  const part = form.files.get(field);
  if (part) return part;
  if (!uploadId) return null;
  const taken = await deps.tus.take(uploadId, path.join(form.dir, `tus-${field}`));
  if (!taken) throw validationError({ [field]: ['upload.uploadNotFound'] });
  return { field, path: taken.path, size: taken.size, filename: uploadId };
}

/**
 * POST /videos/lesson-with-intro: a lesson and, optionally, its intro (found by file name under intros/); a job
 * processes the lesson, or joins the two into one CONCAT video, and learners see the lesson once it succeeded.
 */
export async function lessonWithIntro(deps: UploadDeps, form: ReceivedForm): Promise<VideoUploaded> {
  const fields = parseFields(lessonWithIntroFieldsSchema, form.fields);
  if (!form.files.has('main_video') && !fields.main_upload_id)
    throw validationError({ main_video: ['upload.lessonRequired'] });
  const courseId = fields.course_id;
  await requireCourse(deps.db, courseId);
  if (fields.category_id !== undefined) {
    const category = await repo.findCategory(deps.db, fields.category_id);
    if (!category || (category.courseId !== null && category.courseId !== courseId))
      throw validationError({ category_id: ['upload.categoryNotFound'] });
  }
  const main = await fileOrUpload(deps, form, 'main_video', fields.main_upload_id);
  if (!main) throw validationError({ main_video: ['upload.lessonRequired'] });
  const mainExtension = await videoExtension(main, 'main_video');
  const intro = await fileOrUpload(deps, form, 'intro_video', fields.intro_upload_id);
  const introExtension = intro ? await videoExtension(intro, 'intro_video') : null;

  const base = fileBase(fields.title);
  const mainKey = `videos/${courseId}/${base}.${mainExtension}`;
  // The lesson's intro keeps the lesson's file name: that is how the player pairs a separate intro with it.
  const introKey = intro ? `intros/${base}.${introExtension}` : null;
  await deps.storage.putFile(mainKey, main.path);
  if (intro && introKey) await deps.storage.putFile(introKey, intro.path);
  const order = fields.order ?? (await repo.nextOrder(deps.db, courseId));
  const row = await repo.insertVideo(deps.db, {
    courseId,
    title: fields.title,
    path: mainKey,
    order,
    lessonNumber: order,
    isIntro: false,
    categoryId: fields.category_id ?? null,
    status: 'processing',
  });
  const job = introKey
    ? await startJob(deps, { kind: 'concat', courseId, videoId: row.id, input: { intro: introKey } })
    : await startJob(deps, { kind: 'process', courseId, videoId: row.id });
  await lessonsChanged(deps, courseId);
  return { messageKey: 'upload.videoUploaded', videoId: row.id, job };
}

/**
 * POST /admin/videos/{id}/file: a new file for a video whose upload failed processing (or any other): stored
 * under a new name, processed again, and shown to learners once that succeeds. Refused while a job of the
 * video is still running (its result would land on the new file).
 */
export async function replaceVideoFile(
  deps: UploadDeps,
  videoId: number,
  form: ReceivedForm,
): Promise<VideoUploaded> {
  const video = await findLessonVideo(deps.db, videoId);
  if (!video) throw new AppError(404, 'upload.videoNotFound');
  const file = form.files.get('video');
  if (!file) throw validationError({ video: ['upload.videoRequired'] });
  const extension = await videoExtension(file, 'video');
  const running = (await latestVideoJobs(deps.db, [videoId])).get(videoId);
  if (running && (running.status === 'queued' || running.status === 'processing'))
    throw new AppError(409, 'upload.videoProcessing');
  const folder = path.posix.dirname(video.path);
  const key = `${folder}/${fileBase(video.title)}.${extension}`;
  await deps.storage.putFile(key, file.path);
  // Under the course's lock (ADR 032): hidden again until processed, and a published course left without a
  // playable lesson becomes a draft, its job flagged to publish it again once the new file is ready.
  const { row, drafted } = await deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const course = await lockCourse(tx, video.courseId);
    // A thumbnail made from the old file, if any, is kept only when the administrator gave it (a cover).
    await repo.replaceVideoFile(tx, videoId, { path: key });
    const drafted = course ? await draftIfUnplayable(tx, course) : false;
    const row = await insertVideoJob(tx, {
      kind: 'process',
      courseId: video.courseId,
      videoId,
      input: drafted ? { [REPUBLISH_FLAG]: '1' } : undefined,
    });
    return { row, drafted: drafted && course ? { id: course.id, title: course.title } : undefined };
  });
  if (video.path !== key) await deps.storage.delete(video.path);
  const job = await queueJob(deps, row);
  await lessonsChanged(deps, video.courseId);
  return {
    messageKey: drafted ? 'upload.videoReplacedCourseDraft' : 'upload.videoReplaced',
    videoId,
    job,
    draftedCourse: drafted,
  };
}

/** Where a document's picture is kept: its SHA-256 names it, so the same picture is stored once. */
export const CONTENT_IMAGE_PREFIX = 'content-images/';

/**
 * POST /admin/content/images: a picture for a site document (ADR 070), checked like a cover (PNG or JPEG by its
 * bytes, at most COVER_MAX_BYTES). Its address never changes, so a published document can name it.
 */
export async function uploadContentImage(deps: UploadDeps, form: ReceivedForm): Promise<{ url: string }> {
  const image = form.files.get('image');
  if (!image) throw validationError({ image: ['content.imageRequired'] });
  const extension = await imageExtension(image, 'image', 'upload.imageType');
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(image.path)) hash.update(chunk as Buffer);
  const name = `${hash.digest('hex')}.${extension}`;
  if (!(await deps.storage.exists(`${CONTENT_IMAGE_PREFIX}${name}`))) {
    await deps.storage.putFile(`${CONTENT_IMAGE_PREFIX}${name}`, image.path);
  }
  return { url: `/api/content-images/${name}` };
}

/** POST /admin/courses/{id}/cover: the course's cover image. */
export async function uploadCover(
  deps: UploadDeps,
  courseId: number,
  form: ReceivedForm,
): Promise<{ messageKey: MessageKey; url: string }> {
  const { fields, file: cover } = await courseFileForm(
    deps,
    courseId,
    form,
    coverUploadFieldsSchema,
    'cover',
    'upload.coverRequired',
  );
  const extension = await imageExtension(cover, 'cover', 'upload.imageType');
  const key = `covers/${courseId}/${fileBase(fields.title ?? '', 'cover')}.${extension}`;
  await storeCourseFile(deps, courseId, cover, 'coverPath', key);
  return { messageKey: 'upload.coverUploaded', url: signMediaUrl(deps.config, key, { public: true }) };
}

/** POST /admin/ebook/upload/{courseId}: the course's e-book, a PDF or a PPTX. */
export async function uploadEbook(
  deps: UploadDeps,
  courseId: number,
  form: ReceivedForm,
): Promise<MessageKey> {
  const { fields, file } = await courseDocumentForm(deps, courseId, form, 'ebook');
  const kind = documentKind(await readHead(file.path));
  if (!kind) throw validationError({ ebook: ['upload.ebookType'] });
  const key = `ebooks/courses/${courseId}/${fileBase(fields.title, 'e-knjiga')}.${kind}`;
  await storeCourseFile(deps, courseId, file, 'ebookPath', key);
  return 'upload.ebookUploaded';
}

/** POST /admin/templates/upload/{courseId}: the course's template, any kind of file (spec 001 §5). */
export async function uploadTemplate(
  deps: UploadDeps,
  courseId: number,
  form: ReceivedForm,
): Promise<MessageKey> {
  const { fields, file } = await courseDocumentForm(deps, courseId, form, 'template');
  const named = path.extname(file.filename).slice(1).toLowerCase();
  const extension = /^[a-z0-9]{1,8}$/.test(named) ? named : 'bin';
  const key = `templates/courses/${courseId}/${fileBase(fields.title, 'sablon')}.${extension}`;
  await storeCourseFile(deps, courseId, file, 'templatePath', key);
  return 'upload.templateUploaded';
}

/** GET /video/categories[?course_id=]. */
export async function videoCategories(db: Db, courseId?: number): Promise<VideoCategoriesResponse> {
  return { categories: await repo.listCategories(db, courseId) };
}
