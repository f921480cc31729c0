import { type Canvas, ffColor, layerFilters, writeLayerTexts } from './ffmpeg-canvas';
import { AUDIO_ARGS, even, h264Args, QUIET_ARGS } from './ffmpeg-encoding';
import { type FfmpegOptions, probeDuration, runFfmpeg, withTempDir } from './ffmpeg-process';

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
  await runFfmpeg([...QUIET_ARGS, ...input, '-af', filter, ...AUDIO_ARGS, out], options);
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
      ...QUIET_ARGS,
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
