// The home banner video (spec 000 §1): the trailer of the most popular course, looping and muted, with
// play/pause, mute/unmute and full-screen toggles. It does not start by itself for people who prefer reduced
// motion, on phone-sized screens and when the browser asks to save data (there it waits, showing its poster,
// until play is pressed, and downloads nothing before), and it pauses while scrolled out of sight. The frame
// shows as soon as the course is known, with the trailer's thumbnail from the course's own lesson list as its
// poster, so that picture (the largest one above the fold) does not wait for the trailer call; the poster comes
// in the width the frame is drawn at (srcset and sizes, ADR 068).
import type { Course } from '@atelje/shared/catalog/schemas';
import { useEffect, useRef, useState } from 'react';
import { preload } from 'react-dom';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n-react';
import { HOME_BANNER_SIZES, pictureProps } from '../../../lib/image-sizes';
import { useHydrated } from '../../../lib/use-media-query';
import { useCourseTrailer } from '../../courses';
import { useMediaQuery, usePrefersReducedMotion } from '../lib/use-near-viewport';
import styles from './banner-video.module.css';

type FullscreenVideo = HTMLVideoElement & { webkitEnterFullscreen?: () => void };

const ICONS = {
  play: 'M8 5.5v13l10.5-6.5L8 5.5Z',
  pause: 'M8.5 5.5v13M15.5 5.5v13',
  muted: 'M4 9.5h3.5L12 5.5v13l-4.5-4H4v-5ZM16 9.5l5 5M21 9.5l-5 5',
  sound: 'M4 9.5h3.5L12 5.5v13l-4.5-4H4v-5ZM15.5 9a4 4 0 0 1 0 6M18 6.5a7.5 7.5 0 0 1 0 11',
  enter: 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5',
  exit: 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5',
};

/** The layout's phone breakpoint (main-layout). */
const PHONE_QUERY = '(max-width: 767.98px)';

/** Chromium's Save-Data preference (not in the DOM typings). */
const savesData = () =>
  typeof navigator !== 'undefined' &&
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

interface BannerVideoProps {
  /** The course whose trailer plays; null while the popular list loads or when it is empty. */
  course: Pick<Course, 'id' | 'title' | 'cover' | 'videos'> | null;
  /** Shown until (and instead of) a playable trailer. */
  fallback: React.ReactNode;
  /** Called once the poster has been shown (or could not be): the page then renders what lies below. */
  onPosterSettled?: () => void;
}

