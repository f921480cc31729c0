// The encoding settings every video ffmpeg writes here shares: H.264 video, AAC audio, even frame sizes.

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
