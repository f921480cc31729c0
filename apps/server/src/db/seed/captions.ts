// Sample captions of the demo lessons (ADR 078): three cues in Serbian and English spread over the lesson's own
// length (a CONCAT lesson's are timed to the lesson; the server moves them past the joined intro).
import { type CaptionLanguage, writeVtt } from '@atelje/shared/lessons/captions';

const LINES: Record<CaptionLanguage, (title: string) => string[]> = {
  sr: (title) => [
    `Dobro došli na lekciju „${title}”.`,
    'Radimo korak po korak, na primeru stvarnog stana.',
    'Zadatak za vežbu čeka vas na kraju lekcije.',
  ],
  en: (title) => [
    `Welcome to the lesson "${title}".`,
    'We work step by step, on the example of a real flat.',
    'An exercise awaits you at the end of the lesson.',
  ],
};

/** The WebVTT text of a demo lesson's captions: its lines evenly over `seconds`, a short gap between cues. */
export function demoCaptionVtt(title: string, language: CaptionLanguage, seconds: number): string {
  const lines = LINES[language](title);
  const span = Math.max(seconds, lines.length) / lines.length;
  return writeVtt(
    lines.map((text, index) => ({
      start: index * span,
      end: index * span + span * 0.9,
      text,
    })),
  );
}
