// Video processing: the jobs that probe, convert, thumbnail and join uploaded videos, the trailers cut from a
// course's lessons, and what the administrator sees of them (job status, the video gallery with signed URLs).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AdminVideo, GeneratedTrailerResponse, JobStatus, VideoJob } from '@atelje/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Storage } from '../../drivers/storage/index';
import {
  concatIntro,
  extractThumbnail,
  type FfmpegOptions,
  makeTrailer,
  packageHls,
  probe,
  transcodeToMp4,
} from '../../drivers/video/ffmpeg';
import { type JobQueue, LONG_JOB_EXPIRE_SECONDS } from '../../jobs/queue';
import { AppError } from '../../lib/errors';
import { hlsFolderOf, newHlsMasterKey } from '../../lib/hls-keys';
import type { MessageKey } from '../../lib/i18n';
import { userMediaUrl } from '../../lib/media-session';
import { GATED_TTL_SECONDS, signMediaUrl } from '../../lib/signed-url';
import { afterReplacementJob, REPUBLISH_FLAG } from '../admin/course-publishing';
import * as repo from './video-processing.repository';

export const VIDEO_JOB_QUEUE = 'video.process';
export const TRAILER_QUEUE = 'trailer.generate';

/** A run renews its job's lease this often; a lease older than LEASE_STALE_SECONDS belongs to a dead run. */
const LEASE_RENEW_MS = 20_000;
const LEASE_STALE_SECONDS = 90;
/** Trailer: up to this many lessons, a few seconds of each. */
const TRAILER_LESSONS = 6;
const TRAILER_CLIP_SECONDS = 3;
const GALLERY_LIMIT = 500;
/** Containers browsers play as they are; others are converted to MP4. */
const PLAYABLE = new Set(['.mp4', '.webm']);

export interface ProcessingDeps {
  db: Db;
  storage: Storage;
  config: Pick<Config, 'ffmpegPath'>;
  log: { error(o: object, m?: string): void };
  /**
   * Called when a course's lessons changed for learners (a video became ready): the API process drops its
   * catalog answers at once; a separate worker process has no bus, and the answers expire within seconds.
   */
  onLessonsChanged?: (courseId: number) => Promise<void>;
}

export interface VideoJobMessage {
  jobId: number;
}
export interface TrailerJobMessage {
  courseId: number;
}

function ff(deps: ProcessingDeps): FfmpegOptions {
  return { ffmpegPath: deps.config.ffmpegPath };
}

