// TrueType fonts shipped in the `dejavu-fonts-ttf` npm package: used by ffmpeg's drawtext and by pdfkit,
// so a machine without system fonts still renders Serbian letters (č ć đ š ž).
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export type FontName =
  | 'DejaVuSans'
  | 'DejaVuSans-Bold'
  | 'DejaVuSans-Oblique'
  | 'DejaVuSans-ExtraLight'
  | 'DejaVuSansCondensed'
  | 'DejaVuSansCondensed-Bold'
  | 'DejaVuSerif'
  | 'DejaVuSerif-Bold'
  | 'DejaVuSerif-Italic'
  | 'DejaVuSerif-BoldItalic'
  | 'DejaVuSerifCondensed'
  | 'DejaVuSerifCondensed-Italic'
  | 'DejaVuSansMono';

let fontDir: string | undefined;

/** Directory holding the DejaVu .ttf files. */
export function fontDirectory(): string {
  if (fontDir) return fontDir;
  const require = createRequire(import.meta.url);
  // The package has no entry point; resolve its package.json and take the ttf/ folder next to it.
  const pkg = require.resolve('dejavu-fonts-ttf/package.json');
  const dir = path.join(path.dirname(pkg), 'ttf');
  if (!existsSync(path.join(dir, 'DejaVuSans.ttf'))) {
    throw new Error(`DejaVu fonts not found in ${dir}; is the dejavu-fonts-ttf package installed?`);
  }
  fontDir = dir;
  return dir;
}

/** Absolute path of one DejaVu TrueType font. */
export function fontPath(name: FontName): string {
  return path.join(fontDirectory(), `${name}.ttf`);
}
