// Real pictures for the tests of the media route's widths (ADR 068): made by ffmpeg, measured and sampled by it.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runFfmpeg } from '../drivers/video/ffmpeg';
import { QUIET_ARGS } from '../drivers/video/ffmpeg-encoding';

async function inTempDir<T>(fn: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'atelje-img-'));
  try {
    return await fn(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * A picture of width × height in `color`, with its right half in `right` when given (so that a turn or a flip
 * shows), as JPEG or PNG (PNG with a half-transparent colour when `alpha`).
 */
export function makePicture(options: {
  width: number;
  height: number;
  color?: string;
  right?: string;
  format?: 'jpg' | 'png';
  alpha?: boolean;
}): Promise<Buffer> {
  const { width, height, format = 'jpg' } = options;
  const color = `${options.color ?? 'red'}${options.alpha ? '@0.5' : ''}`;
  const half = Math.floor(width / 2);
  const filters = [
    ...(options.right
      ? [`drawbox=x=${half}:y=0:w=${width - half}:h=${height}:color=${options.right}:t=fill`]
      : []),
  ];
  return inTempDir(async (dir) => {
    const out = path.join(dir, `picture.${format}`);
    await runFfmpeg([
      ...QUIET_ARGS,
      '-f',
      'lavfi',
      '-i',
      // The colour source is opaque YUV unless made RGBA right away.
      `color=c=${color}:s=${width}x${height}${options.alpha ? ',format=rgba' : ''}`,
      ...(filters.length > 0 ? ['-vf', filters.join(',')] : []),
      '-frames:v',
      '1',
      ...(format === 'jpg' ? ['-q:v', '2'] : []),
      out,
    ]);
    return readFile(out);
  });
}

/** The JPEG with an EXIF block saying `orientation` (1–8), as a phone writes it. */
export function withExifOrientation(jpeg: Buffer, orientation: number): Buffer {
  // TIFF header (big-endian), one IFD entry: Orientation (0x0112), SHORT, count 1, value; then no next IFD.
  const tiff = Buffer.alloc(8 + 2 + 12 + 4);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(1, 8);
  tiff.writeUInt16BE(0x0112, 10);
  tiff.writeUInt16BE(3, 12);
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt16BE(orientation, 18);
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const head = Buffer.from([0xff, 0xe1, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), head, body, jpeg.subarray(2)]);
}

/** What ffmpeg reads from a picture: its codec and size. */
export function pictureInfo(bytes: Buffer): Promise<{ codec: string; width: number; height: number }> {
  return inTempDir(async (dir) => {
    const file = path.join(dir, 'in.bin');
    await writeFile(file, bytes);
    const { stderr } = await runFfmpeg(['-hide_banner', '-nostdin', '-i', file, '-f', 'null', '-']);
    const match = /Stream #\d+:\d+.*?: Video: (\w+)[^\n]*?, (\d{1,5})x(\d{1,5})/.exec(stderr);
    if (!match) throw new Error(`no picture in: ${stderr}`);
    return { codec: match[1]!, width: Number(match[2]), height: Number(match[3]) };
  });
}

/** The RGBA colour of one pixel of a picture. */
export function pixelAt(bytes: Buffer, x: number, y: number): Promise<[number, number, number, number]> {
  return inTempDir(async (dir) => {
    const file = path.join(dir, 'in.bin');
    const out = path.join(dir, 'pixel.rgba');
    await writeFile(file, bytes);
    await runFfmpeg([
      ...QUIET_ARGS,
      '-i',
      file,
      '-vf',
      `format=rgba,crop=1:1:${x}:${y}`,
      '-frames:v',
      '1',
      '-f',
      'rawvideo',
      out,
    ]);
    const [r = 0, g = 0, b = 0, a = 0] = await readFile(out);
    return [r, g, b, a];
  });
}
