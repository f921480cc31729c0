// The encoding settings every video ffmpeg writes here shares: H.264 video, AAC audio, even frame sizes.

/** How every ffmpeg run here starts: no banner, no reading of stdin, errors only, the output overwritten. */
export const QUIET_ARGS = ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'];

/** An input made by one of ffmpeg's lavfi sources, e.g. `color=c=white:s=1280x720:d=1` or `anullsrc`. */
export function lavfiInput(source: string): string[] {
  return ['-f', 'lavfi', '-i', source];
}

export const AUDIO_ARGS = ['-c:a', 'aac', '-b:a', '96k', '-ar', '48000', '-ac', '2'];

/**
 * H.264 video (yuv420p, main profile); audio and -movflags are added by the caller. Generated clips are still frames with
 * a little text: 'still' uses the fastest preset tuned for them; 'video' suits filmed lessons.
 */
export function h264Args(kind: 'still' | 'video' = 'video'): string[] {
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

export function even(n: number): number {
  return Math.max(2, Math.round(n / 2) * 2);
}

/**
 * The arguments after the inputs of a run whose filter graph ends in `[v]` and `[a]`: H.264 and AAC, the index at
 * the front of the file so it plays while it downloads.
 */
export function graphToMp4Args(graph: string[], kind: 'still' | 'video', out: string): string[] {
  return [
    '-filter_complex',
    graph.join(';'),
    '-map',
    '[v]',
    '-map',
    '[a]',
    ...h264Args(kind),
    ...AUDIO_ARGS,
    '-movflags',
    '+faststart',
    out,
  ];
}
