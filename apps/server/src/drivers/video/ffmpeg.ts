// ffmpeg as a child process: probing, lesson clips, intro concatenation, thumbnails and still images. What the
// rest of the server uses, gathered from the files that do each part:
//   ffmpeg-process.ts   which binary, running it, probing
//   ffmpeg-canvas.ts    filter graphs of text and box layers, still pictures
//   ffmpeg-clips.ts     generated lesson clips and soundtracks
//   ffmpeg-videos.ts    intro + lesson joins, thumbnails, uploads converted to MP4, trailers
//   ffmpeg-hls.ts       HLS renditions in fMP4 segments (adaptive streaming)
//   ffmpeg-encoding.ts  the H.264/AAC settings they share
export {
  type BoxLayer,
  type Canvas,
  escapeFilterValue,
  ffColor,
  type Layer,
  renderStill,
  type TextLayer,
} from './ffmpeg-canvas';
export { type ClipSpec, makeClip, makeSoundtrack, type Sound } from './ffmpeg-clips';
export {
  HLS_LADDER,
  HLS_MASTER,
  HLS_SEGMENT_SECONDS,
  type HlsRendition,
  hlsRenditions,
  packageHls,
} from './ffmpeg-hls';
export {
  FfmpegError,
  type FfmpegOptions,
  type FfmpegSource,
  ffmpegStartWarning,
  locateFfmpeg,
  type ProbeResult,
  probe,
  probeDuration,
  resolveFfmpegPath,
  runFfmpeg,
} from './ffmpeg-process';
export {
  concatIntro,
  extractThumbnail,
  makeTrailer,
  type TrailerClip,
  transcodeToMp4,
} from './ffmpeg-videos';
