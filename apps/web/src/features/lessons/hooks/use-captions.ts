// The player's captions (ADR 078): the remembered choice, the mode of each <track> of the <video> (showing for the
// chosen language, disabled for the others), and the cues of the transcript's language, read from the same signed
// URL the track loads. A choice made in the browser's own caption menu is taken over and remembered too.
import { type CaptionLanguage, type CaptionTrack, type Cue, parseVtt } from '@atelje/shared/lessons/captions';
import { type RefObject, useCallback, useEffect, useMemo, useState } from 'react';
import {
  type CaptionChoice,
  effectiveChoice,
  isCaptionLanguage,
  rememberCaptionChoice,
  rememberedCaptionChoice,
  transcriptLanguage,
} from '../lib/caption-choice';

export type TranscriptState =
  | { status: 'none' }
  | { status: 'loading'; language: CaptionLanguage }
  | { status: 'error'; language: CaptionLanguage }
  | { status: 'ready'; language: CaptionLanguage; cues: Cue[] };

export interface PlayerCaptions {
  tracks: CaptionTrack[];
  languages: CaptionLanguage[];
  choice: CaptionChoice;
  choose: (choice: CaptionChoice) => void;
  transcript: TranscriptState;
  /** Reads the transcript again after a failure. */
  reloadTranscript: () => void;
}

/**
 * `video` is the element playing; `active` is whether it plays the lesson itself (a separate intro before it has no
 * captions), and `src` changes when the element is replaced.
 */
export function useCaptions(
  tracks: CaptionTrack[],
  video: RefObject<HTMLVideoElement | null>,
  active: boolean,
  src: string,
  pageLanguage: string,
): PlayerCaptions {
  const [remembered, setRemembered] = useState<CaptionChoice>(rememberedCaptionChoice);
  const languages = useMemo(() => tracks.map((track) => track.language), [tracks]);
  const choice = effectiveChoice(remembered, languages);

  const choose = useCallback((next: CaptionChoice) => {
    rememberCaptionChoice(next);
    setRemembered(next);
  }, []);

  // The tracks' modes follow the choice; the browser's own menu changing them is followed back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: src names the <video> element, which is replaced when it changes
  useEffect(() => {
    const element = video.current;
    const list = element?.textTracks;
    if (!active || !element || !list) return;
    const apply = () => {
      for (const track of Array.from(list)) {
        const wanted = track.language === choice ? 'showing' : 'disabled';
        if (track.mode !== wanted && !(wanted === 'disabled' && track.mode === 'hidden')) track.mode = wanted;
      }
    };
    apply();
    const followBrowserMenu = () => {
      const showing = Array.from(list).find((track) => track.mode === 'showing');
      const language = showing && isCaptionLanguage(showing.language) ? showing.language : 'off';
      if (language !== choice) choose(language);
    };
    // A track element added after the effect ran (React renders children first) is set when it arrives.
    list.addEventListener('addtrack', apply);
    list.addEventListener('change', followBrowserMenu);
    return () => {
      list.removeEventListener('addtrack', apply);
      list.removeEventListener('change', followBrowserMenu);
    };
  }, [active, choice, choose, video, src]);

  const language = transcriptLanguage(remembered, languages, pageLanguage);
  const url = tracks.find((track) => track.language === language)?.url ?? null;
  const [attempt, setAttempt] = useState(0);
  const [transcript, setTranscript] = useState<TranscriptState>({ status: 'none' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry (attempt) reads the same URL again
  useEffect(() => {
    if (!language || !url) {
      setTranscript({ status: 'none' });
      return;
    }
    const controller = new AbortController();
    setTranscript({ status: 'loading', language });
    fetch(url, { credentials: 'same-origin', signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        const cues = parseVtt(await response.text());
        setTranscript({ status: 'ready', language, cues });
      })
      .catch(() => {
        if (!controller.signal.aborted) setTranscript({ status: 'error', language });
      });
    return () => controller.abort();
  }, [language, url, attempt]);

  const reloadTranscript = useCallback(() => setAttempt((value) => value + 1), []);
  return { tracks, languages, choice, choose, transcript, reloadTranscript };
}
