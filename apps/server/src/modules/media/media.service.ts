// Decides how a signed media request is answered: which key, whether the signature holds, whether a user-bound
// URL is asked for by its user who still has access, which width of a picture (`w`, ADR 068), which byte range,
// and the caching headers. The route streams the bytes (or, on S3, redirects to a presigned URL after
// authorizeMedia); nothing here reads a whole file.
import path from 'node:path';
import { hasImageVariants, IMAGE_WIDTHS, type ImageWidth, isImageWidth } from '@atelje/shared/catalog/images';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import {
  InvalidStorageKeyError,
  normalizeKey,
  type Storage,
  type StoredObjectInfo,
} from '../../drivers/storage/index';
import { AppError } from '../../lib/errors';
import { hlsMasterKeyOf, isPlaylistKey } from '../../lib/hls-keys';
import { readMediaSession } from '../../lib/media-session';
import { verifyMediaSignature } from '../../lib/signed-url';
import { courseAccessFor } from '../commerce/access';
import { MAX_PLAYLIST_BYTES, PLAYLIST_CONTENT_TYPE, signPlaylist } from './hls-playlist';
import type { ImageVariants } from './image-variants';
import { variantFileName } from './image-variants';
import * as repo from './media.repository';

const CONTENT_TYPES: Record<string, string> = {
  '.mp4': 'video/mp4',
  '.m4v': 'video/mp4',
  '.webm': 'video/webm',
  '.m4a': 'audio/mp4',
  '.m4s': 'video/iso.segment',
  '.m3u8': PLAYLIST_CONTENT_TYPE,
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.pdf': 'application/pdf',
};

/** Images anyone may see: shared caches may keep them. Everything else is cached by the browser only. */
const PUBLIC_PREFIXES = ['courses/', 'thumbnails/', 'instructors/'];

export function contentTypeFor(key: string): string {
  return CONTENT_TYPES[path.posix.extname(key).toLowerCase()] ?? 'application/octet-stream';
}

export type ByteRange = { start: number; end: number };

/**
 * Reads a single `bytes=` range. Returns null when the header is absent, malformed or asks for several ranges
 * (the whole file is then sent, as RFC 9110 allows), and 'unsatisfiable' when no byte of the file is in it.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=([0-9]*)-([0-9]*)$/.exec(header.trim());
  if (!match) return null;
  const [, first, last] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return { start, end };
}

export interface MediaRequest {
  /** The path after /api/media/, decoded. */
  key: string;
  exp: unknown;
  sig: unknown;
  /** The user a user-bound URL was made for (absent on public and plain gated URLs). */
  uid?: unknown;
  /** The width of a picture asked for (one of IMAGE_WIDTHS); absent for the original. Not signed (ADR 068). */
  w?: unknown;
  /** The request's Cookie header, for the media session. */
  cookie?: string;
  range?: string;
  ifRange?: string;
  ifNoneMatch?: string;
}

export type MediaAnswer =
  | { status: 304; headers: Record<string, string> }
  | {
      status: 200 | 206;
      headers: Record<string, string>;
      key: string;
      range: ByteRange | null;
      length: number;
    };

/**
 * A user-bound URL is served only to the browser of the user it names (their media session cookie), and only
 * while that user still may have the file, checked on every request: a lesson while they may watch a course it
 * belongs to; a course's e-book or template likewise; a bought e-book or template while the purchase stands (a
 * refund revokes it); a free template; their own invoice or certificate; an export while they are an
 * administrator. Administrators may have any file. A file nothing grants is refused (docs/decisions/026).
 */
