// Where a video's HLS files live in the media store (ADR 079): one folder per packaging,
// `hls/<course id>/<video id>-<time>/`, holding
// master.m3u8 and a sub-folder per rendition. Every file of the folder belongs to the video whose hls_path is
// the folder's master playlist; the media route grants its files like that video's MP4.

export const HLS_PREFIX = 'hls/';

/** The master playlist's key of a new packaging of a video (a fresh folder, so a replaced file never mixes). */
export function newHlsMasterKey(courseId: number, videoId: number, now: number = Date.now()): string {
  return `${HLS_PREFIX}${courseId}/${videoId}-${now.toString(36)}/master.m3u8`;
}

/** The folder (ending in '/') of an HLS master playlist key. */
export function hlsFolderOf(masterKey: string): string {
  return masterKey.slice(0, masterKey.lastIndexOf('/') + 1);
}

/** For a (normalised) key inside an HLS folder: that folder's master playlist key; null for any other key. */
export function hlsMasterKeyOf(key: string): string | null {
  if (!key.startsWith(HLS_PREFIX)) return null;
  const parts = key.split('/');
  if (parts.length < 4 || parts[1] === '' || parts[2] === '') return null;
  return `${HLS_PREFIX}${parts[1]}/${parts[2]}/master.m3u8`;
}

export const isPlaylistKey = (key: string) => key.toLowerCase().endsWith('.m3u8');
