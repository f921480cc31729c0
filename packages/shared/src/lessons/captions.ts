// Captions of a lesson (issue 22 item 1, ADR 078): a small, strict WebVTT reader and writer, SubRip (SRT) read into
// the same cues, and the shift that moves a lesson's cues past the intro joined before it (CONCAT). The server
// uses it to check and store uploads and to serve them; the player's transcript uses it to list the cues.
import { z } from 'zod';

/** The languages a lesson may have captions in, in the order the player offers them. */
export const CAPTION_LANGUAGES = ['sr', 'en'] as const;
export const captionLanguageSchema = z.enum(CAPTION_LANGUAGES);
export type CaptionLanguage = z.infer<typeof captionLanguageSchema>;

/** Largest caption file accepted: a lesson of hours has a few hundred kilobytes of text. */
export const CAPTION_MAX_BYTES = 512 * 1024;
/** Most cues one file may hold (a cue every second for ten hours). */
export const CAPTION_MAX_CUES = 36_000;

export interface Cue {
  /** Seconds from the start of the file the cue belongs to. */
  start: number;
  end: number;
  /** The cue's text as written (WebVTT markup such as <i> kept), lines joined with \n. */
  text: string;
}

/** Why a file is not accepted; each has its sr/en message under `captions.<reason>` on the server. */
export type CaptionProblem = 'notUtf8' | 'empty' | 'notVtt' | 'badTiming' | 'tooManyCues';

export class CaptionFormatError extends Error {
  constructor(
    readonly problem: CaptionProblem,
    /** 1-based line of the problem, when there is one. */
    readonly line: number | null = null,
  ) {
    super(line === null ? problem : `${problem} (line ${line})`);
    this.name = 'CaptionFormatError';
  }
}

const VTT_TIME = /^(?:(\d{1,3}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;
const SRT_TIME = /^(\d{1,3}):([0-5]\d):([0-5]\d)[,.](\d{3})$/;

function readTime(value: string, pattern: RegExp): number | null {
  const match = pattern.exec(value.trim());
  if (!match) return null;
  const [, hours, minutes, seconds, millis] = match;
  return Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(seconds) + Number(millis) / 1000;
}

/** A timing line "start --> end [settings]": the two times, or null when it is not one. */
function readTiming(line: string, pattern: RegExp): { start: number; end: number } | null {
  const parts = line.split('-->');
  if (parts.length !== 2) return null;
  const start = readTime(parts[0]!, pattern);
  // Cue settings (position, align…) may follow the end time; they are not kept.
  const end = readTime(parts[1]!.trim().split(/\s+/)[0] ?? '', pattern);
  if (start === null || end === null) return null;
  return { start, end };
}

/** Bytes to text: UTF-8 only (a byte-order mark is dropped), anything else is refused. */
export function decodeCaptionBytes(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new CaptionFormatError('notUtf8');
  }
  if (text.includes('\u0000')) throw new CaptionFormatError('notUtf8');
  return text.replace(/^\uFEFF/, '');
}

function lines(text: string): string[] {
  return text.replace(/\r\n?/g, '\n').split('\n');
}

function checkCue(cue: Cue, line: number): Cue {
  if (!(cue.end > cue.start)) throw new CaptionFormatError('badTiming', line);
  return cue;
}

function finish(cues: Cue[]): Cue[] {
  if (cues.length === 0) throw new CaptionFormatError('empty');
  if (cues.length > CAPTION_MAX_CUES) throw new CaptionFormatError('tooManyCues');
  return cues;
}

/**
 * Reads a WebVTT file's cues (https://www.w3.org/TR/webvtt1/): the "WEBVTT" header, then blocks separated by blank
 * lines; NOTE, STYLE and REGION blocks are skipped, a cue is an optional identifier, a timing line and its text.
 * A timing line that does not parse, or a cue that ends before it starts, is refused with its line number.
 */
export function parseVtt(text: string): Cue[] {
  const all = lines(text);
  if (!/^WEBVTT(?:[ \t].*)?$/.test(all[0] ?? '')) throw new CaptionFormatError('notVtt', 1);
  const cues: Cue[] = [];
  let i = 1;
  // The header's own lines run to the first blank line.
  while (i < all.length && all[i]!.trim() !== '') i++;
  while (i < all.length) {
    while (i < all.length && all[i]!.trim() === '') i++;
    if (i >= all.length) break;
    const first = all[i]!;
    if (/^(NOTE|STYLE|REGION)(?:[ \t]|$)/.test(first)) {
      while (i < all.length && all[i]!.trim() !== '') i++;
      continue;
    }
    let timingAt = i;
    if (!first.includes('-->')) {
      // An identifier is followed by the timing line; two lines without an arrow point at the first.
      if (!(all[i + 1] ?? '').includes('-->')) throw new CaptionFormatError('badTiming', i + 1);
      timingAt = i + 1;
    }
    const timingLine = all[timingAt] ?? '';
    const timing = timingLine.includes('-->') ? readTiming(timingLine, VTT_TIME) : null;
    if (!timing) throw new CaptionFormatError('badTiming', timingAt + 1);
    const body: string[] = [];
    i = timingAt + 1;
    while (i < all.length && all[i]!.trim() !== '') {
      if (all[i]!.includes('-->')) throw new CaptionFormatError('badTiming', i + 1);
      body.push(all[i]!);
      i++;
    }
    cues.push(checkCue({ ...timing, text: body.join('\n') }, timingAt + 1));
  }
  return finish(cues);
}

/** Reads a SubRip file: numbered blocks of "00:00:01,000 --> 00:00:03,500" and text. */
export function parseSrt(text: string): Cue[] {
  const all = lines(text);
  const cues: Cue[] = [];
  let i = 0;
  while (i < all.length) {
    while (i < all.length && all[i]!.trim() === '') i++;
    if (i >= all.length) break;
    let timingAt = i;
    if (/^\d+$/.test(all[i]!.trim())) timingAt = i + 1;
    const timing = readTiming(all[timingAt] ?? '', SRT_TIME);
    if (!timing) throw new CaptionFormatError('badTiming', timingAt + 1);
    const body: string[] = [];
    i = timingAt + 1;
    while (i < all.length && all[i]!.trim() !== '') {
      body.push(all[i]!);
      i++;
    }
    cues.push(checkCue({ ...timing, text: body.join('\n') }, timingAt + 1));
  }
  return finish(cues);
}

/** A caption upload's cues: WebVTT when it starts with the WEBVTT header, SubRip otherwise. */
export function parseCaptionFile(text: string): { format: 'vtt' | 'srt'; cues: Cue[] } {
  if (text.trim() === '') throw new CaptionFormatError('empty');
  if (/^WEBVTT/.test(text)) return { format: 'vtt', cues: parseVtt(text) };
  try {
    return { format: 'srt', cues: parseSrt(text) };
  } catch (error) {
    // Neither format: say the file should be WebVTT (or SubRip) rather than point at a line of something else.
    if (error instanceof CaptionFormatError && error.problem === 'badTiming' && error.line === 1) {
      throw new CaptionFormatError('notVtt', 1);
    }
    throw error;
  }
}

/** Seconds as a WebVTT time, hh:mm:ss.mmm. */
export function vttTime(seconds: number): string {
  const totalMs = Math.max(0, Math.round(seconds * 1000));
  const ms = totalMs % 1000;
  const totalSeconds = Math.floor(totalMs / 1000);
  const pad = (value: number, size = 2) => String(value).padStart(size, '0');
  return `${pad(Math.floor(totalSeconds / 3600))}:${pad(Math.floor(totalSeconds / 60) % 60)}:${pad(totalSeconds % 60)}.${pad(ms, 3)}`;
}

/**
 * Cue text safe inside a WebVTT file: a blank line would end the cue and "-->" would read as a timing line, so
 * blank lines are dropped and the arrow is written with an entity.
 */
function safeText(text: string): string {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => line.replaceAll('-->', '--&gt;'))
    .join('\n');
}

