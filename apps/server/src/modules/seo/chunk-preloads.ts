// Which built JavaScript a page needs before its first render, from Vite's manifest (dist/.vite/manifest.json):
// the texts chunk of the visitor's language and the page's route chunk with its imports. The web app loads both
// with import() only once its entry has run; announced in the HTML as <link rel="modulepreload"> they download
// alongside the entry instead of one round trip after it.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { escapeHtml } from '@atelje/shared/text/html';
import type { PageLocale } from '../../lib/i18n';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

export interface ChunkPreloads {
  /** The <link> tags for the locale's texts and the route chunks (manifest keys such as src/features/...). */
  links(locale: PageLocale, routes: readonly string[]): string;
  /**
   * The stylesheets of the route chunks and their imports that index.html does not load ('assets/….css'): a page
   * rendered by the server needs them before its first paint (ADR 062).
   */
  styleFiles(routes: readonly string[]): string[];
  /** The text of a built stylesheet ('assets/….css'), when the build has it. */
  css(file: string): string | undefined;
}

export function chunkPreloads(
  manifest: Manifest,
  styles: ReadonlyMap<string, string> = new Map(),
): ChunkPreloads {
  // Everything index.html already loads: the entry and its static imports.
  const loaded = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const child of manifest[key].imports ?? []) walk(child, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key, loaded);
  const texts = (locale: PageLocale) =>
    Object.keys(manifest).find((key) => key.startsWith(`_texts-${locale === 'en' ? 'en' : 'sr'}-`));
  // Serbian in Cyrillic also needs the transliteration, a chunk of its own (ADR 082).
  const transliteration = Object.keys(manifest).find((key) => key.endsWith('text/transliterate.ts'));

  return {
    links(locale, routes) {
      const needed = new Set<string>();
      const textsKey = texts(locale);
      if (textsKey) walk(textsKey, needed);
      if (locale === 'sr-Cyrl' && transliteration) walk(transliteration, needed);
      for (const route of routes) walk(route, needed);
      const lines: string[] = [];
      for (const key of needed) {
        if (loaded.has(key)) continue;
        const chunk = manifest[key]!;
        lines.push(`<link rel="modulepreload" crossorigin href="/${escapeHtml(chunk.file)}" />`);
        for (const css of chunk.css ?? [])
          lines.push(`<link rel="preload" as="style" crossorigin href="/${escapeHtml(css)}" />`);
      }
      return lines.length ? `${lines.join('\n    ')}\n    ` : '';
    },
    styleFiles(routes) {
      const needed = new Set<string>();
      for (const route of routes) walk(route, needed);
      const files = new Set<string>();
      for (const key of needed) {
        if (loaded.has(key)) continue;
        for (const css of manifest[key]!.css ?? []) files.add(css);
      }
      return [...files];
    },
    css: (file) => styles.get(file),
  };
}

/**
 * The preloads of a build directory, with the text of its stylesheets (a few hundred KB, read once); none when it
 * has no manifest (a build without one still works).
 */
export async function loadChunkPreloads(distDir: string): Promise<ChunkPreloads> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return { links: () => '', styleFiles: () => [], css: () => undefined };
  }
  const files = new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []));
  const styles = new Map<string, string>();
  await Promise.all(
    [...files].map(async (file) => {
      const text = await readFile(path.join(distDir, file), 'utf8').catch(() => undefined);
      if (text !== undefined) styles.set(file, text);
    }),
  );
  return chunkPreloads(manifest, styles);
}
