#!/usr/bin/env node
// The site's faces (ADR 064): made from the @fontsource packages into apps/web/src/styles/fonts/, with the
// @font-face rules that use them (apps/web/src/styles/fonts.css). Run `node scripts/subset-fonts.mjs` after
// updating a font package; `--check` fails when the committed files differ from what this script makes (the unit
// test fonts.test.ts runs the same check).
//
// Per face, three files (and Inter a fourth, cyrl: the Serbian Cyrillic letters, ADR 082):
//  - latin: the Latin subset of @fontsource (ASCII, Latin-1, punctuation), with the default OpenType features only;
//  - sr: the ten letters Serbian adds to it (č ć đ š ž and their capitals), 2–3 KB, so Serbian text needs no
//    35 KB latin-ext file before the page can show;
//  - ext: the rest of latin-ext, loaded only by text that has such a letter (a foreign name).
// Inter is one variable face for weights 400–700 (the site uses 400, 450, 500, 600, 650 and 700), instead of four
// static faces; Fraunces keeps its three static faces (400, 400 italic, 500), whose drawing the variable font's
// default optical size would change.
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web');
const require = createRequire(path.join(web, 'package.json'));
export const FONTS_DIR = path.join(web, 'src/styles/fonts');
export const FONTS_CSS = path.join(web, 'src/styles/fonts.css');

// @fontsource's own unicode-range of its latin and latin-ext subsets.
const LATIN =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';
const EXT =
  'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF';
// Ć ć Č č Đ đ Š š Ž ž
const SR = 'U+0106-0107, U+010C-010D, U+0110-0111, U+0160-0161, U+017D-017E';
// The Serbian Cyrillic alphabet (ADR 082): А–Ш without Й, Щ–Я and the six letters Serbian adds (Ђ Ј Љ Њ Ћ Џ), in
// both cases. Only a page with Cyrillic text downloads it (Inter only: Fraunces has no Cyrillic, headings in
// Cyrillic are drawn in the display stack's next serif).
const CYRL =
  'U+0402, U+0408-040B, U+040F-0418, U+041A-0428, U+0430-0438, U+043A-0448, U+0452, U+0458-045B, U+045F';

/** The characters of a unicode-range list (controls left out: a font has no glyph to keep for them). */
function characters(ranges) {
  let text = '';
  for (const part of ranges.split(',')) {
    const [from, to = from] = part.trim().replace(/^U\+/, '').split('-');
    for (let code = Number.parseInt(from, 16); code <= Number.parseInt(to, 16); code++) {
      if (code >= 0x20) text += String.fromCodePoint(code);
    }
  }
  return text;
}

const fontsource = (pkg, file) =>
  path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'files', file);

/** The faces: family, style, weight (a range for a variable face), sources per subset, variation axes. */
export const FACES = [
  {
    name: 'inter',
    family: 'Inter',
    style: 'normal',
    weight: '400 700',
    latin: fontsource('@fontsource-variable/inter', 'inter-latin-wght-normal.woff2'),
    ext: fontsource('@fontsource-variable/inter', 'inter-latin-ext-wght-normal.woff2'),
    cyrl: fontsource('@fontsource-variable/inter', 'inter-cyrillic-wght-normal.woff2'),
    axes: { wght: { min: 400, max: 700 } },
  },
  ...[
    ['400', 'normal'],
    ['400', 'italic'],
    ['500', 'normal'],
  ].map(([weight, style]) => ({
    name: `fraunces-${weight}${style === 'italic' ? '-italic' : ''}`,
    family: 'Fraunces',
    style,
    weight,
    latin: fontsource('@fontsource/fraunces', `fraunces-latin-${weight}-${style}.woff2`),
    ext: fontsource('@fontsource/fraunces', `fraunces-latin-ext-${weight}-${style}.woff2`),
  })),
];

// Declared in this order: for a character that two rules with the same descriptors cover, the browser uses the
// rule declared last (CSS Fonts 4, §4.5), so the small sr file serves č ć đ š ž, not the ext file.
const SUBSETS = [
  { subset: 'ext', ranges: EXT, source: 'ext' },
  { subset: 'sr', ranges: SR, source: 'ext' },
  { subset: 'latin', ranges: LATIN, source: 'latin' },
];

/** Every file and the stylesheet, as { file → bytes }. */
export async function makeFonts() {
  const files = new Map();
  const rules = [];
  for (const face of FACES) {
    const subsets = face.cyrl ? [{ subset: 'cyrl', ranges: CYRL, source: 'cyrl' }, ...SUBSETS] : SUBSETS;
    for (const { subset, ranges, source } of subsets) {
      const file = `${face.name}-${subset}.woff2`;
      const font = await subsetFont(await readFile(face[source]), characters(ranges), {
        targetFormat: 'woff2',
        ...(face.axes ? { variationAxes: face.axes } : {}),
      });
      files.set(file, font);
      rules.push(
        [
          '@font-face {',
          `  font-family: "${face.family}";`,
          `  font-style: ${face.style};`,
          '  font-display: block;',
          `  font-weight: ${face.weight};`,
          `  src: url("./fonts/${file}") format("woff2");`,
          // As Biome formats it: a list longer than the line goes on a line of its own.
          ranges.length > 80 ? `  unicode-range:\n    ${ranges};` : `  unicode-range: ${ranges};`,
          '}',
        ].join('\n'),
      );
    }
  }
  const css = `/* Made by scripts/subset-fonts.mjs (ADR 064): do not edit. font-display: block, because the server-rendered
   page is shown once its faces are in (seo/fonts-wait.ts): a fallback face first would reflow the text. */
${rules.join('\n')}
`;
  return { files, css };
}

async function main() {
  const check = process.argv.includes('--check');
  const { files, css } = await makeFonts();
  const outputs = [
    ...[...files].map(([file, bytes]) => [path.join(FONTS_DIR, file), bytes]),
    [FONTS_CSS, css],
  ];
  const stale = [];
  for (const [file, bytes] of outputs) {
    const now = await readFile(file).catch(() => undefined);
    if (now && Buffer.compare(now, Buffer.from(bytes)) === 0) continue;
    if (check) stale.push(path.relative(root, file));
    else await writeFile(file, bytes);
  }
  if (stale.length > 0) {
    console.error(`out of date (run node scripts/subset-fonts.mjs): ${stale.join(', ')}`);
    process.exit(1);
  }
  for (const [file, bytes] of files) console.log(`${file} ${bytes.length} B`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
