// The lesson player: the native <video> (no download offered) with the intro rules of spec 001 §4, "Skip Intro",
// autoplay retried after 100 ms, resume from the saved second, progress saved every ~10 s and on pause or leave,
// playback speed, keyboard shortcuts, and the loading, error and end-of-lesson states.
import type { LessonUrlResponse } from '@atelje/shared/lessons/schemas';
import {
  type KeyboardEvent as ReactKeyboardEvent,
  type Ref,
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Button } from '../../../components/ui/button';
import { clock } from '../../../lib/format';
import { useCaptions } from '../hooks/use-captions';
import { useLessonsTranslation } from '../lib/lessons-i18n';
import { planPlayback, resumeAt, SPEEDS, showsSkip } from '../lib/playback';
import { useVideoSource } from '../lib/use-video-source';
import { CaptionTracks } from './caption-tracks';
import { CaptionsMenu } from './captions-menu';
import styles from './lesson-player.module.css';
import { TranscriptPanel, TranscriptToggle } from './transcript-panel';

/** Wall-clock time between two saves while the lesson plays. */
const SAVE_EVERY_MS = 10_000;
const SEEK_STEP = 5;

export interface LessonPlayerProps {
  answer: LessonUrlResponse;
  title: string;
  poster: string;
  speed: number;
  onSpeedChange: (speed: number) => void;
  /** Called with the lesson's position; `leaving` when the page is closing (the call must outlive it). */
  onSave: (positionSeconds: number, durationSeconds: number, leaving: boolean) => void;
  next: { title: string; go: () => void } | null;
  onRetry: () => void;
  /** What the page around the player may ask of it: the lesson's second, a seek, a pause (the notes, ADR 080). */
  handle?: Ref<LessonPlayerHandle>;
}

export interface LessonPlayerHandle {
  /** The second of the lesson playing (0 while an intro plays). */
  time: () => number;
  /** Plays the lesson from this second (past an intro that is playing). */
  seek: (seconds: number) => void;
  pause: () => void;
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT', 'BUTTON', 'A'].includes(target.tagName) ||
    target.getAttribute('role') === 'button'
  );
}

