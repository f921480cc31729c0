// The first screen of the home, course and sales pages, rendered by the web app's own components on the server
// (ADR 020): the web build's server bundle (dist/ssr/first-screen.js, apps/web/src/first-screen/render.tsx) turns
// the page's inline answers into the markup of #root. The browser's first render puts back the same markup, so
// what the visitor sees first is painted from the HTML and does not change when the scripts run.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Locale } from '../../lib/i18n';
import type { InitialQuery } from './page';

/** Which page the web app renders (kept in step with FirstScreenPage in render.tsx). */
export type FirstScreenPage =
  | { kind: 'home' }
  | { kind: 'course'; courseId: number }
  | { kind: 'sales'; pageKey: string }
  /** The catalogue's results page; `search` is the address's query string ('' or '?…'). */
  | { kind: 'browse'; search: string };

interface RenderModule {
  renderFirstScreen(input: {
    page: FirstScreenPage;
    path: string;
    locale: Locale;
    data: InitialQuery[];
  }): string;
}

export interface FirstScreen {
  /** #root's markup for the page, or null when it cannot be rendered (the page then loads as a plain app). */
  render(
    page: FirstScreenPage,
    pagePath: string,
    locale: Locale,
    data: InitialQuery[],
    dataJson: string,
  ): string | null;
}

/** Renders take 2–20 ms; the same page with the same answers is kept (the answers change rarely). */
const MAX_KEPT = 2_000;

/**
 * Markup the browser should not act on before the web app runs, removed from the server's copy: a <video>'s
 * source and autoplay (the app's own <video> replaces it within a second; the shell's would start a download
 * and could start playing), and the <link> tags React hoists to the front (the page's head already preloads
 * its picture). Its controls (buttons, fields) do nothing until the app replaces them, and say so: they carry
 * aria-disabled until then, so a screen reader announces them as unavailable and a click that would be lost is
 * not taken for done (links work without the app and are left alone).
 */
export function inertShell(markup: string): string {
  return markup
    .replace(/^(?:<link [^>]*\/>)+/, '')
    .replace(/<video\b[^>]*>/g, (tag) =>
      tag
        .replace(/\s(?:src|autoplay|autoPlay)(?:="[^"]*")?(?=[\s>/])/g, '')
        .replace(/\spreload="[^"]*"/, '')
        .replace(/<video/, '<video preload="none"'),
    )
    .replace(
      /<(button|input|select|textarea)\b(?![^>]*\s(?:disabled|aria-disabled)[\s=>/])/g,
      '<$1 aria-disabled="true"',
    );
}

export function firstScreen(module: RenderModule, log?: (err: unknown) => void): FirstScreen {
  const kept = new Map<string, { dataJson: string; markup: string | null }>();
  return {
    render(page, pagePath, locale, data, dataJson) {
      const key = `${locale} ${pagePath}`;
      const hit = kept.get(key);
      if (hit && hit.dataJson === dataJson) return hit.markup;
      let markup: string | null;
      try {
        markup = inertShell(module.renderFirstScreen({ page, path: pagePath, locale, data }));
      } catch (err) {
        // Only the first paint is lost: the web app renders the page itself.
        log?.(err);
        markup = null;
      }
      // Results pages are not kept: their addresses are as many as the texts people search for.
      if (page.kind === 'browse') return markup;
      kept.delete(key);
      kept.set(key, { dataJson, markup });
      if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
      return markup;
    },
  };
}

/** The renderer of a web build, or null when the build has none (built before ADR 020, or without it). */
export async function loadFirstScreen(
  distDir: string,
  log?: (err: unknown) => void,
): Promise<FirstScreen | null> {
  const file = path.join(distDir, 'ssr', 'first-screen.js');
  if (!existsSync(file)) return null;
  try {
    const module = (await import(pathToFileURL(file).href)) as RenderModule;
    return typeof module.renderFirstScreen === 'function' ? firstScreen(module, log) : null;
  } catch (err) {
    log?.(err);
    return null;
  }
}
