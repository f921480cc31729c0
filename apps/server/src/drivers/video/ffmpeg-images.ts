// Still pictures made smaller: the widths of a cover, portrait or thumbnail the media route serves (ADR 068).
import { open, stat } from 'node:fs/promises';
import path from 'node:path';
import { QUIET_ARGS } from './ffmpeg-encoding';
import { type FfmpegOptions, ffmpegEncoders, runFfmpeg } from './ffmpeg-process';

export type ImageFormat = 'webp' | 'jpeg';

/** WebP where the binary has libwebp (Debian's and the bundled build both do), else JPEG. */
export async function imageFormatFor(options: FfmpegOptions = {}): Promise<ImageFormat> {
  return (await ffmpegEncoders(options)).has('libwebp') ? 'webp' : 'jpeg';
}

export const IMAGE_FORMAT_EXTENSION: Record<ImageFormat, string> = { webp: '.webp', jpeg: '.jpg' };

/**
 * The EXIF orientation (1–8) of a JPEG from its first bytes, 1 when it has none. Browsers turn a photo by it, so
 * a smaller copy must be turned the same way before its EXIF is left behind.
 */
export function jpegOrientation(bytes: Uint8Array): number {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (data.length < 4 || data.readUInt16BE(0) !== 0xffd8) return 1;
  let at = 2;
  while (at + 4 <= data.length) {
    if (data[at] !== 0xff) return 1;
    const marker = data[at + 1];
    // Start of scan or end of image: no more headers.
    if (marker === 0xda || marker === 0xd9) return 1;
    const length = data.readUInt16BE(at + 2);
    if (length < 2) return 1;
    const body = at + 4;
    if (
      marker === 0xe1 &&
      body + 6 <= data.length &&
      data.toString('latin1', body, body + 6) === 'Exif\0\0'
    ) {
      return exifOrientation(data.subarray(body + 6, Math.min(data.length, at + 2 + length)));
    }
    at += 2 + length;
  }
  return 1;
}

function exifOrientation(tiff: Buffer): number {
  if (tiff.length < 8) return 1;
  const order = tiff.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return 1;
  const little = order === 'II';
  const u16 = (offset: number) => (little ? tiff.readUInt16LE(offset) : tiff.readUInt16BE(offset));
  const u32 = (offset: number) => (little ? tiff.readUInt32LE(offset) : tiff.readUInt32BE(offset));
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return 1;
  const entries = u16(ifd);
  for (let i = 0; i < entries; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) return 1;
    if (u16(entry) === 0x0112) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
}

/** The filters that turn a picture stored with an EXIF orientation the way it is shown. */
export function orientationFilters(orientation: number): string[] {
  switch (orientation) {
    case 2:
      return ['hflip'];
    case 3:
      return ['hflip', 'vflip'];
    case 4:
      return ['vflip'];
    case 5:
      return ['transpose=cclock_flip'];
    case 6:
      return ['transpose=clock'];
    case 7:
      return ['transpose=clock_flip'];
    case 8:
      return ['transpose=cclock'];
    default:
      return [];
  }
}

/** The ffmpeg arguments of resizeImage (exported for its tests). */
export function resizeImageArgs(
  input: string,
  out: string,
  options: { width: number; format: ImageFormat; orientation?: number },
): string[] {
  const width = Math.max(2, Math.floor(options.width));
  const filters = [
    ...orientationFilters(options.orientation ?? 1),
    // At most `width` wide, never wider than the picture; even sides for 4:2:0 chroma; Lanczos for sharpness.
    `scale=w='trunc(min(iw\\,${width})/2)*2':h=-2:flags=lanczos`,
  ];
  const encoder =
    options.format === 'webp'
      ? ['-c:v', 'libwebp', '-quality', '80', '-compression_level', '4', '-f', 'webp']
      : ['-c:v', 'mjpeg', '-q:v', '4', '-pix_fmt', 'yuvj420p', '-f', 'image2'];
  return [
    ...QUIET_ARGS,
    // The orientation is applied here, from the file's own EXIF: a newer ffmpeg's own turn must not add to it.
    '-noautorotate',
    '-i',
    input,
    '-frames:v',
    '1',
    '-map_metadata',
    '-1',
    '-vf',
    filters.join(','),
    ...encoder,
    out,
  ];
}

/**
 * Writes a copy of a still picture at most `width` pixels wide (its own width when that is less), turned by its
 * EXIF orientation, as WebP or JPEG.
 */
export async function resizeImage(
  input: string,
  out: string,
  options: FfmpegOptions & { width: number; format: ImageFormat },
): Promise<void> {
  let orientation = 1;
  if (/\.jpe?g$/i.test(input)) {
    const file = await open(input, 'r');
    try {
      const head = Buffer.alloc(64 * 1024);
      const { bytesRead } = await file.read(head, 0, head.length, 0);
      orientation = jpegOrientation(head.subarray(0, bytesRead));
    } finally {
      await file.close();
    }
  }
  await runFfmpeg(resizeImageArgs(input, out, { ...options, orientation }), options);
  const info = await stat(out).catch(() => undefined);
  if (!info || info.size === 0) throw new Error(`No picture could be made from ${path.basename(input)}`);
}