export function LessonPlayer({
  answer,
  title,
  poster,
  speed,
  onSpeedChange,
  onSave,
  next,
  onRetry,
  handle,
}: LessonPlayerProps) {
  const { t, language } = useLessonsTranslation();
  const plan = useMemo(() => planPlayback(answer), [answer]);
  const [stepIndex, setStepIndex] = useState(0);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [time, setTime] = useState(0);
  const [ended, setEnded] = useState(false);
  const [resumedFrom, setResumedFrom] = useState<number | null>(null);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  // The element last shown: React clears videoRef before the unmount save runs, the element keeps its time.
  const lastVideo = useRef<HTMLVideoElement | null>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const lastSave = useRef(Date.now());
  // A seek asked for while an intro plays: where the lesson starts once it loads.
  const pendingSeek = useRef<number | null>(null);
  const retryTimer = useRef<number | undefined>(undefined);
  const step = plan.steps[Math.min(stepIndex, plan.steps.length - 1)]!;
  // Captions and transcript (ADR 078): the lesson's own file only, never a separate intro before it.
  const captions = useCaptions(answer.captions, videoRef, step.phase === 'lesson', step.src, language);
  const [transcriptOpen, setTranscriptOpen] = useState(false);
  const transcriptId = useId();
  const seek = useCallback((seconds: number) => {
    const video = videoRef.current;
    if (!video) return;
    video.currentTime = seconds;
    setTime(seconds);
  }, []);
  // HLS where there is one, the MP4 otherwise and as the fallback (ADR 079).
  const source = useVideoSource(step);
  const attachSource = source.attach;
  // The step whose start was applied: a fallback to the MP4 loads again, and keeps its own time.
  const startedStep = useRef<typeof step | null>(null);

  const attachVideo = useCallback(
    (element: HTMLVideoElement | null) => {
      videoRef.current = element;
      if (element) lastVideo.current = element;
      attachSource(element);
    },
    [attachSource],
  );

  const save = useCallback(
    (leaving: boolean, atEnd = false) => {
      const video = lastVideo.current;
      if (!video || !plan.tracksProgress || step.phase !== 'lesson') return;
      const duration = video.duration;
      if (!Number.isFinite(duration) || duration <= 0) return;
      lastSave.current = Date.now();
      onSave(atEnd ? duration : video.currentTime, duration, leaving);
    },
    [onSave, plan.tracksProgress, step.phase],
  );
  // Listeners registered once read the newest save through this ref.
  const saveRef = useRef(save);
  saveRef.current = save;

  useEffect(() => {
    const leave = () => saveRef.current(true);
    const hidden = () => {
      if (document.visibilityState === 'hidden') saveRef.current(true);
    };
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', hidden);
      window.clearTimeout(retryTimer.current);
      // Another lesson or another page of the site: the page lives on, so an ordinary save will do.
      saveRef.current(false);
    };
  }, []);

  useEffect(() => {
    if (resumedFrom === null) return;
    const timer = window.setTimeout(() => setResumedFrom(null), 4000);
    return () => window.clearTimeout(timer);
  }, [resumedFrom]);

  const tryPlay = useCallback(() => {
    const video = videoRef.current;
    if (!video) return;
    video.play().catch(() => {
      // Browsers may refuse a first play() (autoplay rules, a load in progress): try once more, after which
      // the learner's own press of the play control starts it.
      window.clearTimeout(retryTimer.current);
      retryTimer.current = window.setTimeout(() => {
        videoRef.current?.play().catch(() => undefined);
      }, 100);
    });
  }, []);

  const toLesson = useCallback(() => {
    setStatus('loading');
    setTime(0);
    setStepIndex((index) => Math.min(index + 1, plan.steps.length - 1));
  }, [plan.steps.length]);

  const skip = () => {
    const video = videoRef.current;
    if (step.phase === 'intro') {
      toLesson();
      return;
    }
    if (video && plan.skipUntil !== null) {
      video.currentTime = plan.skipUntil;
      setTime(plan.skipUntil);
      if (video.paused) tryPlay();
    }
  };

  const togglePlay = useCallback(() => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) tryPlay();
    else video.pause();
  }, [tryPlay]);

  useImperativeHandle(
    handle,
    () => ({
      time: () => (step.phase === 'lesson' ? (videoRef.current?.currentTime ?? 0) : 0),
      seek: (seconds) => {
        const video = videoRef.current;
        if (step.phase !== 'lesson' || !video) {
          pendingSeek.current = seconds;
          if (step.phase !== 'lesson') toLesson();
          return;
        }
        video.currentTime = seconds;
        setTime(seconds);
        setEnded(false);
        if (video.paused) tryPlay();
      },
      pause: () => videoRef.current?.pause(),
    }),
    [step.phase, toLesson, tryPlay],
  );

  const toggleFullscreen = useCallback(() => {
    const frame = frameRef.current;
    if (!frame) return;
    if (document.fullscreenElement) void document.exitFullscreen();
    else void frame.requestFullscreen?.();
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      // Keys typed into a field or pressed on a button belong to them; on the video they are ours.
      if (event.target !== videoRef.current && isTyping(event.target)) return;
      const video = videoRef.current;
      if (!video) return;
      const key = event.key.toLowerCase();
      if (key === ' ' || key === 'k') togglePlay();
      else if (key === 'arrowleft') video.currentTime = Math.max(0, video.currentTime - SEEK_STEP);
      else if (key === 'arrowright')
        video.currentTime = Math.min(
          video.duration || Number.MAX_SAFE_INTEGER,
          video.currentTime + SEEK_STEP,
        );
      else if (key === 'f') toggleFullscreen();
      else if (key === 'm') video.muted = !video.muted;
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [togglePlay, toggleFullscreen]);

  const onLoadedMetadata = () => {
    const video = videoRef.current;
    if (!video) return;
    video.playbackRate = speed;
    if (startedStep.current === step) {
      tryPlay();
      return;
    }
    startedStep.current = step;
    const sought = step.phase === 'lesson' ? pendingSeek.current : null;
    if (sought !== null) pendingSeek.current = null;
    const start = sought ?? resumeAt(step.startAt, Number.isFinite(video.duration) ? video.duration : null);
    if (start > 0) {
      video.currentTime = start;
      setTime(start);
      if (step.phase === 'lesson' && sought === null) setResumedFrom(start);
    }
    tryPlay();
  };

  const onTimeUpdate = () => {
    const video = videoRef.current;
    if (!video) return;
    setTime(video.currentTime);
    if (!video.paused && Date.now() - lastSave.current >= SAVE_EVERY_MS) save(false);
  };

  const onEnded = () => {
    if (step.phase === 'intro') {
      toLesson();
      return;
    }
    save(false, true);
    setEnded(true);
  };

  const replay = () => {
    const video = videoRef.current;
    if (!video) return;
    setEnded(false);
    video.currentTime = 0;
    tryPlay();
  };

  const skipVisible = status !== 'error' && !ended && showsSkip(plan, step, time);
  const onFrameKey = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && document.fullscreenElement) void document.exitFullscreen();
  };

  return (
    <div
      className={styles.player}
      data-testid="lesson-player"
      data-type={answer.type}
      data-phase={step.phase}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape leaves full screen from anywhere inside */}
      <div ref={frameRef} className={styles.frame} onKeyDown={onFrameKey}>
        {status === 'error' ? (
          <div className={styles.errorState} role="alert" data-testid="player-error">
            <img className={styles.poster} src={poster} alt="" />
            <div className={styles.errorBox}>
              <p className={styles.errorTitle}>{t('player.error')}</p>
              <p className={styles.errorHelp}>{t('player.errorHelp')}</p>
              <Button variant="inverse" size="sm" onClick={onRetry}>
                {t('player.retry')}
              </Button>
            </div>
          </div>
        ) : (
          // biome-ignore lint/a11y/useMediaCaption: the caption tracks come from CaptionTracks when the lesson has them
          <video
            ref={attachVideo}
            key={step.src}
            className={styles.video}
            poster={poster}
            controls
            controlsList="nodownload noremoteplayback"
            disableRemotePlayback
            playsInline
            preload="metadata"
            aria-label={t('player.label', { title })}
            data-testid="lesson-video"
            onContextMenu={(event) => event.preventDefault()}
            onLoadedMetadata={onLoadedMetadata}
            onCanPlay={() => setStatus('ready')}
            onPlaying={() => setStatus('ready')}
            onPlay={() => setEnded(false)}
            onTimeUpdate={onTimeUpdate}
            onPause={() => {
              if (!videoRef.current?.ended) save(false);
            }}
            onEnded={onEnded}
            onError={() => {
              if (!source.recover()) setStatus('error');
            }}
            onRateChange={() => {
              const rate = videoRef.current?.playbackRate;
              if (rate && rate !== speed) onSpeedChange(rate);
            }}
          >
            {step.phase === 'lesson' ? <CaptionTracks tracks={answer.captions} /> : null}
          </video>
        )}

        {status === 'loading' ? (
          <div className={styles.loading} role="status" data-testid="player-loading">
            <span className={styles.spinner} aria-hidden="true" />
            <span>{t('player.loading')}</span>
          </div>
        ) : null}

        {step.phase === 'intro' && status !== 'error' ? (
          <span className={styles.badge} data-testid="intro-badge">
            {t('player.intro')}
          </span>
        ) : null}

        {resumedFrom !== null && status === 'ready' ? (
          <p className={styles.toast} role="status">
            {t('player.resumed', { time: clock(resumedFrom) })}
          </p>
        ) : null}

        {skipVisible ? (
          <button type="button" className={styles.skip} onClick={skip} data-testid="skip-intro">
            {t('player.skipIntro')}
            <span className="visually-hidden"> ({t('player.skipIntroLabel')})</span>
            <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16">
              <path d="m5 4 7 6-7 6V4Zm9 0h2v12h-2z" fill="currentColor" />
            </svg>
          </button>
        ) : null}

        {ended ? (
          <div className={styles.endCard} data-testid="lesson-ended">
            <p className={styles.endTitle}>{t('player.ended')}</p>
            <div className={styles.endActions}>
              {next ? (
                <Button onClick={next.go} data-testid="end-next-lesson">
                  {t('player.nextTitle', { title: next.title })}
                </Button>
              ) : null}
              <Button variant="inverse" onClick={replay}>
                {t('player.replay')}
              </Button>
            </div>
          </div>
        ) : null}
      </div>

      <div className={styles.bar}>
        <label className={styles.speed}>
          <span className="visually-hidden">{t('player.speedLabel')}</span>
          <span aria-hidden="true">{t('player.speed')}</span>
          <select
            value={String(speed)}
            onChange={(event) => {
              const value = Number(event.target.value);
              onSpeedChange(value);
              if (videoRef.current) videoRef.current.playbackRate = value;
            }}
            data-testid="speed-select"
          >
            {SPEEDS.map((value) => (
              <option key={value} value={String(value)}>
                {`${value}×`}
              </option>
            ))}
          </select>
        </label>
        <CaptionsMenu captions={captions} />
        <TranscriptToggle
          captions={captions}
          open={transcriptOpen}
          onToggle={() => setTranscriptOpen((open) => !open)}
          panelId={transcriptId}
        />
        <p className={styles.shortcuts}>{t('player.shortcuts')}</p>
        {next ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={next.go}
            data-testid="next-lesson"
            icon={
              <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16">
                <path d="m7 4 6 6-6 6" fill="none" stroke="currentColor" strokeWidth="1.8" />
              </svg>
            }
          >
            {t('player.next')}
          </Button>
        ) : null}
      </div>
      <TranscriptPanel
        captions={captions}
        open={transcriptOpen}
        panelId={transcriptId}
        time={time}
        onSeek={seek}
      />
    </div>
  );
}
