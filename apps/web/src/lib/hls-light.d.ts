// hls.js ships its light build (`hls.js/light`) without a declaration of its own: it is the same class with fewer
// features (no subtitles, alternate audio or DRM), so the full build's types describe it.
declare module 'hls.js/light' {
  export { default } from 'hls.js';
}
