// Lesson captions (issue 22 item 1, ADR 078). Administrators upload a WebVTT or SubRip file per lesson and language:
// it is read strictly (UTF-8, timings, size), stored as WebVTT through the storage driver under a new key each
// time (the version rises) and the old file removed. Learners get the tracks with the lesson's answer, signed and
// bound to them like the lesson's URL; GET /api/media/captions/{videoId}/{language} answers with the same check as
// the lesson's video (a refund or expiry refuses it; a free preview lesson's unbound URL while it is a preview),
// the cues of a CONCAT lesson moved past its joined intro.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import {
  CAPTION_LANGUAGES,
  CaptionFormatError,
  type CaptionLanguage,
  type CaptionTrack,
  type Cue,
  decodeCaptionBytes,
  parseCaptionFile,
  parseVtt,
  shiftCues,
  writeVtt,
} from '@atelje/shared/lessons/captions';
import type { AdminCaption } from '@atelje/shared/lessons/schemas';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Storage } from '../../drivers/storage/index';
import { AppError, type MessageKey } from '../../lib/errors';
import { readMediaSession } from '../../lib/media-session';
import { signMediaUrl, USER_MEDIA_TTL_SECONDS, verifyMediaSignature } from '../../lib/signed-url';
import { courseAccessFor } from '../commerce/access';
import * as repo from './captions.repository';

export interface CaptionDeps {
  db: Db;
  storage: Storage;
  config: Pick<Config, 'appSecret'>;
}

/** The signed key of a lesson's captions in a language: the route's path under /api/media/. */
export function captionRouteKey(videoId: number, language: CaptionLanguage): string {
  return `captions/${videoId}/${language}`;
}

function byLanguage<T extends { language: CaptionLanguage }>(rows: T[]): T[] {
  return [...rows].sort(
    (a, b) => CAPTION_LANGUAGES.indexOf(a.language) - CAPTION_LANGUAGES.indexOf(b.language),
  );
}

/**
 * The caption tracks of a lesson for its answer: bound to the learner (`userId`) like the lesson's own URL, or,
 * for a free preview, signed for anyone. An intro has none (its lesson's captions are timed to the lesson).
 */
export async function captionTracks(
  deps: Pick<CaptionDeps, 'db' | 'config'>,
  videoId: number,
  binding: { userId: number } | 'preview',
  now: number = Date.now(),
): Promise<CaptionTrack[]> {
  const rows = await repo.findCaptionLanguages(deps.db, [videoId]);
  const options =
    binding === 'preview'
      ? { ttlSeconds: USER_MEDIA_TTL_SECONDS }
      : { ttlSeconds: USER_MEDIA_TTL_SECONDS, userId: binding.userId };
  return byLanguage(rows).map((row) => ({
    language: row.language,
    url: signMediaUrl(deps.config, captionRouteKey(videoId, row.language), options, now),
  }));
}

/** Seconds a lesson's cues are moved by when served: a CONCAT file's intro length, else none. */
export function captionShift(video: Pick<repo.CaptionVideo, 'isIntro' | 'introDuration'>): number {
  if (video.isIntro || video.introDuration === null) return 0;
  const seconds = Number(video.introDuration);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
}

/** The stored cues as served for the lesson's file: moved past a joined intro. */
export function servedVtt(storedVtt: string, shiftSeconds: number): string {
  return writeVtt(shiftCues(parseVtt(storedVtt), shiftSeconds));
}

export interface CaptionRequest {
  videoId: number;
  language: CaptionLanguage;
  exp: unknown;
  sig: unknown;
  uid?: unknown;
  cookie?: string;
}

/**
 * May this request have the captions? The signature first (so an unsigned probe learns nothing), then the same
 * rule as the lesson's video: a user-bound URL to its user's browser while that user may watch the course (an
 * administrator always); an unbound URL only to a free preview lesson of a published course.
 */
async function authorize(deps: CaptionDeps, request: CaptionRequest, now: number) {
  const key = captionRouteKey(request.videoId, request.language);
  const check = verifyMediaSignature(deps.config, key, request.exp, request.sig, now, request.uid);
  if (check === 'expired') throw new AppError(403, 'media.expired');
  if (check !== 'ok') throw new AppError(403, 'media.invalidSignature');
  const video = await repo.findCaptionVideo(deps.db, request.videoId);
  if (!video) throw new AppError(404, 'captions.notFound');
  if (request.uid === undefined) {
    if (!video.isPreview || video.isIntro || !video.published || video.status !== 'ready') {
      throw new AppError(403, 'captions.noAccess');
    }
    return video;
  }
  const userId = Number(request.uid);
  if (readMediaSession(deps.config, request.cookie, now) !== userId)
    throw new AppError(403, 'media.wrongUser');
  const role = await repo.userRole(deps.db, userId);
  if (!role) throw new AppError(403, 'media.wrongUser');
  if (role === 'admin') return video;
  const access = await courseAccessFor(deps.db, { userId, role }, video.courseId, new Date(now));
  if (!access.allowed || video.status !== 'ready') throw new AppError(403, 'captions.noAccess');
  return video;
}

