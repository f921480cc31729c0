// Whole videos: an intro joined to a lesson, thumbnails, and uploaded videos converted to MP4 or cut to trailers.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { AUDIO_ARGS, even, graphToMp4Args, h264Args, QUIET_ARGS } from './ffmpeg-encoding';
import { FfmpegError, type FfmpegOptions, probe, probeDuration, runFfmpeg } from './ffmpeg-process';

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
    [...QUIET_ARGS, ...inputs, ...graphToMp4Args(graph, options.content ?? 'video', out)],
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
    [...QUIET_ARGS, '-ss', String(at), '-i', video, '-frames:v', '1', '-vf', vf, '-q:v', '3', out],
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
  const args = [...QUIET_ARGS, '-i', input];
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
  await runFfmpeg([...QUIET_ARGS, ...inputs, ...graphToMp4Args(graph, 'video', out)], options);
  return { duration: await probeDuration(out, options) };
}
