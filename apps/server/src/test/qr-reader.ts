// QR codes read back with a real decoder, ZBar's zbarimg (Debian: zbar-tools, installed by .ci/run), as a bank's
// app would read them: a PDF page is drawn by poppler's pdftoppm, an SVG is drawn into a PDF by PDFKit's own SVG
// path interpreter and then by pdftoppm. zbarimg is asked for the symbol's bytes (-Sbinary) so it guesses no
// character set; they are read as UTF-8, which the IPS QR's tag C:1 declares.
import { execFile, spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll } from 'vitest';
import { collect } from '../lib/pdf';

const run = promisify(execFile);

let zbarimgChecked = false;

/** Fails with what to install rather than skipping: a missing decoder must not pass the QR tests unseen. */
function requireZbarimg(): void {
  if (zbarimgChecked) return;
  const probe = spawnSync('zbarimg', ['--version'], { stdio: 'ignore', timeout: 10_000 });
  if (probe.error) {
    throw new Error(
      'zbarimg is not installed: the NBS IPS QR tests decode the generated codes with it. ' +
        'Install the Debian package zbar-tools (apt-get install zbar-tools); .ci/run installs it.',
    );
  }
  zbarimgChecked = true;
}

export interface QrReader {
  /** The text of the one QR code on the first page of a PDF, drawn at 150 dpi. */
  decodePdf(pdf: Buffer, name?: string): Promise<string>;
  /** The text of the QR code of an SVG as the qrcode package writes it (a white square and black strokes). */
  decodeSvg(svg: string, name?: string): Promise<string>;
  /** The text of the QR code of a GIF (the fiscal processor's verificationQRCode), read by zbarimg as it is. */
  decodeGif(gif: Buffer, name?: string): Promise<string>;
}

/**
 * An SVG of the qrcode package as a one-page PDF: its viewBox as the page, each path filled or stroked as the SVG
 * says. Anything else in the SVG fails, so a change in how the package writes it is seen, not drawn wrongly.
 */
async function svgAsPdf(svg: string): Promise<Buffer> {
  const root =
    /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 (\d+) (\d+)"[^>]*>(.*)<\/svg>\s*$/s.exec(
      svg,
    );
  if (!root) throw new Error(`Not an SVG of the qrcode package: ${svg.slice(0, 120)}`);
  const [, width, height, body] = root;
  const paths = [...body.matchAll(/<path (fill|stroke)="(#[0-9a-f]{6})" d="([^"]+)"\/>/g)];
  if (paths.length === 0 || body.replace(/<path [^>]*\/>/g, '') !== '') {
    throw new Error(`Unexpected SVG content: ${body.slice(0, 120)}`);
  }
  const scale = 4;
  const doc = new PDFDocument({ size: [Number(width) * scale, Number(height) * scale], margin: 0 });
  doc.scale(scale);
  for (const [, paint, color, d] of paths) {
    if (paint === 'fill') doc.path(d).fill(color);
    else doc.path(d).lineWidth(1).lineCap('butt').stroke(color);
  }
  return collect(doc);
}

/** A reader whose temporary folder (named after `prefix`) lives from the file's first test to its last. */
export function qrReaderFor(prefix: string): QrReader {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), `atelje-${prefix}-`));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  const fileName = (name: string | undefined, ext: string) =>
    path.join(dir, `${name ?? Math.random().toString(16).slice(2)}.${ext}`);

  async function decodePngFile(file: string): Promise<string> {
    requireZbarimg();
    // Only QR codes, the symbol's bytes as they are; exit 4 means no code was found.
    const { stdout } = await run(
      'zbarimg',
      ['-q', '--raw', '-Sdisable', '-Sqrcode.enable', '-Sbinary', file],
      {
        encoding: 'buffer',
        maxBuffer: 1 << 20,
      },
    );
    return new TextDecoder('utf-8', { fatal: true }).decode(stdout);
  }

  async function decodePdfFile(file: string): Promise<string> {
    const prefix = file.replace(/\.pdf$/, '');
    await run('pdftoppm', ['-r', '150', '-f', '1', '-l', '1', '-singlefile', '-png', file, prefix]);
    return decodePngFile(`${prefix}.png`);
  }

  return {
    async decodePdf(pdf, name) {
      const file = fileName(name, 'pdf');
      await writeFile(file, pdf);
      return decodePdfFile(file);
    },
    async decodeSvg(svg, name) {
      const file = fileName(name, 'pdf');
      await writeFile(file, await svgAsPdf(svg));
      return decodePdfFile(file);
    },
    async decodeGif(gif, name) {
      if (gif.subarray(0, 6).toString('latin1') !== 'GIF89a') throw new Error('Not a GIF89a image');
      const file = fileName(name, 'gif');
      await writeFile(file, gif);
      return decodePngFile(file);
    },
  };
}

/** The tags of an IPS QR text in their order: `K:PR|V:01|…` → [['K', 'PR'], ['V', '01'], …]. */
export function ipsTags(text: string): [string, string][] {
  return text.split('|').map((field) => {
    const colon = field.indexOf(':');
    if (colon < 1) throw new Error(`Not a tag:value field: ${JSON.stringify(field)}`);
    return [field.slice(0, colon), field.slice(colon + 1)];
  });
}
