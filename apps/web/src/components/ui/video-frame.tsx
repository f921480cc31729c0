// A 16:9 video with a poster: `<video controls playsInline preload="metadata">`, or the poster with a note when
// there is nothing to play.
import { type ReactNode, useState } from 'react';
import styles from './video-frame.module.css';

interface VideoFrameProps {
  src: string | null;
  poster: string | null;
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

export function VideoFrame({
  src,
  poster,
  label,
  fallback,
  emptyNote,
  errorNote,
  loading = false,
  loadingLabel,
  testId,
}: VideoFrameProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const [posterFailed, setPosterFailed] = useState(false);
  const playable = src !== null && failed !== src;

  return (
    <div className={styles.frame} data-testid={testId}>
      {playable ? (
        // biome-ignore lint/a11y/useMediaCaption: trailers come without caption tracks (the API offers none)
        <video
          key={src}
          className={styles.video}
          src={src}
          poster={poster ?? undefined}
          controls
          playsInline
          preload="metadata"
          aria-label={label}
          onError={() => setFailed(src)}
        />
      ) : (
        <>
          {poster && !posterFailed ? (
            <img className={styles.poster} src={poster} alt="" onError={() => setPosterFailed(true)} />
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
