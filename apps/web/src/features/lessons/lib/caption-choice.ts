// The learner's caption choice (ADR 078): off, or a language, remembered in this browser's localStorage so the next
// lesson opens the same way. Off unless a choice was remembered; a remembered language the lesson lacks is off.
import { CAPTION_LANGUAGES, type CaptionLanguage } from '@atelje/shared/lessons/captions';

export const CAPTION_CHOICE_KEY = 'atelje.captions';

export type CaptionChoice = CaptionLanguage | 'off';

export function isCaptionLanguage(value: unknown): value is CaptionLanguage {
  return typeof value === 'string' && (CAPTION_LANGUAGES as readonly string[]).includes(value);
}

/** The remembered choice, 'off' when none (or storage is blocked). */
export function rememberedCaptionChoice(): CaptionChoice {
  try {
    const value = localStorage.getItem(CAPTION_CHOICE_KEY);
    return isCaptionLanguage(value) ? value : 'off';
  } catch {
    return 'off';
  }
}

export function rememberCaptionChoice(choice: CaptionChoice): void {
  try {
    localStorage.setItem(CAPTION_CHOICE_KEY, choice);
  } catch {
    // Private modes may refuse storage: the choice then lasts for this page only.
  }
}

/** What the player shows for a choice, given the languages this lesson has. */
export function effectiveChoice(choice: CaptionChoice, available: readonly CaptionLanguage[]): CaptionChoice {
  return choice !== 'off' && available.includes(choice) ? choice : 'off';
}

/**
 * The transcript's language: the captions on screen, else the page's language when the lesson has it, else the
 * first the lesson has; null without captions.
 */
export function transcriptLanguage(
  choice: CaptionChoice,
  available: readonly CaptionLanguage[],
  pageLanguage: string,
): CaptionLanguage | null {
  const shown = effectiveChoice(choice, available);
  if (shown !== 'off') return shown;
  if (isCaptionLanguage(pageLanguage) && available.includes(pageLanguage)) return pageLanguage;
  return available[0] ?? null;
}
