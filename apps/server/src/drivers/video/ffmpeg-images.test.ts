import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePicture, pictureInfo, pixelAt, withExifOrientation } from '../../test/images';
import {
  imageFormatFor,
  jpegOrientation,
  orientationFilters,
  resizeImage,
  resizeImageArgs,
} from './ffmpeg-images';
import { ffmpegEncoders } from './ffmpeg-process';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'atelje-images-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function resized(input: Buffer, name: string, width: number, format: 'webp' | 'jpeg' = 'webp') {
  const file = path.join(dir, name);
  await writeFile(file, input);
  const out = path.join(dir, `${name}-${width}.${format}`);
  await resizeImage(file, out, { width, format });
  return readFile(out);
}

const isRed = ([r, g, b]: number[]) => r > 200 && g < 60 && b < 60;
const isBlue = ([r, g, b]: number[]) => b > 200 && r < 60 && g < 60;

describe('jpegOrientation', () => {
  it('reads the EXIF orientation a phone writes, and 1 without one', async () => {
    const jpeg = await makePicture({ width: 64, height: 32 });
    expect(jpegOrientation(jpeg)).toBe(1);
    for (let orientation = 1; orientation <= 8; orientation++) {
      expect(jpegOrientation(withExifOrientation(jpeg, orientation))).toBe(orientation);
    }
  });

  it('is 1 for what is not a JPEG, a value out of range and a block cut short', async () => {
    const jpeg = await makePicture({ width: 64, height: 32 });
    expect(jpegOrientation(Buffer.from('not a picture'))).toBe(1);
    expect(jpegOrientation(Buffer.alloc(0))).toBe(1);
    expect(jpegOrientation(withExifOrientation(jpeg, 9))).toBe(1);
    expect(jpegOrientation(withExifOrientation(jpeg, 6).subarray(0, 20))).toBe(1);
  });
});

describe('resizeImageArgs', () => {
  it('turns first, then scales to at most the width (even, never larger), then encodes', () => {
    const args = resizeImageArgs('in.jpg', 'out.webp', { width: 640, format: 'webp', orientation: 6 });
    expect(args.slice(args.indexOf('-noautorotate'), args.indexOf('-noautorotate') + 3)).toEqual([
      '-noautorotate',
      '-i',
      'in.jpg',
    ]);
    expect(args[args.indexOf('-vf') + 1]).toBe(
      "transpose=clock,scale=w='trunc(min(iw\\,640)/2)*2':h=-2:flags=lanczos",
    );
    expect(args).toEqual(expect.arrayContaining(['-c:v', 'libwebp', '-map_metadata', '-1']));
    expect(args.at(-1)).toBe('out.webp');
    const jpeg = resizeImageArgs('in.png', 'out.jpg', { width: 320, format: 'jpeg' });
    expect(jpeg).toEqual(expect.arrayContaining(['-c:v', 'mjpeg', '-f', 'image2']));
  });

  it('has a filter for each of the eight orientations', () => {
    expect(orientationFilters(1)).toEqual([]);
    expect(new Set([2, 3, 4, 5, 6, 7, 8].map((o) => orientationFilters(o).join(','))).size).toBe(7);
  });
});

describe('resizeImage', () => {
  it('finds libwebp in the ffmpeg this machine runs', async () => {
    expect((await ffmpegEncoders()).has('libwebp')).toBe(true);
    expect(await imageFormatFor()).toBe('webp');
  });

  it('makes a WebP at the width asked for, keeping the proportions', async () => {
    const out = await resized(await makePicture({ width: 1280, height: 720 }), 'cover.jpg', 640);
    expect(out.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(out.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(await pictureInfo(out)).toEqual({ codec: 'webp', width: 640, height: 360 });
  });

  it('never makes a picture larger than it is', async () => {
    const out = await resized(await makePicture({ width: 600, height: 600 }), 'portrait.jpg', 1280);
    expect(await pictureInfo(out)).toMatchObject({ width: 600, height: 600 });
  });

  it('keeps odd sizes even and PNG transparency', async () => {
    const png = await makePicture({ width: 333, height: 201, format: 'png', alpha: true });
    const out = await resized(png, 'odd.png', 1280);
    expect(await pictureInfo(out)).toMatchObject({ width: 332 });
    const [, , , alpha] = await pixelAt(out, 10, 10);
    expect(alpha).toBeGreaterThan(100);
    expect(alpha).toBeLessThan(160);
  });

  it('turns a photo by its EXIF orientation, as browsers show it', async () => {
    // Stored 400×200, red left and blue right; orientation 6 shows it turned clockwise: 200×400, red on top.
    const photo = withExifOrientation(await makePicture({ width: 400, height: 200, right: 'blue' }), 6);
    const out = await resized(photo, 'phone.jpg', 320);
    expect(await pictureInfo(out)).toMatchObject({ width: 200, height: 400 });
    expect(isRed(await pixelAt(out, 100, 20))).toBe(true);
    expect(isBlue(await pixelAt(out, 100, 380))).toBe(true);
  });

  it('writes JPEG where there is no WebP encoder', async () => {
    const out = await resized(await makePicture({ width: 800, height: 450 }), 'plain.jpg', 480, 'jpeg');
    expect(await pictureInfo(out)).toEqual({ codec: 'mjpeg', width: 480, height: 270 });
  });

  it('fails on a file that is not a picture', async () => {
    await expect(resized(Buffer.from('not a picture'), 'broken.jpg', 320)).rejects.toThrow();
  });
});
