// PDFs read back with poppler (pdftotext and pdfinfo), as a person (or a checker) would read them: the tests of the
// invoice, the payment slip and the certificate write each PDF into a temporary folder kept for the file's tests.
// The slip's test also reads where each word is (pdftotext -bbox), to check each field is in its box.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll } from 'vitest';

const run = promisify(execFile);

export interface PdfReader {
  /** The PDF's text in its layout (pdftotext -layout) and its page count and size (pdfinfo). */
  read(pdf: Buffer, name?: string): Promise<{ text: string; info: string }>;
  /** The words of the PDF's first page with their boxes in points from the top left (pdftotext -bbox). */
  words(pdf: Buffer, name?: string): Promise<PdfWord[]>;
}

export interface PdfWord {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The words of pdftotext -bbox's XHTML, first page only. */
function parseWords(xhtml: string): PdfWord[] {
  const page = /<page [^>]*>(.*?)<\/page>/s.exec(xhtml)?.[1] ?? '';
  return [
    ...page.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">(.*?)<\/word>/g),
  ].map(([, xMin, yMin, xMax, yMax, text]) => ({
    text: text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => entities[name]),
    xMin: Number(xMin),
    yMin: Number(yMin),
    xMax: Number(xMax),
    yMax: Number(yMax),
  }));
}

/** A reader whose temporary folder (named after `prefix`) lives from the file's first test to its last. */
export function pdfReaderFor(prefix: string): PdfReader {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), `atelje-${prefix}-`));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  return {
    async read(pdf, name = `${Math.random().toString(16).slice(2)}.pdf`) {
      const file = path.join(dir, name);
      await writeFile(file, pdf);
      const [{ stdout: text }, { stdout: info }] = await Promise.all([
        run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']),
        run('pdfinfo', [file]),
      ]);
      return { text, info };
    },
    async words(pdf, name = `${Math.random().toString(16).slice(2)}.pdf`) {
      const file = path.join(dir, name);
      await writeFile(file, pdf);
      const { stdout } = await run('pdftotext', ['-bbox', '-enc', 'UTF-8', '-f', '1', '-l', '1', file, '-']);
      return parseWords(stdout);
    },
  };
}
