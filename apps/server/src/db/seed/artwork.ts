// The demo academy's generated imagery: course covers, instructor portraits, lesson and intro clips,
// e-book and template thumbnails. Calm colour fields per category, DejaVu Serif titles, letter-spaced
// small caps labels, thin rules and frames, a little paper grain: editorial, never a grey placeholder.
import { formatCount } from '@atelje/shared/i18n/plural';
import type { Canvas, ClipSpec, Layer } from '../../drivers/video/ffmpeg';

export interface Palette {
  /** Background field. */
  bg: string;
  /** Main text. */
  ink: string;
  /** Labels, rules, secondary text. */
  accent: string;
}

/** One palette per main category (ids 1..4). */
export const categoryPalettes: Record<number, Palette> = {
  // Dizajn enterijera: terracotta and plaster
  1: { bg: '#9A5535', ink: '#F7EFE5', accent: '#EDCBA6' },
  // Modni dizajn: wine and blush
  2: { bg: '#5A2937', ink: '#F8EEE9', accent: '#E7B7AC' },
  // Dramske umetnosti: bottle green-black and brass
  3: { bg: '#263236', ink: '#F2EADB', accent: '#D7B46F' },
  // Softverski kursevi: warm paper and ink, terracotta accent
  4: { bg: '#E9DFCE', ink: '#2A2420', accent: '#A4502E' },
};

export const paperPalette: Palette = { bg: '#F3ECE1', ink: '#2B2522', accent: '#9A5535' };

/** Mixes a colour towards black (amount < 0) or towards warm white (amount > 0). */
export function shade(hex: string, amount: number): string {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  const target = amount < 0 ? [0, 0, 0] : [255, 248, 238];
  const t = Math.min(1, Math.abs(amount));
  const mixed = [r, g, b].map((c, i) => Math.round(c + (target[i] - c) * t));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

/** Light fields get a softer vignette (a dark rim looks like dirt on paper). */
function isLight(p: Palette): boolean {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(p.bg.slice(i, i + 2), 16));
  return 0.299 * r + 0.587 * g + 0.114 * b > 150;
}

/** Colour with alpha, in the '#RRGGBB@a' form the ffmpeg driver takes. */
function alpha(hex: string, a: number): string {
  return `${hex}@${a}`;
}

/** Letter-spaced capitals for small labels (thin spaces between letters, an em space between words). */
export function spaced(text: string): string {
  return text
    .toLocaleUpperCase('sr-Latn')
    .split(' ')
    .map((word) => [...word].join('\u2009'))
    .join('\u2003');
}

/**
 * Greedy line wrap by an estimated glyph width (DejaVu's average advance is about half the font size).
 * Returns the lines; a word longer than a line stays whole.
 */