/** The job as the API shows it. */
export function toVideoJob(row: repo.JobRow): VideoJob {
  return {
    id: row.id,
    kind: row.kind as VideoJob['kind'],
    status: row.status as JobStatus,
    course_id: row.courseId,
    video_id: row.videoId,
    error: row.error,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function withWorkDir<T>(fn: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'atelje-video-'));
  try {
    return await fn(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A stored file as a local path ffmpeg can read: the file itself on the local store, else a copy in `dir`. */
async function localCopy(storage: Storage, key: string, dir: string): Promise<string> {
  if (storage.localPath) return storage.localPath(key);
  const { createWriteStream } = await import('node:fs');
  const { pipeline } = await import('node:stream/promises');
  const target = path.join(dir, `source-${path.posix.basename(key)}`);
  await pipeline(storage.createReadStream(key), createWriteStream(target));
  return target;
}

/** The key of a video's MP4 version: same folder and name. */
const mp4Key = (key: string) => `${key.slice(0, key.length - path.posix.extname(key).length)}.mp4`;
const thumbnailKey = (video: repo.VideoRow) =>
  `thumbnails/videos/${video.courseId}/${path.posix.basename(video.path, path.posix.extname(video.path))}.jpg`;

function failureText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 2000);
}

/**
 * Packages the playable file as HLS renditions (ADR 079) and stores them under a fresh folder; returns the master
 * playlist's key. The MP4 stays the fallback and the download.
 */
async function storeHls(deps: ProcessingDeps, video: repo.VideoRow, playable: string, dir: string) {
  const out = path.join(dir, 'hls');
  const { files } = await packageHls(playable, out, ff(deps));
  const masterKey = newHlsMasterKey(video.courseId, video.id);
  const folder = hlsFolderOf(masterKey);
  for (const file of files) await deps.storage.putFile(`${folder}${file}`, path.join(out, file));
  return masterKey;
}

/** Removes the files of a previous packaging once the new one is in place. */
async function dropHls(deps: ProcessingDeps, masterKey: string | null) {
  if (!masterKey) return;
  for (const key of await deps.storage.list(hlsFolderOf(masterKey))) await deps.storage.delete(key);
}

async function processVideo(deps: ProcessingDeps, video: repo.VideoRow, dir: string) {
  const source = await localCopy(deps.storage, video.path, dir);
  const facts = await probe(source, ff(deps));
  if (!facts.hasVideo) throw new Error('The file has no video stream');
  let key = video.path;
  let duration = facts.duration;
  let playable = source;
  if (!PLAYABLE.has(path.posix.extname(key).toLowerCase())) {
    playable = path.join(dir, 'converted.mp4');
    duration = (await transcodeToMp4(source, playable, ff(deps))).duration;
    key = mp4Key(video.path);
    await deps.storage.putFile(key, playable);
  }
  let thumbnailPath = video.thumbnailPath;
  if (!thumbnailPath) {
    const still = path.join(dir, 'thumbnail.jpg');
    await extractThumbnail(playable, still, { ...ff(deps), at: Math.min(2, duration / 3), width: 640 });
    thumbnailPath = thumbnailKey(video);
    await deps.storage.putFile(thumbnailPath, still);
  }
  // An intro row is a few seconds played before its lesson: its MP4 is enough.
  const hlsPath = video.isIntro ? null : await storeHls(deps, video, playable, dir);
  await repo.updateVideo(deps.db, video.id, {
    path: key,
    durationSeconds: Math.round(duration),
    thumbnailPath,
    hlsPath,
    status: 'ready',
  });
  if (key !== video.path) await deps.storage.delete(video.path);
  await dropHls(deps, video.hlsPath);
}

async function joinIntro(deps: ProcessingDeps, video: repo.VideoRow, introKey: string, dir: string) {
  const intro = await localCopy(deps.storage, introKey, dir);
  const main = await localCopy(deps.storage, video.path, dir);
  const joined = path.join(dir, 'joined.mp4');
  const result = await concatIntro(intro, main, joined, ff(deps));
  const key = mp4Key(video.path);
  await deps.storage.putFile(key, joined);
  let thumbnailPath = video.thumbnailPath;
  if (!thumbnailPath) {
    const still = path.join(dir, 'thumbnail.jpg');
    const at = Math.min(result.introDuration + 1, Math.max(0, result.duration - 0.5));
    await extractThumbnail(joined, still, { ...ff(deps), at, width: 640 });
    thumbnailPath = thumbnailKey(video);
    await deps.storage.putFile(thumbnailPath, still);
  }
  // The joined file's own renditions: one timeline, so the intro's length, Skip Intro and resume hold as in the MP4.
  const hlsPath = await storeHls(deps, video, joined, dir);
  await repo.updateVideo(deps.db, video.id, {
    path: key,
    introDuration: result.introDuration.toFixed(3),
    durationSeconds: Math.round(result.duration),
    thumbnailPath,
    hlsPath,
    status: 'ready',
  });
  if (key !== video.path) await deps.storage.delete(video.path);
  await dropHls(deps, video.hlsPath);
}

/** A lesson became playable: the trailer is cut again on the next request, and the catalog answers refresh. */
async function lessonsChanged(deps: ProcessingDeps, courseId: number) {
  await repo.dropTrailer(deps.db, courseId);
  await deps.onLessonsChanged?.(courseId);
}

/**
 * Runs one processing job. Failures are recorded on the job (the administrator sees them) instead of being
 * retried: the same file would fail the same way. A redelivery while a run holds the lease does nothing.
 */
export async function runVideoJob(deps: ProcessingDeps, jobId: number): Promise<void> {
  const job = await repo.claimJob(deps.db, jobId, LEASE_STALE_SECONDS);
  if (!job) return;
  const lease = setInterval(() => {
    repo
      .renewJob(deps.db, jobId)
      .catch((error: unknown) => deps.log.error({ err: error, jobId }, 'lease renewal failed'));
  }, LEASE_RENEW_MS);
  let published = false;
  try {
    const video = job.videoId === null ? null : await repo.findVideo(deps.db, job.videoId);
    if (!video) throw new Error('The video no longer exists');
    const input = job.input as { intro?: string };
    await withWorkDir(async (dir) => {
      if (job.kind === 'concat' && input.intro) await joinIntro(deps, video, input.intro, dir);
      else await processVideo(deps, video, dir);
    });
    await repo.finishJob(deps.db, jobId, 'ready');
    published = true;
  } catch (error) {
    deps.log.error({ err: error, jobId }, 'video job failed');
    await repo.finishJob(deps.db, jobId, 'failed', failureText(error));
    // Never published: learners do not see it; the administrator sees the job's reason and replaces the file.
    if (job.videoId !== null) await repo.updateVideo(deps.db, job.videoId, { status: 'failed' });
  } finally {
    clearInterval(lease);
  }
  if (REPUBLISH_FLAG in ((job.input ?? {}) as Record<string, unknown>)) {
    // The replaced file was its course's last playable lesson: published again now that it is (ADR 032).
    await afterReplacementJob(deps.db, jobId, job.courseId, published).catch((error: unknown) =>
      deps.log.error({ err: error, jobId }, 'publishing the course again after its replaced lesson failed'),
    );
  }
  if (published) {
    await lessonsChanged(deps, job.courseId).catch((error: unknown) =>
      deps.log.error({ err: error, jobId }, 'refreshing the catalog after a video job failed'),
    );
  }
}

/** Cuts a few seconds out of each of the course's first lessons (after any joined intro) into one trailer. */
export async function runTrailerJob(deps: ProcessingDeps, courseId: number): Promise<void> {
  try {
    const lessons = await repo.trailerLessons(deps.db, courseId, TRAILER_LESSONS);
    if (lessons.length === 0) {
      await repo.finishTrailer(deps.db, courseId, { status: 'failed', error: 'trailer.noLessons' });
      return;
    }
    const key = `trailers/generated/${courseId}-${Date.now()}.mp4`;
    const made = await withWorkDir(async (dir) => {
      const clips = [];
      for (const lesson of lessons) {
        const file = await localCopy(deps.storage, lesson.path, dir);
        const skip = lesson.introDuration === null ? 0 : Number(lesson.introDuration);
        const body = Math.max(0, lesson.durationSeconds - skip);
        clips.push({ file, start: skip + Math.min(2, body * 0.2), duration: TRAILER_CLIP_SECONDS });
      }
      const out = path.join(dir, 'trailer.mp4');
      const result = await makeTrailer(clips, out, ff(deps));
      await deps.storage.putFile(key, out);
      return result;
    });
    const previous = await repo.findTrailer(deps.db, courseId);
    await repo.finishTrailer(deps.db, courseId, {
      status: 'ready',
      path: key,
      durationSeconds: Math.round(made.duration),
      error: null,
    });
    if (previous?.path && previous.path !== key) await deps.storage.delete(previous.path);
  } catch (error) {
    deps.log.error({ err: error, courseId }, 'trailer job failed');
    await repo.finishTrailer(deps.db, courseId, { status: 'failed', error: failureText(error) });
  }
}

// ---------------------------------------------------------------------------------------------------------
// What the API answers

export interface ReadDeps {
  db: Db;
  config: Pick<Config, 'appSecret'>;
}

export async function videoJob(deps: ReadDeps, id: number): Promise<VideoJob> {
  const row = await repo.findJob(deps.db, id);
  if (!row) throw new AppError(404, 'upload.jobNotFound');
  return toVideoJob(row);
}

/** The gallery: newest first, with short-lived signed URLs (administrators only). */
export async function gallery(
  deps: ReadDeps,
  filter: { courseId?: number; q?: string },
  viewerId: number,
  now: number = Date.now(),
): Promise<AdminVideo[]> {
  const rows = await repo.galleryVideos(deps.db, filter, GALLERY_LIMIT);
  const jobs = await repo.latestJobs(
    deps.db,
    rows.map((row) => row.video.id),
  );
  // Bound to this administrator's browser like every lesson video (ADR 026), not bearer links.
  const bound = (key: string) => userMediaUrl(deps.config, key, viewerId, now, GATED_TTL_SECONDS).url;
  return rows.map(({ video, courseTitle }) => {
    const job = jobs.get(video.id);
    return {
      id: video.id,
      title: video.title,
      created_at: video.createdAt.toISOString(),
      course_id: video.courseId,
      course_title: courseTitle,
      order: video.order,
      is_intro: video.isIntro ? 1 : 0,
      type: video.isIntro ? 'INTRO' : video.introDuration === null ? 'REGULAR' : 'CONCAT',
      path: video.path,
      category_id: video.categoryId,
      intro_duration: video.introDuration === null ? null : Number(video.introDuration),
      duration_seconds: video.durationSeconds,
      url: bound(video.path),
      thumbnail_url: video.thumbnailPath ? bound(video.thumbnailPath) : null,
      job: job ? toVideoJob(job) : null,
      status: video.status,
      is_preview: video.isPreview,
    };
  });
}

/**
 * Marks a lesson as a free preview or takes the mark away (issue 16, ADR 038). An intro is never a preview on its
 * own (422): it plays before its lesson's preview. Returns the value before the change, for the audit log.
 */
export async function setPreview(deps: ReadDeps, id: number, isPreview: boolean): Promise<boolean> {
  const result = await repo.setPreview(deps.db, id, isPreview);
  if (!result) throw new AppError(404, 'catalog.videoNotFound');
  if (result.isIntro) throw new AppError(422, 'upload.introNotPreview');
  return result.before;
}

function trailerAnswer(deps: ReadDeps, row: repo.TrailerRow, translate: (key: MessageKey) => string) {
  const ready = row.status === 'ready' && row.path;
  return {
    status: row.status as GeneratedTrailerResponse['status'],
    url: ready ? signMediaUrl(deps.config, row.path as string, { public: true }) : null,
    duration_seconds: ready ? row.durationSeconds : null,
    // ffmpeg's own words stay in the job log: visitors read this too.
    error:
      row.status === 'failed'
        ? translate(row.error === 'trailer.noLessons' ? row.error : 'generic.error')
        : null,
  };
}

/**
 * GET /courses/{id}/generated-trailer: the trailer when it is ready; otherwise asks for one (once, however many
 * visitors ask; again after a failure) and answers 'generating'.
 */
export async function generatedTrailer(
  deps: ReadDeps & { jobs: JobQueue },
  courseId: number,
  translate: (key: MessageKey) => string,
): Promise<{ started: boolean; answer: GeneratedTrailerResponse }> {
  if (!(await repo.courseExists(deps.db, courseId))) throw new AppError(404, 'catalog.courseNotFound');
  const existing = await repo.findTrailer(deps.db, courseId);
  if (existing && existing.status !== 'failed')
    return { started: false, answer: trailerAnswer(deps, existing, translate) };
  const started = await repo.requestTrailer(deps.db, courseId);
  if (started)
    await deps.jobs.send<TrailerJobMessage>(
      TRAILER_QUEUE,
      { courseId },
      { retryLimit: 1, expireInSeconds: LONG_JOB_EXPIRE_SECONDS },
    );
  const row = await repo.findTrailer(deps.db, courseId);
  return { started, answer: trailerAnswer(deps, row as repo.TrailerRow, translate) };
}

/** GET /courses/{id}/generated-trailer/status: 404 until a trailer was asked for. */
export async function trailerStatus(
  deps: ReadDeps,
  courseId: number,
  translate: (key: MessageKey) => string,
): Promise<GeneratedTrailerResponse> {
  if (!(await repo.courseExists(deps.db, courseId))) throw new AppError(404, 'catalog.courseNotFound');
  const row = await repo.findTrailer(deps.db, courseId);
  if (!row) throw new AppError(404, 'trailer.notRequested');
  return trailerAnswer(deps, row, translate);
}

export type VideoJobRow = repo.JobRow;

/** Writes a job row (the caller queues it once its transaction is committed). `db` may be a transaction. */
export async function insertVideoJob(
  db: Db,
  values: { kind: 'process' | 'concat'; courseId: number; videoId: number; input?: Record<string, string> },
): Promise<VideoJobRow> {
  return repo.insertJob(db, values);
}

/** Forgets a course's generated trailer: the next request cuts a new one. */
export async function dropGeneratedTrailer(db: Db, courseId: number): Promise<void> {
  await repo.dropTrailer(db, courseId);
}

export async function findLessonVideo(db: Db, id: number): Promise<repo.VideoRow | null> {
  return repo.findVideo(db, id);
}

/** The newest job of each video, by video id. */
export async function latestVideoJobs(db: Db, videoIds: number[]): Promise<Map<number, VideoJobRow>> {
  return repo.latestJobs(db, videoIds);
}