async function readStored(storage: Storage, key: string): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of storage.createReadStream(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** GET /api/media/captions/{videoId}/{language}: the WebVTT text the player's track loads. */
export async function serveCaption(
  deps: CaptionDeps,
  request: CaptionRequest,
  now: number = Date.now(),
): Promise<string> {
  const video = await authorize(deps, request, now);
  const row = await repo.findCaption(deps.db, video.id, request.language);
  if (!row || !(await deps.storage.exists(row.path))) throw new AppError(404, 'captions.notFound');
  return servedVtt(await readStored(deps.storage, row.path), captionShift(video));
}

/** A caption file's problem as the 422 answer's message. */
function formatError(error: CaptionFormatError): AppError {
  const key: MessageKey =
    error.problem === 'badTiming' && error.line === null
      ? 'captions.badTimingNoLine'
      : (`captions.${error.problem}` as MessageKey);
  const params = error.line === null ? undefined : { line: error.line };
  return new AppError(422, key, { fields: { captions: [key] }, params });
}

/** Reads an uploaded file into sorted cues; every problem is a 422 with its sr/en message. */
export function readCaptionUpload(bytes: Uint8Array): { format: 'vtt' | 'srt'; cues: Cue[] } {
  try {
    const { format, cues } = parseCaptionFile(decodeCaptionBytes(bytes));
    return { format, cues: [...cues].sort((a, b) => a.start - b.start || a.end - b.end) };
  } catch (error) {
    if (error instanceof CaptionFormatError) throw formatError(error);
    throw error;
  }
}

/** The video asked about: 404 when there is none. */
async function requireVideo(db: Db, videoId: number) {
  const video = await repo.findCaptionVideo(db, videoId);
  if (!video) throw new AppError(404, 'upload.videoNotFound');
  return video;
}

function adminCaption(deps: Pick<CaptionDeps, 'config'>, row: repo.CaptionRow, userId: number, now: number) {
  return {
    language: row.language,
    version: row.version,
    cue_count: row.cueCount,
    source_format: row.sourceFormat,
    updated_at: row.updatedAt.toISOString(),
    url: signMediaUrl(
      deps.config,
      captionRouteKey(row.videoId, row.language),
      { ttlSeconds: USER_MEDIA_TTL_SECONDS, userId },
      now,
    ),
  } satisfies AdminCaption;
}

/** GET /admin/videos/{id}/captions: the lesson's caption files (an intro never has any). */
export async function listCaptions(deps: CaptionDeps, adminId: number, videoId: number, now = Date.now()) {
  await requireVideo(deps.db, videoId);
  const rows = byLanguage(await repo.findCaptions(deps.db, videoId));
  return { video_id: videoId, captions: rows.map((row) => adminCaption(deps, row, adminId, now)) };
}

/**
 * POST /admin/videos/{id}/captions/{language}: stores the staged file as the lesson's captions in that language,
 * a new version over any earlier one (whose file is then removed).
 */
export async function uploadCaption(
  deps: CaptionDeps,
  adminId: number,
  videoId: number,
  language: CaptionLanguage,
  stagedPath: string,
  now: Date = new Date(),
) {
  const video = await requireVideo(deps.db, videoId);
  const { format, cues } = readCaptionUpload(await readFile(stagedPath));
  // An intro plays before its lesson's words: the lesson carries the captions (served shifted past a joined intro).
  if (video.isIntro) throw new AppError(409, 'captions.introNoCaptions');
  const previous = await repo.findCaption(deps.db, videoId, language);
  const version = (previous?.version ?? 0) + 1;
  const key = `lesson-captions/${videoId}/${language}-v${version}-${randomBytes(4).toString('hex')}.vtt`;
  await deps.storage.put(key, Buffer.from(writeVtt(cues), 'utf8'));
  const row = await repo.saveCaption(deps.db, {
    videoId,
    language,
    path: key,
    version,
    cueCount: cues.length,
    sourceFormat: format,
    now,
  });
  if (previous && previous.path !== key) await deps.storage.delete(previous.path);
  return {
    replaced: previous !== undefined,
    caption: adminCaption(deps, row, adminId, now.getTime()),
  };
}

/** DELETE /admin/videos/{id}/captions/{language}: removes the captions and their file; 404 when there are none. */
export async function removeCaption(deps: CaptionDeps, videoId: number, language: CaptionLanguage) {
  await requireVideo(deps.db, videoId);
  const row = await repo.findCaption(deps.db, videoId, language);
  if (!row) throw new AppError(404, 'captions.notFound');
  await repo.deleteCaption(deps.db, row.id);
  await deps.storage.delete(row.path);
  return row;
}
