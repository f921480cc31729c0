// The transcript (ADR 078): a toggle in the player bar and, when open, the lesson's cues in order under the video,
// the one playing marked and kept in view inside the list (without animation for reduced motion); a cue's button
// (click, Enter or Space) moves the video to it.
import { activeCueIndex, plainCueText } from '@atelje/shared/lessons/captions';
import { useEffect, useId, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { clock } from '../../../lib/format';
import { usePrefersReducedMotion } from '../../../lib/use-media-query';
import type { PlayerCaptions } from '../hooks/use-captions';
import { useLessonsTranslation } from '../lib/lessons-i18n';
import styles from './captions.module.css';

export function TranscriptToggle({
  captions,
  open,
  onToggle,
  panelId,
}: {
  captions: PlayerCaptions;
  open: boolean;
  onToggle: () => void;
  panelId: string;
}) {
  const { t } = useLessonsTranslation();
  if (captions.languages.length === 0) return null;
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-expanded={open}
      aria-controls={panelId}
      onClick={onToggle}
      data-testid="transcript-toggle"
    >
      {open ? t('captions.hideTranscript') : t('captions.showTranscript')}
    </Button>
  );
}

export function TranscriptPanel({
  captions,
  open,
  panelId,
  time,
  onSeek,
}: {
  captions: PlayerCaptions;
  open: boolean;
  panelId: string;
  time: number;
  onSeek: (seconds: number) => void;
}) {
  const { t } = useLessonsTranslation();
  const headingId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const { transcript } = captions;
  const cues = transcript.status === 'ready' ? transcript.cues : [];
  const active = activeCueIndex(cues, time);

  // The cue playing stays in view inside the list; the page itself does not scroll.
  useEffect(() => {
    const list = listRef.current;
    if (!open || !list || active < 0) return;
    const item = list.children[active] as HTMLElement | undefined;
    if (!item) return;
    const top = item.offsetTop;
    const bottom = top + item.offsetHeight;
    if (top >= list.scrollTop && bottom <= list.scrollTop + list.clientHeight) return;
    list.scrollTo({
      top: Math.max(0, top - list.clientHeight / 2 + item.offsetHeight / 2),
      behavior: reducedMotion ? 'auto' : 'smooth',
    });
  }, [active, open, reducedMotion]);

  if (!open || transcript.status === 'none') return null;
  return (
    <section className={styles.panel} id={panelId} aria-labelledby={headingId} data-testid="transcript">
      <h2 className={styles.heading} id={headingId}>
        {t('captions.transcriptTitle', { language: t(`captions.language.${transcript.language}`) })}
      </h2>
      {transcript.status === 'loading' ? (
        <p className={styles.note} role="status">
          {t('captions.transcriptLoading')}
        </p>
      ) : null}
      {transcript.status === 'error' ? (
        <p className={styles.note} role="alert">
          {t('captions.transcriptError')}{' '}
          <Button variant="secondary" size="sm" onClick={captions.reloadTranscript}>
            {t('player.retry')}
          </Button>
        </p>
      ) : null}
      {transcript.status === 'ready' ? (
        <ol className={styles.cues} ref={listRef} lang={transcript.language}>
          {cues.map((cue, index) => (
            <li key={`${cue.start}-${cue.end}-${cue.text}`}>
              <button
                type="button"
                className={styles.cue}
                aria-current={index === active ? 'true' : undefined}
                onClick={() => onSeek(cue.start)}
                data-testid="transcript-cue"
              >
                <span className={styles.cueTime}>{clock(cue.start)}</span>
                <span>{plainCueText(cue.text)}</span>
              </button>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