/** A WebVTT file of these cues (identifiers, settings and comments of the source are not kept). */
export function writeVtt(cues: readonly Cue[]): string {
  const blocks = cues.map((cue) => `${vttTime(cue.start)} --> ${vttTime(cue.end)}\n${safeText(cue.text)}`);
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`;
}

/**
 * The cues moved later by `seconds`: a CONCAT lesson's file starts with its intro, so the lesson's own captions
 * are served shifted by the intro's length and stay with the words after "Skip Intro" jumps past it.
 */
export function shiftCues(cues: readonly Cue[], seconds: number): Cue[] {
  if (!Number.isFinite(seconds) || seconds === 0) return cues.map((cue) => ({ ...cue }));
  return cues.map((cue) => ({ ...cue, start: cue.start + seconds, end: cue.end + seconds }));
}

/** The cue on screen at `time` (the latest one started, when cues overlap), or -1. */
export function activeCueIndex(cues: readonly Cue[], time: number): number {
  let found = -1;
  for (let index = 0; index < cues.length; index++) {
    const cue = cues[index]!;
    if (cue.start > time) break;
    if (time < cue.end) found = index;
  }
  return found;
}

/** The cue's words without WebVTT markup (<i>, <b>, <v Name>, timestamps) and with entities read. */
export function plainCueText(text: string): string {
  return text
    .replace(/<[^>]*>/g, '')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&nbsp;', '\u00a0')
    .replaceAll('&amp;', '&')
    .replace(/\s*\n\s*/g, ' ')
    .trim();
}

/** One caption track of a lesson as the player gets it. */
export const captionTrackSchema = z.object({
  language: captionLanguageSchema,
  /** Signed URL of the WebVTT file (user-bound for a learner, like the lesson's own URL). */
  url: z.string(),
});
export type CaptionTrack = z.infer<typeof captionTrackSchema>;