export function wrap(text: string, size: number, maxWidth: number, factor = 0.5): string[] {
  const perLine = Math.max(8, Math.floor(maxWidth / (size * factor)));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (!line) line = word;
    else if (line.length + 1 + word.length <= perLine) line += ` ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The largest size among `sizes` at which text wraps into at most maxLines lines. */
function fit(text: string, sizes: number[], maxWidth: number, maxLines: number, factor = 0.5) {
  for (const size of sizes) {
    const lines = wrap(text, size, maxWidth, factor);
    if (lines.length <= maxLines) return { size, lines };
  }
  const size = sizes[sizes.length - 1];
  return { size, lines: wrap(text, size, maxWidth, factor) };
}

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0].toLocaleUpperCase('sr-Latn'))
    .join('');
}

const LESSON = { one: 'lekcija', few: 'lekcije', other: 'lekcija' };
const MONTHS = { one: 'mesec', few: 'meseca', other: 'meseci' };

// ---------------------------------------------------------------------------------------------------------
// Course cover, 1280x720

export interface CoverInput {
  courseId: number;
  title: string;
  categoryName: string;
  instructorName: string;
  typeLabel: string;
  lessonCount: number;
  accessMonths: number;
  palette: Palette;
  comingSoon?: boolean;
  /** Small step of tone so courses of one category are related but not identical (0, 1, 2 ...). */
  variant?: number;
}

const VARIANT_SHADES = [0, -0.16, 0.1, -0.08];

export function courseCover(input: CoverInput): Canvas {
  const step = VARIANT_SHADES[(input.variant ?? 0) % VARIANT_SHADES.length];
  const p = {
    ...input.palette,
    bg: shade(input.palette.bg, isLight(input.palette) ? -Math.abs(step) / 2 : step),
  };
  const W = 1280;
  const H = 720;
  const M = 96;
  const columnX = 872;
  const title = fit(input.title, [86, 74, 64, 56], columnX - M - 64, 3, 0.56);
  const lineGap = Math.round(title.size * 0.2);
  const blockHeight = title.lines.length * title.size * 1.18 + (title.lines.length - 1) * lineGap;
  const titleY = Math.round(Math.max(196, (H - blockHeight) / 2 - 6));
  const facts = [
    input.typeLabel,
    input.comingSoon ? 'uskoro u prodaji' : formatCount(input.lessonCount, LESSON),
    `${formatCount(input.accessMonths, MONTHS)} pristupa`,
  ];
  const layers: Layer[] = [
    // a large, barely visible initial behind the right column
    {
      type: 'text',
      text: input.title[0],
      font: 'DejaVuSerif-Italic',
      size: 340,
      color: alpha(p.ink, 0.07),
      x: `${Math.round((columnX + W - 40) / 2)}-text_w/2`,
      y: 268,
    },
    { type: 'box', x: 40, y: 40, w: W - 80, h: H - 80, color: alpha(p.ink, 0.18), thickness: 1 },
    {
      type: 'text',
      text: spaced(input.categoryName),
      font: 'DejaVuSans',
      size: 17,
      color: p.accent,
      x: M,
      y: M,
    },
    { type: 'box', x: M, y: M + 38, w: 56, h: 2, color: p.accent },
    {
      type: 'text',
      text: title.lines.join('\n'),
      font: 'DejaVuSerif',
      size: title.size,
      color: p.ink,
      x: M - 4,
      y: titleY,
      lineSpacing: lineGap,
    },
    {
      type: 'text',
      text: spaced('Predavač'),
      font: 'DejaVuSans',
      size: 13,
      color: p.accent,
      x: M,
      y: H - M - 62,
    },
    {
      type: 'text',
      text: input.instructorName,
      font: 'DejaVuSans',
      size: 26,
      color: p.ink,
      x: M,
      y: H - M - 30,
    },
    // right column: number and facts, separated by a hairline
    { type: 'box', x: columnX, y: M, w: 1, h: H - 2 * M, color: alpha(p.ink, 0.3) },
    {
      type: 'text',
      text: `N° ${String(input.courseId).padStart(2, '0')}`,
      font: 'DejaVuSerif-Italic',
      size: 40,
      color: p.accent,
      x: columnX + 44,
      y: M - 6,
    },
    {
      type: 'text',
      text: facts.map((f) => spaced(f)).join('\n'),
      font: 'DejaVuSans',
      size: 13,
      color: alpha(p.ink, 0.82),
      x: columnX + 46,
      y: M + 78,
      lineSpacing: 16,
    },
    {
      type: 'text',
      text: spaced('Atelje'),
      font: 'DejaVuSerif',
      size: 20,
      color: alpha(p.ink, 0.85),
      x: columnX + 44,
      y: H - M - 24,
    },
  ];
  return { width: W, height: H, background: p.bg, vignette: isLight(p) ? 0.3 : 0.55, grain: 5, layers };
}

// ---------------------------------------------------------------------------------------------------------
// Instructor portrait, 600x600

export function portrait(
  name: string,
  field: string,
  color: string,
  ink = '#F7EFE5',
  accent = '#F0D3B4',
): Canvas {
  const W = 600;
  const layers: Layer[] = [
    { type: 'box', x: 28, y: 28, w: W - 56, h: W - 56, color: alpha(ink, 0.28), thickness: 1 },
    {
      type: 'text',
      text: initials(name),
      font: 'DejaVuSerif',
      size: 210,
      color: ink,
      x: '(w-text_w)/2',
      y: 150,
    },
    { type: 'box', x: W / 2 - 24, y: 410, w: 48, h: 2, color: accent },
    {
      type: 'text',
      text: spaced(name),
      font: 'DejaVuSans',
      size: 19,
      color: ink,
      x: '(w-text_w)/2',
      y: 444,
    },
    {
      type: 'text',
      text: field,
      font: 'DejaVuSerif-Italic',
      size: 20,
      color: alpha(accent, 0.95),
      x: '(w-text_w)/2',
      y: 484,
    },
  ];
  return { width: W, height: W, background: color, vignette: 0.6, grain: 5, layers };
}

// ---------------------------------------------------------------------------------------------------------
// Clips, 640x360

const CW = 640;
const CH = 360;

export interface LessonClipInput {
  courseTitle: string;
  lessonTitle: string;
  lessonNumber: number;
  instructorName: string;
  palette: Palette;
  trailer?: boolean;
  duration: number;
  frequency: number;
}

export function lessonClip(input: LessonClipInput): ClipSpec {
  const p = input.palette;
  const M = 44;
  const label = input.trailer ? 'Najava kursa' : `Lekcija ${input.lessonNumber}`;
  const main = input.trailer ? input.courseTitle : input.lessonTitle;
  const title = fit(main, [38, 33, 29], CW - 2 * M - 20, 3, 0.56);
  const gap = Math.round(title.size * 0.22);
  const block = title.lines.length * title.size * 1.18 + (title.lines.length - 1) * gap;
  const layers: Layer[] = [
    { type: 'box', x: 18, y: 18, w: CW - 36, h: CH - 36, color: alpha(p.ink, 0.16), thickness: 1 },
    {
      type: 'text',
      text: spaced(label),
      font: 'DejaVuSans',
      size: 12,
      color: p.accent,
      x: M,
      y: M,
      fadeInAt: 0.2,
    },
    { type: 'box', x: M, y: M + 26, w: 36, h: 2, color: p.accent },
    {
      type: 'text',
      text: title.lines.join('\n'),
      font: 'DejaVuSerif',
      size: title.size,
      color: p.ink,
      x: M - 2,
      y: Math.round((CH - block) / 2 + 4),
      lineSpacing: gap,
      fadeInAt: 0.5,
    },
    {
      type: 'text',
      text: input.trailer ? input.instructorName : `${input.courseTitle}  ·  ${input.instructorName}`,
      font: 'DejaVuSans',
      size: 13,
      color: alpha(p.ink, 0.8),
      x: M,
      y: CH - M - 14,
      fadeInAt: 1.1,
    },
    {
      type: 'text',
      text: spaced('Atelje'),
      font: 'DejaVuSerif',
      size: 13,
      color: alpha(p.ink, 0.75),
      x: `w-text_w-${M}`,
      y: CH - M - 14,
      fadeInAt: 1.1,
    },
  ];
  return {
    width: CW,
    height: CH,
    background: isLight(p) ? p.bg : shade(p.bg, -0.08),
    vignette: isLight(p) ? 0.2 : 0.45,
    duration: input.duration,
    sound: { kind: 'tone', frequency: input.frequency, volume: 0.04 },
    layers,
  };
}

/** A short ident played before a lesson: the academy's name, the course and the lesson. */
export function introClip(
  courseTitle: string,
  lessonLabel: string,
  palette: Palette,
  duration: number,
): ClipSpec {
  const bg = palette.bg === categoryPalettes[4].bg ? '#2A2420' : shade(palette.bg, -0.45);
  const ink = '#F5EDE2';
  const layers: Layer[] = [
    {
      type: 'text',
      text: spaced('Atelje'),
      font: 'DejaVuSerif',
      size: 40,
      color: ink,
      x: '(w-text_w)/2',
      y: 118,
      fadeInAt: 0.1,
    },
    { type: 'box', x: CW / 2 - 20, y: 182, w: 40, h: 2, color: palette.accent },
    {
      type: 'text',
      text: courseTitle,
      font: 'DejaVuSerif-Italic',
      size: 18,
      color: alpha(ink, 0.9),
      x: '(w-text_w)/2',
      y: 206,
      fadeInAt: 0.6,
    },
    {
      type: 'text',
      text: spaced(lessonLabel),
      font: 'DejaVuSans',
      size: 12,
      color: palette.accent,
      x: '(w-text_w)/2',
      y: 240,
      fadeInAt: 0.9,
    },
  ];
  return {
    width: CW,
    height: CH,
    background: bg,
    vignette: 0.5,
    duration,
    sound: { kind: 'room', volume: 0.2 },
    layers,
  };
}

export function instructorTrailer(name: string, field: string, specialty: string, color: string): ClipSpec {
  const ink = '#F7EFE5';
  const accent = '#F0D3B4';
  const layers: Layer[] = [
    { type: 'box', x: 18, y: 18, w: CW - 36, h: CH - 36, color: alpha(ink, 0.2), thickness: 1 },
    {
      type: 'text',
      text: spaced('Predavač'),
      font: 'DejaVuSans',
      size: 12,
      color: accent,
      x: 44,
      y: 44,
      fadeInAt: 0.2,
    },
    { type: 'box', x: 44, y: 70, w: 36, h: 2, color: accent },
    { type: 'text', text: name, font: 'DejaVuSerif', size: 44, color: ink, x: 42, y: 136, fadeInAt: 0.5 },
    {
      type: 'text',
      text: field,
      font: 'DejaVuSerif-Italic',
      size: 20,
      color: accent,
      x: 44,
      y: 200,
      fadeInAt: 1,
    },
    {
      type: 'text',
      text: specialty,
      font: 'DejaVuSans',
      size: 14,
      color: alpha(ink, 0.85),
      x: 44,
      y: 236,
      fadeInAt: 1.4,
    },
    {
      type: 'text',
      text: spaced('Atelje'),
      font: 'DejaVuSerif',
      size: 13,
      color: alpha(ink, 0.75),
      x: 'w-text_w-44',
      y: CH - 58,
    },
  ];
  return {
    width: CW,
    height: CH,
    background: color,
    vignette: 0.5,
    duration: 5,
    sound: { kind: 'tone', frequency: 174, volume: 0.04 },
    layers,
  };
}

// ---------------------------------------------------------------------------------------------------------
// E-book and template thumbnails, 600x800

export function ebookThumbnail(title: string, subtitle: string, author: string, palette: Palette): Canvas {
  const W = 600;
  const H = 800;
  const M = 64;
  const t = fit(title, [56, 48, 42], W - 2 * M - 8, 3, 0.56);
  const gap = Math.round(t.size * 0.2);
  const titleY = 176;
  const titleBottom = titleY + t.lines.length * t.size * 1.18 + (t.lines.length - 1) * gap;
  const sub = wrap(subtitle, 24, W - 2 * M - 8, 0.5);
  const layers: Layer[] = [
    { type: 'box', x: 30, y: 30, w: W - 60, h: H - 60, color: alpha(palette.ink, 0.25), thickness: 1 },
    {
      type: 'text',
      text: spaced('E-knjiga'),
      font: 'DejaVuSans',
      size: 14,
      color: palette.accent,
      x: M,
      y: 72,
    },
    { type: 'box', x: M, y: 104, w: 44, h: 2, color: palette.accent },
    {
      type: 'text',
      text: t.lines.join('\n'),
      font: 'DejaVuSerif',
      size: t.size,
      color: palette.ink,
      x: M - 2,
      y: titleY,
      lineSpacing: gap,
    },
    {
      type: 'text',
      text: sub.join('\n'),
      font: 'DejaVuSerif-Italic',
      size: 24,
      color: palette.accent,
      x: M,
      y: Math.round(titleBottom + 28),
      lineSpacing: 8,
    },
    {
      type: 'text',
      text: spaced('Autor'),
      font: 'DejaVuSans',
      size: 11,
      color: palette.accent,
      x: M,
      y: H - 176,
    },
    {
      type: 'text',
      text: author,
      font: 'DejaVuSerif-Italic',
      size: 24,
      color: palette.ink,
      x: M,
      y: H - 150,
    },
    {
      type: 'text',
      text: spaced('Atelje'),
      font: 'DejaVuSerif',
      size: 16,
      color: alpha(palette.ink, 0.8),
      x: `w-text_w-${M}`,
      y: H - 144,
    },
  ];
  return {
    width: W,
    height: H,
    background: palette.bg,
    vignette: isLight(palette) ? 0.3 : 0.55,
    grain: 5,
    layers,
  };
}

export function templateThumbnail(title: string, label: string, author: string, swatches: string[]): Canvas {
  const W = 600;
  const H = 800;
  const p = paperPalette;
  const t = fit(title, [42, 36, 32], W - 2 * 64 - 8, 4, 0.56);
  const gap = Math.round(t.size * 0.2);
  const titleBottom = 176 + t.lines.length * t.size * 1.18 + (t.lines.length - 1) * gap;
  const gridTop = Math.round(Math.min(titleBottom + 56, H - 150 - 2 * 146 - 16 - 40));
  const cell = 146;
  const gutter = 16;
  const layers: Layer[] = [
    { type: 'box', x: 30, y: 30, w: W - 60, h: H - 60, color: alpha(p.ink, 0.2), thickness: 1 },
    { type: 'text', text: spaced(label), font: 'DejaVuSans', size: 14, color: p.accent, x: 64, y: 72 },
    { type: 'box', x: 64, y: 104, w: 44, h: 2, color: p.accent },
    {
      type: 'text',
      text: t.lines.join('\n'),
      font: 'DejaVuSerif',
      size: t.size,
      color: p.ink,
      x: 62,
      y: 160,
      lineSpacing: gap,
    },
  ];
  // a small board of swatches and empty frames, as on the template itself
  for (let i = 0; i < 6; i++) {
    const x = 64 + (i % 3) * (cell + gutter);
    const y = gridTop + Math.floor(i / 3) * (cell + gutter);
    const swatch = swatches[i % swatches.length];
    if (i % 2 === 0) layers.push({ type: 'box', x, y, w: cell, h: cell, color: swatch });
    else layers.push({ type: 'box', x, y, w: cell, h: cell, color: alpha(p.ink, 0.35), thickness: 1 });
  }
  layers.push(
    { type: 'text', text: author, font: 'DejaVuSerif-Italic', size: 20, color: p.ink, x: 64, y: H - 112 },
    {
      type: 'text',
      text: spaced('Atelje'),
      font: 'DejaVuSerif',
      size: 14,
      color: alpha(p.ink, 0.75),
      x: `w-text_w-64`,
      y: H - 108,
    },
  );
  return { width: W, height: H, background: p.bg, vignette: 0.25, grain: 4, layers };
}
