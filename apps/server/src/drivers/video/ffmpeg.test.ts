import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  concatIntro,
  escapeFilterValue,
  extractThumbnail,
  FfmpegError,
  makeClip,
  makeSoundtrack,
  makeTrailer,
  probe,
  probeDuration,
  renderStill,
  resolveFfmpegPath,
  runFfmpeg,
  transcodeToMp4,
} from './ffmpeg';
import { lavfiInput, QUIET_ARGS } from './ffmpeg-encoding';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'atelje-ffmpeg-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const canvas = (title: string) => ({
  width: 320,
  height: 180,
  background: '#9C5B3F',
  layers: [
    { type: 'box' as const, x: 20, y: 30, w: 40, h: 2, color: '#E8C9A6' },
    {
      type: 'text' as const,
      text: title,
      font: 'DejaVuSerif' as const,
      size: 22,
      color: '#F7F0E6',
      x: 20,
      y: 60,
    },
  ],
});

describe('ffmpeg driver', () => {
  it('resolves a binary', () => {
    expect(resolveFfmpegPath()).toMatch(/ffmpeg/);
    expect(resolveFfmpegPath('/custom/ffmpeg')).toBe('/custom/ffmpeg');
  });

  it('escapes filter values at both levels', () => {
    expect(escapeFilterValue('min(1,t)')).toBe('min(1\\,t)');
    // option level: /a\:b, then graph level doubles the backslash: /a\\:b
    expect(escapeFilterValue('/a:b')).toBe('/a\\\\:b');
    expect(escapeFilterValue("it's")).toBe("it\\\\\\'s");
  });

  it('rejects with the tail of stderr on failure', async () => {
    const error = await runFfmpeg([
      '-hide_banner',
      '-i',
      path.join(dir, 'missing.mp4'),
      '-f',
      'null',
      '-',
    ]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FfmpegError);
    expect((error as FfmpegError).exitCode).not.toBe(0);
    expect((error as FfmpegError).message).toMatch(/missing\.mp4/);
  });

  it('makes a 1-second clip with Serbian text and a thumbnail, and probes its duration', async () => {
    const clip = path.join(dir, 'clip.mp4');
    const thumb = path.join(dir, 'clip.jpg');
    const { duration } = await makeClip(
      { ...canvas('Čćđšž: "uvod", 50% i 1:2 \\ [x]'), duration: 1, thumbnail: { path: thumb, at: 0.5 } },
      clip,
    );
    expect(duration).toBeGreaterThan(0.9);
    expect(duration).toBeLessThan(1.15);
    expect(await probeDuration(clip)).toBeCloseTo(duration, 5);
    const info = await probe(clip);
    expect(info).toMatchObject({ width: 320, height: 180, hasVideo: true, hasAudio: true });
    expect((await stat(thumb)).size).toBeGreaterThan(0);
  });

  it('concatenates an intro and a lesson and reports the intro duration', async () => {
    const intro = path.join(dir, 'intro.mp4');
    const lesson = path.join(dir, 'lesson.mp4');
    const joined = path.join(dir, 'joined.mp4');
    await Promise.all([
      makeClip({ ...canvas('Uvod'), duration: 1 }, intro),
      makeClip({ ...canvas('Lekcija'), duration: 2, sound: { kind: 'room' } }, lesson),
    ]);
    const result = await concatIntro(intro, lesson, joined);
    expect(result.introDuration).toBeGreaterThan(0.9);
    expect(result.introDuration).toBeLessThan(1.15);
    expect(result.duration).toBeGreaterThan(2.8);
    expect(result.duration).toBeLessThan(3.3);
  });

  it('extracts a thumbnail and renders a still', async () => {
    const clip = path.join(dir, 'clip.mp4');
    const frame = path.join(dir, 'frame.jpg');
    await extractThumbnail(clip, frame, { at: 10, width: 160 }); // clamped into the clip
    expect((await stat(frame)).size).toBeGreaterThan(0);
    const still = path.join(dir, 'still.jpg');
    await renderStill({ ...canvas('Naslovna strana'), vignette: 0.5, grain: 4 }, still);
    expect((await stat(still)).size).toBeGreaterThan(0);
  });

  it('reuses a soundtrack and a background still across clips', async () => {
    const track = path.join(dir, 'tone.m4a');
    const background = path.join(dir, 'background.png');
    await makeSoundtrack({ kind: 'tone', frequency: 196 }, 1, track);
    await renderStill({ ...canvas(''), layers: [], vignette: 0.5 }, background);
    const clip = path.join(dir, 'shared.mp4');
    const thumb = path.join(dir, 'shared.jpg');
    const { duration } = await makeClip(
      {
        ...canvas('Lekcija 2: Đurđevdan'),
        duration: 1,
        backgroundImage: background,
        sound: { kind: 'file', path: track },
        thumbnail: { path: thumb, at: 0.5 },
      },
      clip,
    );
    expect(duration).toBeGreaterThan(0.9);
    expect(duration).toBeLessThan(1.15);
    expect(await probe(clip)).toMatchObject({ width: 320, height: 180, hasVideo: true, hasAudio: true });
    expect((await stat(thumb)).size).toBeGreaterThan(0);
  });

  it('fails clearly when probing a missing file', async () => {
    await expect(probeDuration(path.join(dir, 'nope.mp4'))).rejects.toThrow(/ENOENT/);
  });

  it('converts a silent AVI to an H.264 MP4 with a silent track', async () => {
    const avi = path.join(dir, 'silent.avi');
    await runFfmpeg([
      ...QUIET_ARGS,
      ...lavfiInput('testsrc=size=321x181:rate=25:duration=1'),
      '-c:v',
      'mpeg4',
      avi,
    ]);
    const out = path.join(dir, 'silent.mp4');
    const { duration } = await transcodeToMp4(avi, out);
    expect(duration).toBeGreaterThan(0.9);
    expect(await probe(out)).toMatchObject({ width: 320, height: 180, hasVideo: true, hasAudio: true });
  });

  it('cuts clips of differing videos into one trailer', async () => {
    const a = path.join(dir, 'trailer-a.mp4');
    const b = path.join(dir, 'trailer-b.avi');
    await runFfmpeg([
      ...QUIET_ARGS,
      ...lavfiInput('testsrc=size=320x240:rate=30:duration=3'),
      ...lavfiInput('sine=duration=3'),
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      '-shortest',
      a,
    ]);
    await runFfmpeg([
      ...QUIET_ARGS,
      ...lavfiInput('testsrc=size=200x100:rate=25:duration=2'),
      '-c:v',
      'mpeg4',
      b,
    ]);
    const out = path.join(dir, 'trailer.mp4');
    const { duration } = await makeTrailer(
      [
        { file: a, start: 1, duration: 1.5 },
        // asks past the end: the clip is taken from the last available seconds
        { file: b, start: 5, duration: 1 },
      ],
      out,
      { width: 640, height: 360 },
    );
    expect(duration).toBeGreaterThan(2.3);
    expect(duration).toBeLessThan(2.8);
    expect(await probe(out)).toMatchObject({ width: 640, height: 360, hasAudio: true });
  });
});
