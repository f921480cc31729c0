// Still pictures drawn by ffmpeg: a canvas of text and box layers painted by a filter graph. Text is drawn with a
// DejaVu TTF from the dejavu-fonts-ttf package (never a system font), read from a temporary text file so no
// character of the text needs escaping.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { even, lavfiInput, QUIET_ARGS } from './ffmpeg-encoding';
import { type FfmpegOptions, runFfmpeg, withTempDir } from './ffmpeg-process';
import { type FontName, fontPath } from './fonts';

// Filter graph building

/**
 * Escapes a value for a filter option inside a filter graph: first the option level (`\ ' :`), then the
 * graph level (`\ ' [ ] , ;`), as the ffmpeg-filters manual describes.
 */
export function escapeFilterValue(value: string): string {
  const optionLevel = value.replace(/[\\':]/g, (c) => `\\${c}`);
  return optionLevel.replace(/[\\'[\],;]/g, (c) => `\\${c}`);
}

/** '#C8A27A' or '#C8A27A@0.4' → ffmpeg's '0xC8A27A@0.4'. */
export function ffColor(color: string): string {
  const m = /^#?([0-9a-fA-F]{6})(@[0-9.]+)?$/.exec(color);
  if (!m) throw new Error(`Bad colour ${color}; use #RRGGBB or #RRGGBB@alpha`);
  return `0x${m[1].toUpperCase()}${m[2] ?? ''}`;
}

function opts(pairs: Record<string, string | number | undefined>): string {
  return Object.entries(pairs)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${escapeFilterValue(String(v))}`)
    .join(':');
}

export interface TextLayer {
  type: 'text';
  /** May contain line breaks; drawn left-aligned as one block. */
  text: string;
  font: FontName;
  size: number;
  color: string;
  /** Pixels or a drawtext expression (w, h, text_w, text_h, t ...). */
  x: number | string;
  y: number | string;
  lineSpacing?: number;
  /** In clips: second at which the text fades in (0.6 s). */
  fadeInAt?: number;
}

export interface BoxLayer {
  type: 'box';
  x: number;
  y: number;
  w: number;
  h: number;
  color: string;
  /** Outline thickness in pixels; filled when omitted. */
  thickness?: number;
}

export type Layer = TextLayer | BoxLayer;

export interface Canvas {
  width: number;
  height: number;
  background: string;
  /** Drawn in order: later layers on top. */
  layers: Layer[];
  /** Soft darkening towards the edges (0 none … 1 strong). */
  vignette?: number;
  /** Static paper grain strength (0 none, 4–8 subtle). */
  grain?: number;
}

export async function writeLayerTexts(canvas: Canvas, dir: string): Promise<string[]> {
  const files: string[] = [];
  let i = 0;
  for (const layer of canvas.layers) {
    if (layer.type !== 'text') continue;
    const file = path.join(dir, `text-${i++}.txt`);
    await writeFile(file, layer.text.replace(/\r\n?/g, '\n').trimEnd(), 'utf8');
    files.push(file);
  }
  return files;
}

/** The chain of filters that paints a canvas's layers, in order. */
export function layerFilters(canvas: Canvas, textFiles: string[]): string[] {
  const filters: string[] = [];
  if (canvas.vignette && canvas.vignette > 0) {
    // angle controls the falloff: PI/5 is the filter's default; smaller is softer.
    filters.push(`vignette=angle=${(0.15 + 0.5 * Math.min(1, canvas.vignette)).toFixed(3)}`);
  }
  if (canvas.grain && canvas.grain > 0) filters.push(`noise=alls=${Math.round(canvas.grain)}:allf=u`);
  let t = 0;
  for (const layer of canvas.layers) {
    if (layer.type === 'box') {
      filters.push(
        `drawbox=${opts({ x: layer.x, y: layer.y, w: layer.w, h: layer.h, color: ffColor(layer.color), t: layer.thickness ?? 'fill' })}`,
      );
      continue;
    }
    const alpha =
      layer.fadeInAt !== undefined
        ? `if(lt(t,${layer.fadeInAt}),0,min(1,(t-${layer.fadeInAt})/0.6))`
        : undefined;
    filters.push(
      `drawtext=${opts({
        fontfile: fontPath(layer.font),
        textfile: textFiles[t++],
        expansion: 'none',
        fontsize: layer.size,
        fontcolor: ffColor(layer.color),
        x: layer.x,
        y: layer.y,
        line_spacing: layer.lineSpacing,
        alpha,
      })}`,
    );
  }
  return filters;
}
// ---------------------------------------------------------------------------------------------------------
// Stills

/** Renders a canvas to a JPEG (covers 1280x720, portraits 600x600, book covers ...), or a PNG by extension. */
export async function renderStill(canvas: Canvas, out: string, options: FfmpegOptions = {}): Promise<void> {
  await withTempDir(async (dir) => {
    const textFiles = await writeLayerTexts(canvas, dir);
    const png = out.toLowerCase().endsWith('.png');
    const chain = [...layerFilters(canvas, textFiles), png ? 'format=rgb24' : 'format=yuvj444p'].join(',');
    await runFfmpeg(
      [
        ...QUIET_ARGS,
        ...lavfiInput(
          `color=c=${ffColor(canvas.background)}:s=${even(canvas.width)}x${even(canvas.height)}:d=1`,
        ),
        '-vf',
        chain,
        '-frames:v',
        '1',
        '-q:v',
        '2',
        out,
      ],
      options,
    );
  });
}
