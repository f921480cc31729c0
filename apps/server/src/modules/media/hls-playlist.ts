// HLS playlists as the media route answers them (ADR 079): the stored playlist names its renditions, init
// segments and media segments by relative paths; each answer writes every one of them as a URL of the media
// route signed afresh, with the same binding as the playlist's own URL (the user, or none for a free preview)
// and a short life, so every playlist and segment request passes the checks of any other media request.
import path from 'node:path';
import type { Config } from '../../config';
import { normalizeKey } from '../../drivers/storage/index';
import { AppError } from '../../lib/errors';
import { hlsMasterKeyOf } from '../../lib/hls-keys';
import { signMediaUrl } from '../../lib/signed-url';

/**
 * Longest life of a URL written into a playlist: an hour, never past the playlist URL's own expiry. A player
 * paused longer asks for the playlist again (its URL lives as long as the lesson's MP4 URL).
 */
export const HLS_URL_TTL_SECONDS = 3600;

export const PLAYLIST_CONTENT_TYPE = 'application/vnd.apple.mpegurl';

/** The biggest playlist read: a ten-hour video in 4-second segments is ~300 KB. */
export const MAX_PLAYLIST_BYTES = 1024 * 1024;

const URI_ATTRIBUTE = /URI="([^"]*)"/g;

export interface PlaylistSigning {
  /** The playlist's own (normalised) key. */
  key: string;
  /** The playlist URL's expiry (seconds since the epoch) and its user, when it is bound to one. */
  exp: number;
  userId?: number;
}

/**
 * Rewrites a stored playlist: each URI line and URI="…" attribute becomes a signed media URL of the file it names.
 * A reference outside the playlist's HLS folder (absolute URLs, '..' out of it) is refused: the packager never
 * writes one, so such a playlist is not ours to serve.
 */
export function signPlaylist(
  config: Pick<Config, 'appSecret'>,
  text: string,
  signing: PlaylistSigning,
  now: number = Date.now(),
): string {
  const folder = path.posix.dirname(signing.key);
  const master = hlsMasterKeyOf(signing.key);
  const ttlSeconds = Math.min(HLS_URL_TTL_SECONDS, signing.exp - Math.floor(now / 1000));
  const sign = (reference: string) => {
    let key: string | null = null;
    if (!/^[a-z][a-z0-9+.-]*:/i.test(reference) && !reference.startsWith('/')) {
      try {
        key = normalizeKey(path.posix.join(folder, reference.split(/[?#]/)[0]));
      } catch {
        key = null;
      }
    }
    if (!key || master === null || hlsMasterKeyOf(key) !== master) {
      throw new AppError(404, 'media.notFound');
    }
    return signMediaUrl(config, key, { ttlSeconds, userId: signing.userId }, now);
  };
  return text
    .split(/\r?\n/)
    .map((line) => {
      const trimmed = line.trim();
      if (trimmed === '') return line;
      if (trimmed.startsWith('#'))
        return line.replace(URI_ATTRIBUTE, (_, uri: string) => `URI="${sign(uri)}"`);
      return sign(trimmed);
    })
    .join('\n');
}
