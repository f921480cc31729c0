// ffmpeg as a child process: probing, lesson clips, intro concatenation, thumbnails and still images.
// The binary: FFMPEG_PATH, else a system `ffmpeg` on PATH, else the one shipped in @ffmpeg-installer/ffmpeg.
// Text is drawn with a DejaVu TTF from the dejavu-fonts-ttf package (never a system font), read from a
// temporary text file so no character of the text needs escaping.
import { spawn } from 'node:child_process';
import { accessSync, constants as fsConstants, statSync } from 'node:fs';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { type FontName, fontPath } from './fonts';

export interface FfmpegOptions {
  /** Explicit binary (config.ffmpegPath); otherwise resolved once (PATH, then @ffmpeg-installer). */
  ffmpegPath?: string;
  signal?: AbortSignal;
}

export class FfmpegError extends Error {
  constructor(
    message: string,
    readonly exitCode: number | null,
    readonly stderrTail: string,
  ) {
    super(message);
    this.name = 'FfmpegError';
  }
}

let resolvedDefault: string | undefined;

function isExecutable(file: string): boolean {
  try {
    accessSync(file, fsConstants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

export type FfmpegSource = 'configured' | 'system' | 'bundled';

/**
 * Where the ffmpeg binary comes from: FFMPEG_PATH, else the first `ffmpeg` on PATH (Debian's package), else the
 * static 2018 build in @ffmpeg-installer/ffmpeg. Null when there is none.
 */
export function locateFfmpeg(
  configured?: string,
  pathEnv: string | undefined = process.env.PATH,
): { path: string; source: FfmpegSource } | null {
  if (configured) return { path: configured, source: 'configured' };
  const exe = process.platform === 'win32' ? 'ffmpeg.exe' : 'ffmpeg';
  for (const dir of (pathEnv ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, exe);
    if (isExecutable(candidate)) return { path: candidate, source: 'system' };
  }
  try {
    const require = createRequire(import.meta.url);
    const installer = require('@ffmpeg-installer/ffmpeg') as { path: string };
    return { path: installer.path, source: 'bundled' };
  } catch {
    return null;
  }
}

/**
 * The warning a production process logs at start when its ffmpeg would be the bundled build: an old ffmpeg
 * decoding uploaded files is an attack surface; Debian's package gets security updates (docs/deploy.md).
 */
export function ffmpegStartWarning(
  config: { env: string; ffmpegPath: string | undefined },
  located: ReturnType<typeof locateFfmpeg> = locateFfmpeg(config.ffmpegPath),
): string | null {
  if (config.env !== 'production') return null;
  if (!located) {
    return 'no ffmpeg found: video uploads will fail. Install the system package (apt-get install ffmpeg) or set FFMPEG_PATH.';
  }
  if (located.source !== 'bundled') return null;
  return `ffmpeg is the old static build bundled with @ffmpeg-installer/ffmpeg (${located.path}), and it decodes uploaded files. Install the system package (apt-get install ffmpeg) or set FFMPEG_PATH.`;
}

/** The ffmpeg binary to run: the configured one, a system `ffmpeg` on PATH, or @ffmpeg-installer's. */
export function resolveFfmpegPath(configured?: string): string {
  if (configured) return configured;
  if (resolvedDefault) return resolvedDefault;
  const located = locateFfmpeg();
  if (!located) {
    throw new Error('No ffmpeg found: set FFMPEG_PATH, install ffmpeg, or install @ffmpeg-installer/ffmpeg');
  }
  resolvedDefault = located.path;
  return located.path;
}

const STDERR_KEEP = 64 * 1024;

function tail(text: string, lines = 15): string {
  return text.trimEnd().split('\n').slice(-lines).join('\n');
}

interface RunResult {
  code: number | null;
  stderr: string;
}

function spawnFfmpeg(args: string[], options: FfmpegOptions): Promise<RunResult> {
  const bin = resolveFfmpegPath(options.ffmpegPath);
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, {
      stdio: ['ignore', 'ignore', 'pipe'],
      signal: options.signal,
      shell: false,
    });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr += chunk;
      if (stderr.length > STDERR_KEEP * 2) stderr = stderr.slice(-STDERR_KEEP);
    });
    child.on('error', (error) => reject(error));
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

/** Runs ffmpeg with the given arguments (no shell); rejects with the tail of stderr on a non-zero exit. */
export async function runFfmpeg(args: string[], options: FfmpegOptions = {}): Promise<{ stderr: string }> {
  const { code, stderr } = await spawnFfmpeg(args, options);
  if (code !== 0) {
    const last = tail(stderr);
    throw new FfmpegError(`ffmpeg exited with code ${code}: ${last}`, code, last);
  }
  return { stderr };
}

export interface ProbeResult {
  /** Seconds (container duration). */
  duration: number;
  width?: number;
  height?: number;
  hasVideo: boolean;
  hasAudio: boolean;
}

/** Reads duration and stream facts from `ffmpeg -i` (the npm binary ships no ffprobe). */
export async function probe(file: string, options: FfmpegOptions = {}): Promise<ProbeResult> {
  await stat(file); // a clear ENOENT instead of ffmpeg's message
  // Without an output ffmpeg prints the input description and exits 1; that is expected here.
  const { stderr } = await spawnFfmpeg(['-hide_banner', '-nostdin', '-i', file], options);
  const match = /Duration:\s*(\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(stderr);
  if (!match)
    throw new FfmpegError(`Could not read the duration of ${path.basename(file)}`, null, tail(stderr));
  const duration = Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
  const video = /Stream #\d+:\d+.*?: Video: [^\n]*?, (\d{2,5})x(\d{2,5})/.exec(stderr);
  return {
    duration,
    width: video ? Number(video[1]) : undefined,
    height: video ? Number(video[2]) : undefined,
    hasVideo: /Stream #\d+:\d+.*?: Video:/.test(stderr),
    hasAudio: /Stream #\d+:\d+.*?: Audio:/.test(stderr),
  };
}

/** Duration in seconds, parsed from the "Duration:" line of `ffmpeg -i`. */
export async function probeDuration(file: string, options: FfmpegOptions = {}): Promise<number> {
  return (await probe(file, options)).duration;
}

// ---------------------------------------------------------------------------------------------------------
// Filter graph building

/**
 * Escapes a value for a filter option inside a filter graph: first the option level (`\ ' :`), then the
 * graph level (`\ ' [ ] , ;`), as the ffmpeg-filters manual describes.
 */
export function escapeFilterValue(value: string): string {
  const optionLevel = value.replace(/[\\':]/g, (c) => `\\${c}`);
  return optionLevel.replace(/[\\'[\],;]/g, (c) => `\\${c}`);
}

/** '#C8A27A' or '#C8A27A@0.4' → ffmpeg's '0xC8A27A@0.4'. */
export function ffColor(color: string): string {
  const m = /^#?([0-9a-fA-F]{6})(@[0-9.]+)?$/.exec(color);
  if (!m) throw new Error(`Bad colour ${color}; use #RRGGBB or #RRGGBB@alpha`);
  return `0x${m[1].toUpperCase()}${m[2] ?? ''}`;
}

function opts(pairs: Record<string, string | number | undefined>): string {
  return Object.entries(pairs)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${escapeFilterValue(String(v))}`)
    .join(':');
}

export interface TextLayer {
  type: 'text';
  /** May contain line breaks; drawn left-aligned as one block. */
  text: string;
  font: FontName;
  size: number;
  color: string;
  /** Pixels or a drawtext expression (w, h, text_w, text_h, t ...). */
  x: number | string;
  y: number | string;
  lineSpacing?: number;
  /** In clips: second at which the text fades in (0.6 s). */
  fadeInAt?: number;
}

export interface BoxLayer {
  type: 'box';
  x: number;
  y: number;
  w: number;
  h: number;
  color: string;
  /** Outline thickness in pixels; filled when omitted. */
  thickness?: number;
}

export type Layer = TextLayer | BoxLayer;

export interface Canvas {
  width: number;
  height: number;
  background: string;
  /** Drawn in order: later layers on top. */
  layers: Layer[];
  /** Soft darkening towards the edges (0 none … 1 strong). */
  vignette?: number;
  /** Static paper grain strength (0 none, 4–8 subtle). */
  grain?: number;
}

async function writeLayerTexts(canvas: Canvas, dir: string): Promise<string[]> {
  const files: string[] = [];
  let i = 0;
  for (const layer of canvas.layers) {
    if (layer.type !== 'text') continue;
    const file = path.join(dir, `text-${i++}.txt`);
    await writeFile(file, layer.text.replace(/\r\n?/g, '\n').trimEnd(), 'utf8');
    files.push(file);
  }
  return files;
}

/** The chain of filters that paints a canvas's layers, in order. */
function layerFilters(canvas: Canvas, textFiles: string[]): string[] {
  const filters: string[] = [];
  if (canvas.vignette && canvas.vignette > 0) {
    // angle controls the falloff: PI/5 is the filter's default; smaller is softer.
    filters.push(`vignette=angle=${(0.15 + 0.5 * Math.min(1, canvas.vignette)).toFixed(3)}`);
  }
  if (canvas.grain && canvas.grain > 0) filters.push(`noise=alls=${Math.round(canvas.grain)}:allf=u`);
  let t = 0;
  for (const layer of canvas.layers) {
    if (layer.type === 'box') {
      filters.push(
        `drawbox=${opts({ x: layer.x, y: layer.y, w: layer.w, h: layer.h, color: ffColor(layer.color), t: layer.thickness ?? 'fill' })}`,
      );
      continue;
    }
    const alpha =
      layer.fadeInAt !== undefined
        ? `if(lt(t,${layer.fadeInAt}),0,min(1,(t-${layer.fadeInAt})/0.6))`
        : undefined;
    filters.push(
      `drawtext=${opts({
        fontfile: fontPath(layer.font),
        textfile: textFiles[t++],
        expansion: 'none',
        fontsize: layer.size,
        fontcolor: ffColor(layer.color),
        x: layer.x,
        y: layer.y,
        line_spacing: layer.lineSpacing,
        alpha,
      })}`,
    );
  }
  return filters;
}

async function withTempDir<T>(fn: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'atelje-ff-'));
  try {
    return await fn(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function even(n: number): number {
  return Math.max(2, Math.round(n / 2) * 2);
}

// ---------------------------------------------------------------------------------------------------------
// Stills

/** Renders a canvas to a JPEG (covers 1280x720, portraits 600x600, book covers ...), or a PNG by extension. */
export async function renderStill(canvas: Canvas, out: string, options: FfmpegOptions = {}): Promise<void> {
  await withTempDir(async (dir) => {
    const textFiles = await writeLayerTexts(canvas, dir);
    const png = out.toLowerCase().endsWith('.png');
    const chain = [...layerFilters(canvas, textFiles), png ? 'format=rgb24' : 'format=yuvj444p'].join(',');
    await runFfmpeg(
      [
        '-hide_banner',
        '-nostdin',
        '-loglevel',
        'error',
        '-y',
        '-f',
        'lavfi',
        '-i',
        `color=c=${ffColor(canvas.background)}:s=${even(canvas.width)}x${even(canvas.height)}:d=1`,
        '-vf',
        chain,
        '-frames:v',
        '1',
        '-q:v',
        '2',
        out,
      ],
      options,
    );
  });
}

// ---------------------------------------------------------------------------------------------------------
// Clips

/** A soft background sound at low volume: a sine tone, brown-noise room tone, or a ready AAC track. */
export type Sound =
  | { kind: 'tone'; frequency: number; volume?: number }
  | { kind: 'room'; volume?: number }
  /** An .m4a made by makeSoundtrack, at least as long as the clip; copied without re-encoding. */
  | { kind: 'file'; path: string };

export interface ClipSpec extends Canvas {
  /** Seconds. */
  duration: number;
  fps?: number;
  /**
   * A still (e.g. made by renderStill with the vignette) decoded once and repeated as the background instead
   * of painting the colour field and vignette on every frame; `background` and `vignette` are then unused.
   */
  backgroundImage?: string;
  sound?: Sound;
  /** Also write one JPEG frame of the clip, taken at `at` seconds. */
  thumbnail?: { path: string; at: number; width?: number };
}

const AUDIO_ARGS = ['-c:a', 'aac', '-b:a', '96k', '-ar', '48000', '-ac', '2'];

function soundInput(sound: Exclude<Sound, { kind: 'file' }>, d: number): { input: string[]; filter: string } {
  const volume = sound.volume ?? (sound.kind === 'tone' ? 0.05 : 0.25);
  const fadeOut = Math.max(0, d - 0.5).toFixed(2);
  const source =
    sound.kind === 'tone'
      ? `sine=frequency=${sound.frequency}:sample_rate=48000:duration=${d}`
      : `anoisesrc=color=brown:amplitude=0.5:sample_rate=48000:duration=${d}`;
  const shaping = [
    ...(sound.kind === 'room' ? ['lowpass=f=500'] : []),
    `volume=${volume}`,
    'afade=t=in:st=0:d=0.5',
    `afade=t=out:st=${fadeOut}:d=0.5`,
    'aformat=sample_rates=48000:channel_layouts=stereo',
  ];
  return { input: ['-f', 'lavfi', '-i', source], filter: shaping.join(',') };
}

/**
 * Encodes a soft sound of `duration` seconds to AAC (.m4a), to be shared by many clips through
 * `sound: { kind: 'file' }`: encoding audio once instead of per clip saves most of a clip's cost.
 */
export async function makeSoundtrack(
  sound: Exclude<Sound, { kind: 'file' }>,
  duration: number,
  out: string,
  options: FfmpegOptions = {},
): Promise<void> {
  const { input, filter } = soundInput(sound, duration);
  await runFfmpeg(
    ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', ...input, '-af', filter, ...AUDIO_ARGS, out],
    options,
  );
}

/**
 * Generates a short H.264/AAC MP4 (yuv420p, faststart) from a canvas; returns its probed duration, or the
 * requested one when `probe: false` (saves a process when the caller only needs whole seconds).
 */
export async function makeClip(
  spec: ClipSpec,
  out: string,
  options: FfmpegOptions & { probe?: boolean } = {},
): Promise<{ duration: number }> {
  const fps = spec.fps ?? 25;
  const w = even(spec.width);
  const h = even(spec.height);
  const d = spec.duration;
  await withTempDir(async (dir) => {
    const textFiles = await writeLayerTexts(spec, dir);
    const frames = Math.max(1, Math.round(d * fps));
    const inputs = spec.backgroundImage
      ? ['-i', spec.backgroundImage]
      : ['-f', 'lavfi', '-i', `color=c=${ffColor(spec.background)}:s=${w}x${h}:r=${fps}:d=${d}`];
    const sound = spec.sound ?? { kind: 'tone', frequency: 220 };
    const graph: string[] = [];
    const fadeOut = Math.max(0, d - 0.5).toFixed(2);
    const base = spec.backgroundImage
      ? [
          `scale=${w}:${h}`,
          'format=yuv420p',
          'loop=loop=-1:size=1',
          `setpts=N/(${fps}*TB)`,
          `trim=end_frame=${frames}`,
          ...layerFilters({ ...spec, vignette: 0 }, textFiles),
        ]
      : layerFilters(spec, textFiles);
    const video = [...base, 'fade=t=in:st=0:d=0.4', `fade=t=out:st=${fadeOut}:d=0.5`, 'format=yuv420p'];
    graph.push(`[0:v]${video.join(',')}${spec.thumbnail ? ',split=2[v][thumbsrc]' : '[v]'}`);
    let audio: string[];
    if (sound.kind === 'file') {
      inputs.push('-i', sound.path);
      audio = ['-map', '1:a:0', '-c:a', 'copy'];
    } else {
      const { input, filter } = soundInput(sound, d);
      inputs.push(...input);
      graph.push(`[1:a]${filter}[a]`);
      audio = ['-map', '[a]', ...AUDIO_ARGS];
    }
    if (spec.thumbnail) {
      // keep only the one frame wanted before any conversion; the other frames are dropped cheaply
      const at = Math.min(Math.max(0, spec.thumbnail.at), Math.max(0, d - 0.6));
      const n = Math.min(frames - 1, Math.round(at * fps));
      const tw = spec.thumbnail.width;
      graph.push(
        `[thumbsrc]trim=start_frame=${n}:end_frame=${n + 1},${tw ? `scale=${even(tw)}:-2,` : ''}format=yuvj420p[thumb]`,
      );
    }
    const args = [
      '-hide_banner',
      '-nostdin',
      '-loglevel',
      'error',
      '-y',
      ...inputs,
      '-filter_complex',
      graph.join(';'),
      '-map',
      '[v]',
      ...h264Args('still'),
      ...audio,
      '-movflags',
      '+faststart',
      '-t',
      String(d),
      out,
    ];
    if (spec.thumbnail) args.push('-map', '[thumb]', '-frames:v', '1', '-q:v', '3', spec.thumbnail.path);
    await runFfmpeg(args, options);
  });
  if (options.probe === false) return { duration: d };
  return { duration: await probeDuration(out, options) };
}

/**
 * H.264 video (yuv420p, main profile); audio and -movflags are added by the caller. Generated clips are still frames with
 * a little text: 'still' uses the fastest preset tuned for them; 'video' suits filmed lessons.
 */
function h264Args(kind: 'still' | 'video' = 'video'): string[] {
  return [
    '-c:v',
    'libx264',
    '-preset',
    kind === 'still' ? 'ultrafast' : 'veryfast',
    ...(kind === 'still' ? ['-tune', 'stillimage'] : []),
    '-crf',
    '23',
    '-pix_fmt',
    'yuv420p',
    '-profile:v',
    'main',
  ];
}

// ---------------------------------------------------------------------------------------------------------
// Concatenation and thumbnails

/**
 * Joins an intro and a lesson into one MP4 with the `concat` filter (re-encoding, so the two may differ in
 * size, frame rate or audio layout; the output takes the lesson's size). Returns the intro's length, which is
 * where the lesson starts in the joined file (the value stored as videos.intro_duration).
 */
export async function concatIntro(
  intro: string,
  main: string,
  out: string,
  options: FfmpegOptions & {
    fps?: number /** 'still' for generated clips (fast), default 'video'. */;
    content?: 'still' | 'video';
  } = {},
): Promise<{ introDuration: number; duration: number }> {
  const [a, b] = await Promise.all([probe(intro, options), probe(main, options)]);
  if (!a.hasVideo || !b.hasVideo) throw new Error('Both files must contain video to be concatenated');
  const w = even(b.width ?? a.width ?? 640);
  const h = even(b.height ?? a.height ?? 360);
  const fps = options.fps ?? 25;
  const inputs = ['-i', intro, '-i', main];
  const graph: string[] = [];
  const sources = [a, b];
  let extra = 2;
  for (let i = 0; i < 2; i++) {
    graph.push(
      `[${i}:v]scale=${w}:${h}:force_original_aspect_ratio=decrease,pad=${w}:${h}:(ow-iw)/2:(oh-ih)/2,setsar=1,fps=${fps},format=yuv420p[v${i}]`,
    );
    if (sources[i].hasAudio) {
      graph.push(`[${i}:a]aresample=48000,aformat=sample_rates=48000:channel_layouts=stereo[a${i}]`);
    } else {
      inputs.push('-f', 'lavfi', '-t', String(sources[i].duration), '-i', 'anullsrc=r=48000:cl=stereo');
      graph.push(`[${extra++}:a]aformat=sample_rates=48000:channel_layouts=stereo[a${i}]`);
    }
  }
  graph.push('[v0][a0][v1][a1]concat=n=2:v=1:a=1[v][a]');
  await runFfmpeg(
    [
      '-hide_banner',
      '-nostdin',
      '-loglevel',
      'error',
      '-y',
      ...inputs,
      '-filter_complex',
      graph.join(';'),
      '-map',
      '[v]',
      '-map',
      '[a]',
      ...h264Args(options.content ?? 'video'),
      ...AUDIO_ARGS,
      '-movflags',
      '+faststart',
      out,
    ],
    options,
  );
  const duration = await probeDuration(out, options);
  return { introDuration: Math.round(a.duration * 1000) / 1000, duration };
}

/** Writes one JPEG frame of a video taken at `at` seconds (clamped into the video), optionally scaled. */
export async function extractThumbnail(
  video: string,
  out: string,
  options: FfmpegOptions & { at?: number; width?: number } = {},
): Promise<void> {
  const duration = await probeDuration(video, options);
  const at = Math.min(Math.max(0, options.at ?? 1), Math.max(0, duration - 0.2));
  const vf = `${options.width ? `scale=${even(options.width)}:-2,` : ''}format=yuvj420p`;
  await runFfmpeg(
    [
      '-hide_banner',
      '-nostdin',
      '-loglevel',
      'error',
      '-y',
      '-ss',
      String(at),
      '-i',
      video,
      '-frames:v',
      '1',
      '-vf',
      vf,
      '-q:v',
      '3',
      out,
    ],
    options,
  );
  const info = await stat(out).catch(() => undefined);
  if (!info || info.size === 0) throw new Error(`No frame could be taken from ${path.basename(video)}`);
}

// ---------------------------------------------------------------------------------------------------------
// Uploaded videos: conversion and trailers

/**
 * Re-encodes any video ffmpeg can read (AVI, FLV, QuickTime …) to an H.264/AAC MP4 that browsers play, keeping
 * its size (made even) and adding silence when it has no sound. Returns the probed duration of the result.
 */
export async function transcodeToMp4(
  input: string,
  out: string,
  options: FfmpegOptions = {},
): Promise<{ duration: number }> {
  const source = await probe(input, options);
  if (!source.hasVideo) throw new FfmpegError(`${path.basename(input)} has no video stream`, null, '');
  const silence = ['-f', 'lavfi', '-t', String(source.duration), '-i', 'anullsrc=r=48000:cl=stereo'];
  const args = ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', '-i', input];
  if (!source.hasAudio) args.push(...silence);
  args.push(
    '-map',
    '0:v:0',
    '-map',
    source.hasAudio ? '0:a:0' : '1:a:0',
    '-vf',
    'scale=trunc(iw/2)*2:trunc(ih/2)*2,format=yuv420p',
    ...h264Args('video'),
    ...AUDIO_ARGS,
  );
  if (!source.hasAudio) args.push('-shortest');
  args.push('-movflags', '+faststart', out);
  await runFfmpeg(args, options);
  return { duration: await probeDuration(out, options) };
}

export interface TrailerClip {
  file: string;
  /** Second of the source where the clip starts. */
  start: number;
  /** Seconds. */
  duration: number;
}

/**
 * Cuts the given clips out of their videos and joins them, with short fades, into one 1280x720 (or `width` x
 * `height`) H.264/AAC MP4. Sources may differ in size, frame rate and sound. Returns the trailer's duration.
 */
export async function makeTrailer(
  clips: TrailerClip[],
  out: string,
  options: FfmpegOptions & { width?: number; height?: number; fps?: number } = {},
): Promise<{ duration: number }> {
  if (clips.length === 0) throw new Error('A trailer needs at least one clip');
  const w = even(options.width ?? 1280);
  const h = even(options.height ?? 720);
  const fps = options.fps ?? 25;
  const facts = await Promise.all(clips.map((clip) => probe(clip.file, options)));
  const inputs: string[] = [];
  const graph: string[] = [];
  const pairs: string[] = [];
  let next = clips.length;
  clips.forEach((clip, i) => {
    const fact = facts[i];
    if (!fact.hasVideo) throw new FfmpegError(`${path.basename(clip.file)} has no video stream`, null, '');
    const start = Math.max(0, Math.min(clip.start, Math.max(0, fact.duration - clip.duration)));
    const length = Math.max(0.5, Math.min(clip.duration, fact.duration - start));
    inputs.push('-ss', start.toFixed(3), '-t', length.toFixed(3), '-i', clip.file);
    const fadeOut = Math.max(0, length - 0.3).toFixed(3);
    graph.push(
      `[${i}:v]scale=${w}:${h}:force_original_aspect_ratio=decrease,pad=${w}:${h}:(ow-iw)/2:(oh-ih)/2,setsar=1,fps=${fps},format=yuv420p,fade=t=in:st=0:d=0.3,fade=t=out:st=${fadeOut}:d=0.3[v${i}]`,
    );
    if (fact.hasAudio) {
      graph.push(
        `[${i}:a]aresample=48000,aformat=sample_rates=48000:channel_layouts=stereo,afade=t=in:st=0:d=0.3,afade=t=out:st=${fadeOut}:d=0.3[a${i}]`,
      );
    } else {
      inputs.push('-f', 'lavfi', '-t', length.toFixed(3), '-i', 'anullsrc=r=48000:cl=stereo');
      graph.push(`[${next++}:a]aformat=sample_rates=48000:channel_layouts=stereo[a${i}]`);
    }
    pairs.push(`[v${i}][a${i}]`);
  });
  graph.push(`${pairs.join('')}concat=n=${clips.length}:v=1:a=1[v][a]`);
  await runFfmpeg(
    [
      '-hide_banner',
      '-nostdin',
      '-loglevel',
      'error',
      '-y',
      ...inputs,
      '-filter_complex',
      graph.join(';'),
      '-map',
      '[v]',
      '-map',
      '[a]',
      ...h264Args('video'),
      ...AUDIO_ARGS,
      '-movflags',
      '+faststart',
      out,
    ],
    options,
  );
  return { duration: await probeDuration(out, options) };
}
