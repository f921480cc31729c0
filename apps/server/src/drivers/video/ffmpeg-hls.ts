// Adaptive streaming (HLS, ADR 079): a video packaged as H.264/AAC renditions in fMP4 (CMAF) segments with one
// master playlist, written into a directory that the caller stores under one key prefix.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { AUDIO_ARGS, even, QUIET_ARGS } from './ffmpeg-encoding';
import { FfmpegError, type FfmpegOptions, probe, runFfmpeg } from './ffmpeg-process';

/** The rungs of the ladder: a rendition is made for every rung not taller than the source. */
export const HLS_LADDER = [
  { height: 360, videoKbps: 800 },
  { height: 540, videoKbps: 1400 },
  { height: 720, videoKbps: 2800 },
  { height: 1080, videoKbps: 5000 },
] as const;

/** Seconds per segment; every rendition has a key frame at each multiple, so the segments line up. */
export const HLS_SEGMENT_SECONDS = 2;
export const HLS_MASTER = 'master.m3u8';

export interface HlsRendition {
  name: string;
  height: number;
  videoKbps: number;
}

/** The renditions made for a source of this height: the rungs up to it, or one at the source's own height. */
export function hlsRenditions(sourceHeight: number | undefined): HlsRendition[] {
  const height = sourceHeight ?? 360;
  const rungs = HLS_LADDER.filter((rung) => rung.height <= height);
  if (rungs.length > 0) return rungs.map((rung) => ({ name: `${rung.height}p`, ...rung }));
  const small = even(height);
  return [{ name: `${small}p`, height: small, videoKbps: HLS_LADDER[0].videoKbps }];
}

const HLS_OUTPUT = (outDir: string, names: string[]) => [
  '-f',
  'hls',
  '-hls_time',
  String(HLS_SEGMENT_SECONDS),
  '-hls_playlist_type',
  'vod',
  '-hls_segment_type',
  'fmp4',
  '-hls_flags',
  'independent_segments',
  '-hls_fmp4_init_filename',
  'init.mp4',
  '-hls_segment_filename',
  path.join(outDir, '%v', 'seg-%05d.m4s'),
  '-master_pl_name',
  HLS_MASTER,
  '-var_stream_map',
  names.map((name, i) => `v:${i},a:${i},name:${name}`).join(' '),
  path.join(outDir, '%v', 'index.m3u8'),
];

/**
 * Encodes `input` into the renditions of hlsRenditions() under `outDir` (master.m3u8, then `<name>/index.m3u8`,
 * `<name>/init_<n>.mp4` and `<name>/seg-NNNNN.m4s`). A source without sound gets silence, like the MP4 version.
 * `copy` packages the source's own H.264/AAC streams as one rendition without encoding (the demo seed's clips
 * are already small H.264/AAC files).
 */
export async function packageHls(
  input: string,
  outDir: string,
  options: FfmpegOptions & { copy?: boolean } = {},
): Promise<{ renditions: HlsRendition[]; files: string[] }> {
  const source = await probe(input, options);
  if (!source.hasVideo) throw new FfmpegError(`${path.basename(input)} has no video stream`, null, '');
  const args = [...QUIET_ARGS, '-i', input];
  if (!source.hasAudio) {
    args.push('-f', 'lavfi', '-t', String(source.duration), '-i', 'anullsrc=r=48000:cl=stereo');
  }
  const audio = source.hasAudio ? '0:a:0' : '1:a:0';
  let renditions: HlsRendition[];
  if (options.copy && source.hasAudio) {
    const height = even(source.height ?? 360);
    renditions = [{ name: `${height}p`, height, videoKbps: 0 }];
    args.push('-map', '0:v:0', '-map', audio, '-c', 'copy');
  } else {
    renditions = hlsRenditions(source.height);
    const split = renditions.map((_, i) => `[s${i}]`).join('');
    const graph = [`[0:v]format=yuv420p,split=${renditions.length}${split}`];
    renditions.forEach((rendition, i) => {
      graph.push(`[s${i}]scale=-2:${rendition.height},setsar=1[v${i}]`);
    });
    args.push('-filter_complex', graph.join(';'));
    renditions.forEach((_, i) => {
      args.push('-map', `[v${i}]`);
    });
    renditions.forEach(() => {
      args.push('-map', audio);
    });
    args.push('-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'main', '-pix_fmt', 'yuv420p');
    renditions.forEach((rendition, i) => {
      const kbps = rendition.videoKbps;
      args.push(
        `-b:v:${i}`,
        `${kbps}k`,
        `-maxrate:v:${i}`,
        `${Math.round(kbps * 1.07)}k`,
        `-bufsize:v:${i}`,
        `${Math.round(kbps * 1.5)}k`,
      );
    });
    args.push(
      '-force_key_frames',
      `expr:gte(t,n_forced*${HLS_SEGMENT_SECONDS})`,
      '-sc_threshold',
      '0',
      ...AUDIO_ARGS,
    );
    if (!source.hasAudio) args.push('-shortest');
  }
  args.push(
    ...HLS_OUTPUT(
      outDir,
      renditions.map((r) => r.name),
    ),
  );
  await runFfmpeg(args, options);
  return { renditions, files: await filesUnder(outDir) };
}

/** Every file under `dir`, as paths relative to it with forward slashes, sorted. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}
