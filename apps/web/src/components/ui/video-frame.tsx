// A 16:9 video with a poster: `<video controls playsInline preload="metadata">`, or the poster with a note when
// there is nothing to play. A video's `poster` attribute takes one URL, so a poster that comes in several widths
// (posterSrcSet, ADR 068) is an <img srcset sizes> over the video instead, with a play button, until the video is
// started: the browser downloads the width the frame is drawn at, and the server's render and the browser's
// first one name the same picture (no difference at hydration).
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { pictureProps } from '../../lib/image-sizes';
import styles from './video-frame.module.css';

interface VideoFrameProps {
  src: string | null;
  poster: string | null;
  /** The srcset of the poster's widths: the poster is then drawn over the video until it is played. */
  posterSrcSet?: string | null;
  /** How wide the frame is drawn (lib/image-sizes.ts); used with posterSrcSet. */
  posterSizes?: string;
  /** The poster is the page's largest picture: fetched first. */
  posterPriority?: boolean;
  /** Names the video for assistive technology, e.g. "Trejler: Dizajn enterijera". */
  label: string;
  /** Drawn behind the note when there is no poster image. */
  fallback?: ReactNode;
  /** Shown over the poster when there is no video (e.g. "Nema dostupnog trailera"). */
  emptyNote?: string;
  /** Shown over the poster when the video fails to load. */
  errorNote?: string;
  loading?: boolean;
  loadingLabel?: string;
  testId?: string;
}

const PLAY_ICON = 'M9 6.5v11l9-5.5-9-5.5Z';

export function VideoFrame({
  src,
  poster,
  posterSrcSet,
  posterSizes = '100vw',
  posterPriority = false,
  label,
  fallback,
  emptyNote,
  errorNote,
  loading = false,
  loadingLabel,
  testId,
}: VideoFrameProps) {
  const { t } = useTranslation('common');
  const [failed, setFailed] = useState<string | null>(null);
  const [posterFailed, setPosterFailed] = useState(false);
  // The source the visitor started: a new source shows its poster again.
  const [started, setStarted] = useState<string | null>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  // Play pressed on the image: the focus goes on to the video (its controls), not to the page's start.
  const focusVideo = useRef(false);
  const playable = src !== null && failed !== src;
  // A poster in several widths is never the video's own (that attribute would download the original, even once
  // the video plays); it is the image over the video until the video is started.
  const posterImage = poster !== null && Boolean(posterSrcSet) && !posterFailed;
  const overlay = playable && posterImage && started !== src;
  const priority = posterPriority ? ({ fetchPriority: 'high' } as const) : {};

  function start() {
    focusVideo.current = true;
    setStarted(src);
    void videoRef.current?.play().catch(() => undefined);
  }

  useEffect(() => {
    if (started === null || !focusVideo.current) return;
    focusVideo.current = false;
    videoRef.current?.focus();
  }, [started]);

  return (
    <div className={styles.frame} data-testid={testId}>
      {playable ? (
        <>
          {/* biome-ignore lint/a11y/useMediaCaption: trailers come without caption tracks (the API offers none) */}
          <video
            key={src}
            ref={videoRef}
            className={styles.video}
            src={src}
            poster={posterImage ? undefined : (poster ?? undefined)}
            controls={!overlay}
            playsInline
            preload="metadata"
            aria-label={label}
            onPlay={() => setStarted(src)}
            onError={() => setFailed(src)}
          />
          {overlay ? (
            <button
              type="button"
              className={styles.start}
              onClick={start}
              aria-label={t('video.play', { label })}
              data-testid={testId ? `${testId}-play` : undefined}
            >
              <img
                className={styles.poster}
                {...pictureProps(poster, posterSrcSet, posterSizes)}
                alt=""
                width={1280}
                height={720}
                {...priority}
                onError={() => setPosterFailed(true)}
              />
              <span className={styles.playIcon}>
                <svg aria-hidden="true" viewBox="0 0 24 24" width="28" height="28">
                  <path d={PLAY_ICON} fill="currentColor" />
                </svg>
              </span>
            </button>
          ) : null}
        </>
      ) : (
        <>
          {poster && !posterFailed ? (
            <img
              className={styles.poster}
              {...pictureProps(poster, posterSrcSet, posterSizes)}
              alt=""
              {...priority}
              onError={() => setPosterFailed(true)}
            />
          ) : (
            <div className={styles.fallback}>{fallback}</div>
          )}
          {loading ? (
            <div className={styles.overlay} role="status">
              <span className={styles.pulse} aria-hidden="true" />
              <span className="visually-hidden">{loadingLabel}</span>
            </div>
          ) : (
            <div className={styles.overlay}>
              <p className={styles.note}>{src !== null && failed === src ? errorNote : emptyNote}</p>
            </div>
          )}
        </>
      )}
    </div>
  );
}