async function checkUserBinding(
  db: Db,
  config: Pick<Config, 'appSecret'>,
  key: string,
  userId: number,
  request: MediaRequest,
  now: number,
) {
  if (readMediaSession(config, request.cookie, now) !== userId) throw new AppError(403, 'media.wrongUser');
  const role = await repo.userRole(db, userId);
  if (!role) throw new AppError(403, 'media.wrongUser');
  if (role === 'admin') return;
  const viewer = { userId, role };
  const holdsAny = async (courseIds: number[]) => {
    for (const courseId of courseIds) {
      if ((await courseAccessFor(db, viewer, courseId, new Date(now))).allowed) return true;
    }
    return false;
  };
  const lessonCourses = await repo.lessonCourseIds(db, key);
  if (lessonCourses.length > 0) {
    if (await holdsAny(lessonCourses)) return;
    throw new AppError(403, 'media.noAccess');
  }
  const owners = await repo.downloadOwners(db, key, userId);
  if (owners.ownedItem || owners.freeTemplate || owners.ownerIds.includes(userId)) return;
  if (await holdsAny(owners.materialCourseIds)) return;
  throw new AppError(403, 'media.downloadNoAccess');
}

/**
 * The width a request asks for: null for the original; a 400 for a width the route does not make and for a file
 * that has no widths (only JPEG, PNG and WebP pictures do).
 */
export function requestedWidth(w: unknown, key: string): ImageWidth | null {
  if (w === undefined) return null;
  const width = typeof w === 'string' && /^[1-9][0-9]{0,4}$/.test(w) ? Number(w) : Number.NaN;
  if (!isImageWidth(width)) {
    throw new AppError(400, 'media.invalidWidth', { params: { widths: IMAGE_WIDTHS.join(', ') } });
  }
  if (!hasImageVariants(key)) throw new AppError(400, 'media.noWidths');
  return width;
}

export interface AuthorizedMedia {
  /** The normal form of the key. */
  key: string;
  /** The width asked for, or null for the original. */
  width: ImageWidth | null;
}

/**
 * The checks every media answer passes first: a clean key, a width the route makes, a valid unexpired signature,
 * and for a user-bound URL its user with access. A width of a picture passes the same checks as the picture.
 */
export async function authorizeMedia(
  deps: { config: Pick<Config, 'appSecret'>; db: Db },
  request: MediaRequest,
  now: number = Date.now(),
): Promise<AuthorizedMedia> {
  let key: string;
  try {
    key = normalizeKey(request.key);
  } catch (error) {
    if (error instanceof InvalidStorageKeyError) throw new AppError(400, 'media.invalidPath');
    throw error;
  }
  const width = requestedWidth(request.w, key);
  const check = verifyMediaSignature(deps.config, key, request.exp, request.sig, now, request.uid);
  if (check === 'expired') throw new AppError(403, 'media.expired');
  if (check !== 'ok') throw new AppError(403, 'media.invalidSignature');
  if (request.uid !== undefined) {
    await checkUserBinding(deps.db, deps.config, key, Number(request.uid), request, now);
  }
  return { key, width };
}

/** Cache-Control of a file answer: public images may sit in shared caches; never beyond the URL's expiry or a day. */
export function mediaCacheControl(key: string, exp: unknown, now: number = Date.now()): string {
  const maxAge = Math.max(0, Math.min(Number(exp) - Math.floor(now / 1000), 86_400));
  return `${PUBLIC_PREFIXES.some((p) => key.startsWith(p)) ? 'public' : 'private'}, max-age=${maxAge}`;
}