export function BannerVideo({ course, fallback, onPosterSettled }: BannerVideoProps) {
  const { t } = useTranslation('home');
  const trailer = useCourseTrailer(course?.id ?? 0, course !== null);
  const reducedMotion = usePrefersReducedMotion();
  const phone = useMediaQuery(PHONE_QUERY);
  // Decided in the browser only: the server's render (and the browser's first, which takes it over) starts
  // nothing, so no phone begins to download or play the trailer before the page is live.
  const hydrated = useHydrated();
  const autoplay = hydrated && !reducedMotion && !phone && !savesData();
  const frameRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<FullscreenVideo>(null);
  const posterRef = useRef<HTMLImageElement>(null);
  const [playing, setPlaying] = useState(false);
  // Until the video first plays, its poster is an <img> over it (the video itself has none): unlike a video
  // poster, an image can be fetched with high priority, tells when it has loaded and is painted at once.
  const [started, setStarted] = useState(false);
  const [muted, setMuted] = useState(true);
  const [fullscreen, setFullscreen] = useState(false);
  const [failed, setFailed] = useState(false);
  // Paused by the visitor: scrolling back into view must not restart it.
  const pausedByUser = useRef(false);

  const url = trailer.data?.url ?? null;
  // The trailer call also answers the thumbnail of that video (shared trailerResponseSchema).
  const listed = course?.videos?.find((video) => video.is_trailer);
  const poster = trailer.data?.thumbnail_url
    ? { url: trailer.data.thumbnail_url, srcset: trailer.data.thumbnail_srcset ?? null }
    : listed?.thumbnail_url
      ? { url: listed.thumbnail_url, srcset: listed.thumbnail_srcset ?? null }
      : course?.cover?.url
        ? { url: course.cover.url, srcset: course.cover.srcset ?? null }
        : null;
  // The largest picture of the home page's first screen: asked for first thing from the server's HTML (React
  // writes the preload into its render, the server puts it into the head), in the width the <img> will take.
  if (poster) {
    preload(poster.url, {
      as: 'image',
      fetchPriority: 'high',
      ...(poster.srcset ? { imageSrcSet: poster.srcset, imageSizes: HOME_BANNER_SIZES } : {}),
    });
  }

  // A poster the browser had before the page was live (a small width arrives fast) fired its load event before
  // React listened: it is settled all the same.
  const posterUrl = poster?.url;
  useEffect(() => {
    if (posterUrl && posterRef.current?.complete) onPosterSettled?.();
  }, [posterUrl, onPosterSettled]);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === frameRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  // Autoplay (muted) where it is wanted; pause while off screen.
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !url) return;
    if (reducedMotion) {
      video.pause();
      return;
    }
    if (typeof IntersectionObserver === 'undefined') {
      if (autoplay) void video.play().catch(() => undefined);
      return;
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry.isIntersecting) {
          if (autoplay && !pausedByUser.current) void video.play().catch(() => undefined);
        } else if (!video.paused) video.pause();
      },
      { threshold: 0.25 },
    );
    observer.observe(video);
    return () => observer.disconnect();
  }, [url, autoplay, reducedMotion]);

  // While the trailer call runs the frame shows the poster; without a trailer, the fallback.
  if (!course || failed || trailer.isError || (!url && !trailer.isPending)) return <>{fallback}</>;

  function togglePlay() {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) {
      pausedByUser.current = false;
      void video.play().catch(() => undefined);
    } else {
      pausedByUser.current = true;
      video.pause();
    }
  }

  function toggleMute() {
    const video = videoRef.current;
    if (!video) return;
    video.muted = !video.muted;
    setMuted(video.muted);
    if (!video.muted && video.paused) {
      pausedByUser.current = false;
      void video.play().catch(() => undefined);
    }
  }

  function toggleFullscreen() {
    const frame = frameRef.current;
    const video = videoRef.current;
    if (!frame || !video) return;
    if (document.fullscreenElement) {
      void document.exitFullscreen().catch(() => undefined);
    } else if (frame.requestFullscreen) {
      void frame.requestFullscreen().catch(() => undefined);
    } else {
      video.webkitEnterFullscreen?.(); // iOS Safari: only the video element can go full screen
    }
  }

  return (
    <figure className={styles.banner} data-testid="banner-video">
      <div ref={frameRef} className={styles.frame} data-fullscreen={fullscreen || undefined}>
        <video
          ref={videoRef}
          className={styles.video}
          src={url ?? undefined}
          muted
          loop
          playsInline
          autoPlay={autoplay}
          preload={autoplay ? 'metadata' : 'none'}
          aria-label={t('video.label', { title: course.title })}
          onPlay={() => {
            setPlaying(true);
            setStarted(true);
          }}
          onPause={() => setPlaying(false)}
          onVolumeChange={(event) => setMuted(event.currentTarget.muted)}
          onError={() => setFailed(true)}
          onClick={togglePlay}
        />
        {poster && !started ? (
          <img
            ref={posterRef}
            className={styles.poster}
            {...pictureProps(poster.url, poster.srcset, HOME_BANNER_SIZES)}
            alt=""
            width={1280}
            height={720}
            fetchPriority="high"
            onLoad={onPosterSettled}
            onError={onPosterSettled}
          />
        ) : null}
        <div className={styles.controls}>
          <ControlButton
            onClick={togglePlay}
            label={playing ? t('video.pause') : t('video.play')}
            testId="banner-video-play"
            icon={playing ? ICONS.pause : ICONS.play}
          />
          <ControlButton
            onClick={toggleMute}
            label={muted ? t('video.unmute') : t('video.mute')}
            testId="banner-video-mute"
            icon={muted ? ICONS.muted : ICONS.sound}
          />
          <ControlButton
            onClick={toggleFullscreen}
            label={fullscreen ? t('video.exitFullscreen') : t('video.fullscreen')}
            testId="banner-video-fullscreen"
            icon={fullscreen ? ICONS.exit : ICONS.enter}
          />
        </div>
      </div>
      <figcaption className={styles.caption}>
        <span className={styles.captionLabel}>{t('video.from')}</span>
        <Link to={`/courses/${course.id}`} className={styles.captionLink}>
          {course.title}
        </Link>
      </figcaption>
    </figure>
  );
}

function ControlButton({
  onClick,
  label,
  testId,
  icon,
}: {
  onClick: () => void;
  label: string;
  testId: string;
  /** The icon's path (ICONS), for the state the button is in. */
  icon: string;
}) {
  return (
    <button
      type="button"
      className={styles.control}
      onClick={onClick}
      aria-label={label}
      data-testid={testId}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor">
        <path d={icon} strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
