// Recognises uploaded files by their first bytes (magic numbers), never by name or the browser's claimed type:
// an executable renamed .mp4 is not a video.
import { open } from 'node:fs/promises';
import type { VideoKind } from '@atelje/shared';

/** How many leading bytes the checks read (a PPTX names its ppt/ parts within the first entries). */
export const SNIFF_BYTES = 64 * 1024;

export type ImageKind = 'png' | 'jpeg';
export type DocumentKind = 'pdf' | 'pptx';

export async function readHead(file: string, bytes = SNIFF_BYTES): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

const ascii = (head: Buffer, at: number, text: string) =>
  head.length >= at + text.length && head.toString('latin1', at, at + text.length) === text;

/** ISO base media (MP4) and QuickTime both start with a box: size (4 bytes) then its type. */
const QUICKTIME_BOXES = ['moov', 'mdat', 'wide', 'free', 'skip', 'pnot'];

export function videoKind(head: Buffer): VideoKind | null {
  if (ascii(head, 4, 'ftyp')) return ascii(head, 8, 'qt  ') ? 'quicktime' : 'mp4';
  if (QUICKTIME_BOXES.some((box) => ascii(head, 4, box))) return 'quicktime';
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'AVI ')) return 'avi';
  if (ascii(head, 0, 'FLV') && head[3] === 0x01) return 'flv';
  // EBML header: WebM (and Matroska, which browsers play the same way).
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) return 'webm';
  return null;
}

export function imageKind(head: Buffer): ImageKind | null {
  if (
    head.length >= 8 &&
    head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  return null;
}

export function documentKind(head: Buffer): DocumentKind | null {
  if (ascii(head, 0, '%PDF-')) return 'pdf';
  // A PPTX is a ZIP whose entries include ppt/… parts.
  if (head.length >= 4 && head.readUInt32LE(0) === 0x04034b50 && head.includes('ppt/', 0, 'latin1'))
    return 'pptx';
  return null;
}

/** The file extension stored for each kind. */
export const VIDEO_EXTENSION: Record<VideoKind, string> = {
  mp4: 'mp4',
  quicktime: 'mov',
  avi: 'avi',
  flv: 'flv',
  webm: 'webm',
};
export const IMAGE_EXTENSION: Record<ImageKind, string> = { png: 'png', jpeg: 'jpg' };