export function mediaContentDisposition(key: string, name: string = path.posix.basename(key)): string {
  return `inline; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** What answers a request: the original, or the stored copy of the width asked for. */
export interface ServedMedia {
  /** The object whose bytes are sent. */
  key: string;
  info: StoredObjectInfo;
  /** The name the browser saves it under. */
  name: string;
  /**
   * A width was asked for but could not be made (busy, or ffmpeg failed): the original answers, and no cache
   * may keep it under the width's URL.
   */
  fallback: boolean;
}

/** The object that answers an authorized request: a 404 when the original is missing. */
export async function servedMedia(
  deps: { storage: Storage; variants: ImageVariants },
  media: AuthorizedMedia,
): Promise<ServedMedia> {
  const info = await deps.storage.stat(media.key);
  if (!info) throw new AppError(404, 'media.notFound');
  const original = { key: media.key, info, name: path.posix.basename(media.key), fallback: false };
  if (media.width === null) return original;
  const variant = await deps.variants.variantOf(media.key, info, media.width);
  if (!variant) return { ...original, fallback: true };
  return { ...variant, name: variantFileName(media.key, media.width, variant.key), fallback: false };
}

/** Cache-Control of an answer: the original's rules for the original and its widths; none for a fallback. */
export function servedCacheControl(
  media: AuthorizedMedia,
  served: Pick<ServedMedia, 'fallback'>,
  exp: unknown,
  now: number = Date.now(),
): string {
  return served.fallback ? 'no-store' : mediaCacheControl(media.key, exp, now);
}

export async function prepareMedia(
  deps: { config: Pick<Config, 'appSecret'>; storage: Storage; db: Db; variants: ImageVariants },
  request: MediaRequest,
  now: number = Date.now(),
): Promise<MediaAnswer> {
  const media = await authorizeMedia(deps, request, now);
  const served = await servedMedia(deps, media);
  const { key, info } = served;

  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.modifiedAt.getTime()).toString(16)}"`;
  const headers: Record<string, string> = {
    'accept-ranges': 'bytes',
    'cache-control': servedCacheControl(media, served, request.exp, now),
    etag,
    'last-modified': info.modifiedAt.toUTCString(),
  };

  if (request.ifNoneMatch?.split(',').some((tag) => tag.trim() === etag)) {
    return { status: 304, headers };
  }

  headers['content-type'] = contentTypeFor(key);
  headers['content-disposition'] = mediaContentDisposition(key, served.name);

  // A range applies only while the file is the one the client started with.
  const rangeHeader = request.ifRange && request.ifRange !== etag ? undefined : request.range;
  const range = parseRange(rangeHeader, info.size);
  if (range === 'unsatisfiable') {
    throw new AppError(416, 'media.rangeNotSatisfiable', {
      headers: { 'content-range': `bytes */${info.size}`, 'accept-ranges': 'bytes' },
    });
  }
  if (range) {
    headers['content-range'] = `bytes ${range.start}-${range.end}/${info.size}`;
    headers['content-length'] = String(range.end - range.start + 1);
    return { status: 206, headers, key, range, length: range.end - range.start + 1 };
  }
  headers['content-length'] = String(info.size);
  return { status: 200, headers, key, range: null, length: info.size };
}

/** Whether a request's key names a file of an HLS folder (ADR 079); a malformed key is not one. */
export function isHlsRequest(rawKey: string): { playlist: boolean } | null {
  try {
    const key = normalizeKey(rawKey);
    return hlsMasterKeyOf(key) === null ? null : { playlist: isPlaylistKey(key) };
  } catch {
    return null;
  }
}

async function readSmall(storage: Storage, key: string, size: number): Promise<string> {
  if (size > MAX_PLAYLIST_BYTES) throw new AppError(404, 'media.notFound');
  const chunks: Buffer[] = [];
  for await (const chunk of storage.createReadStream(key)) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * An HLS playlist after the checks of every media answer: its text with each file it names signed afresh for the
 * same user (hls-playlist.ts). Never cached: the URLs inside are the request's own.
 */
export async function preparePlaylist(
  deps: { config: Pick<Config, 'appSecret'>; storage: Storage; db: Db },
  request: MediaRequest,
  now: number = Date.now(),
): Promise<{ headers: Record<string, string>; body: string }> {
  if (request.w !== undefined) throw new AppError(400, 'media.noWidths');
  const { key } = await authorizeMedia(deps, request, now);
  const info = await deps.storage.stat(key);
  if (!info) throw new AppError(404, 'media.notFound');
  const text = await readSmall(deps.storage, key, info.size);
  const userId = request.uid === undefined ? undefined : Number(request.uid);
  const body = signPlaylist(deps.config, text, { key, exp: Number(request.exp), userId }, now);
  return {
    headers: {
      'content-type': PLAYLIST_CONTENT_TYPE,
      'cache-control': 'private, no-store',
      'content-length': String(Buffer.byteLength(body)),
    },
    body,
  };
}
