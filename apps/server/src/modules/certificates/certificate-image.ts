// The certificate as a 1200×630 PNG, the size link previews (OpenGraph, Twitter cards) ask for: the certificate's own
// drawing scaled onto a dark backdrop, drawn by pdfkit as a PDF page of 1200×630 points and rasterised by poppler's
// pdftoppm at one pixel per point.
import { spawn, spawnSync } from 'node:child_process';
import PDFDocument from 'pdfkit';
import { collect } from '../../lib/pdf';
import {
  CERTIFICATE_SIZE,
  type CertificatePdfInput,
  drawCertificate,
  registerCertificateFonts,
} from './certificate-pdf';

export const CERTIFICATE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

const BACKDROP = '#2a2420';
const SHADOW = '#14110f';
/** Backdrop left above and below the certificate, in points (= pixels). */
const MARGIN = 28;
/** pdftoppm renders one page in well under a second; a hung one must not hold the request. */
const RENDER_TIMEOUT_MS = 20_000;

/** The certificate centred on the backdrop, as a one-page PDF the size of the image. */
function previewPdf(input: CertificatePdfInput): Promise<Buffer> {
  const { width, height } = CERTIFICATE_IMAGE_SIZE;
  const doc = new PDFDocument({ size: [width, height], margin: 0 });
  registerCertificateFonts(doc);
  doc.rect(0, 0, width, height).fill(BACKDROP);
  const scale = (height - 2 * MARGIN) / CERTIFICATE_SIZE.height;
  const x = (width - CERTIFICATE_SIZE.width * scale) / 2;
  doc.rect(x + 6, MARGIN + 8, CERTIFICATE_SIZE.width * scale, CERTIFICATE_SIZE.height * scale).fill(SHADOW);
  doc.save();
  doc.translate(x, MARGIN).scale(scale);
  drawCertificate(doc, input);
  doc.restore();
  return collect(doc);
}

/** Rasterises the first page of a PDF to PNG at the given pixel size with pdftoppm (stdin to stdout). */
function pdfToPng(pdf: Buffer, width: number, height: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'pdftoppm',
      ['-png', '-singlefile', '-scale-to-x', String(width), '-scale-to-y', String(height), '-'],
      { stdio: ['pipe', 'pipe', 'pipe'], timeout: RENDER_TIMEOUT_MS },
    );
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) resolve(Buffer.concat(out));
      else
        reject(
          new Error(`pdftoppm failed (${signal ?? `exit ${code}`}): ${Buffer.concat(err).toString().trim()}`),
        );
    });
    // A process that exits early closes its stdin: its own exit status reports why, not this write.
    child.stdin.on('error', () => undefined);
    child.stdin.end(pdf);
  });
}

let available: boolean | undefined;

/**
 * Whether this machine can draw the picture (poppler's pdftoppm is on the PATH), asked once per process. Without
 * it the verification page names no picture and the picture's route answers 404 instead of failing (ADR 040).
 */
export function certificateImagesAvailable(): boolean {
  available ??= spawnSync('pdftoppm', ['-v'], { stdio: 'ignore', timeout: 5_000 }).error === undefined;
  return available;
}

/** The certificate's link-preview picture: a 1200×630 PNG. */
export async function renderCertificateImage(input: CertificatePdfInput): Promise<Buffer> {
  const { width, height } = CERTIFICATE_IMAGE_SIZE;
  return pdfToPng(await previewPdf(input), width, height);
}
