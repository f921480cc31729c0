// Which stream a lesson's <video> plays (ADR 079): the HLS master playlist through hls.js where the browser has
// Media Source Extensions (loaded on demand, so only lesson pages fetch it), natively where it has no MSE but plays
// HLS itself (older iOS), else the MP4. hls.js comes first even where the browser also plays HLS natively: Debian's
// Chromium 156 does, and took 3.2 s to a first frame at 1.6 Mbit/s against hls.js's 2.0 s (docs/benchmarks.md). The MP4 is also the fallback when HLS fails (the time is kept) and for lessons
// processed before HLS existed. The element carries the URL it was given in `data-stream`.
import type Hls from 'hls.js';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PlaybackStep } from './playback';
import { resumeAt } from './playback';

export const HLS_MIME = 'application/vnd.apple.mpegurl';

export type StreamKind = 'hls' | 'mp4';

/** Media Source Extensions (ManagedMediaSource on iOS 17.1 and later), which hls.js plays through. */
function hasMediaSource(): boolean {
  return typeof window !== 'undefined' && ('MediaSource' in window || 'ManagedMediaSource' in window);
}

export interface VideoSource {
  /** The callback ref for the <video>. */
  attach: (element: HTMLVideoElement | null) => void;
  /** Called on the element's error event: true when the MP4 takes over (no error to show). */
  recover: () => boolean;
  kind: StreamKind | null;
}

export function useVideoSource(step: PlaybackStep): VideoSource {
  const [element, setElement] = useState<HTMLVideoElement | null>(null);
  const [kind, setKind] = useState<StreamKind | null>(null);
  const fallbackRef = useRef<() => boolean>(() => false);

  useEffect(() => {
    if (!element) return;
    let cancelled = false;
    let hls: Hls | null = null;
    let current: StreamKind | null = null;

    const load = (url: string, as: StreamKind) => {
      current = as;
      element.dataset.stream = url;
      setKind(as);
    };
    const playMp4 = (at = 0) => {
      load(step.src, 'mp4');
      if (at > 0) {
        element.addEventListener(
          'loadedmetadata',
          () => {
            element.currentTime = at;
            element.play().catch(() => undefined);
          },
          { once: true },
        );
      }
      element.setAttribute('src', step.src);
    };
    const fallBack = () => {
      if (current !== 'hls') return false;
      const at = element.currentTime;
      hls?.destroy();
      hls = null;
      playMp4(at);
      return true;
    };
    fallbackRef.current = fallBack;

    const master = step.hls;
    const native = () => {
      if (!master || element.canPlayType(HLS_MIME) === '') return false;
      load(master, 'hls');
      element.setAttribute('src', master);
      return true;
    };
    if (!master) {
      playMp4();
    } else if (!hasMediaSource()) {
      if (!native()) playMp4();
    } else {
      // The light build: no subtitles, alternate audio or DRM, which lessons do not use (a third smaller).
      import('hls.js/light')
        .then(({ default: HlsPlayer }) => {
          if (cancelled) return;
          if (!HlsPlayer.isSupported()) {
            if (!native()) playMp4();
            return;
          }
          const player = new HlsPlayer({ startPosition: resumeAt(step.startAt, null) });
          hls = player;
          let reloaded = false;
          let mediaRecovered = false;
          player.on(HlsPlayer.Events.ERROR, (_event, data) => {
            if (!data.fatal) return;
            // A signed URL that ran out (a long pause) or a network blip: the playlist once more, with fresh URLs.
            if (data.type === HlsPlayer.ErrorTypes.NETWORK_ERROR && !reloaded) {
              reloaded = true;
              const at = element.currentTime;
              player.loadSource(master);
              player.startLoad(at);
              return;
            }
            if (data.type === HlsPlayer.ErrorTypes.MEDIA_ERROR && !mediaRecovered) {
              mediaRecovered = true;
              player.recoverMediaError();
              return;
            }
            fallBack();
          });
          load(master, 'hls');
          player.loadSource(master);
          player.attachMedia(element);
        })
        .catch(() => {
          if (!cancelled && !native()) playMp4();
        });
    }
    return () => {
      cancelled = true;
      hls?.destroy();
      fallbackRef.current = () => false;
    };
  }, [element, step.src, step.hls, step.startAt]);

  const recover = useCallback(() => fallbackRef.current(), []);
  return { attach: setElement, recover, kind };
}
