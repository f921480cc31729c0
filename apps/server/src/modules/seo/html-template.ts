// The HTML of a page: the web app's index.html with the page's head tags, its language, the server render's
// markup in #root, the router's state and react-query's answers for hydration (ADR 062), and the stylesheets and
// chunks of the page's route modules, so that the page paints from the HTML and its scripts arrive together.
import { escapeHtml } from '@atelje/shared/text/html';
import type { PageLocale } from '../../lib/i18n';
import { bootAfterFirstPaint } from './boot-after-paint';
import type { ChunkPreloads } from './chunk-preloads';
import { EARLY_EVENTS_TAG } from './early-events';
import { FONTS_WAIT_TAGS } from './fonts-wait';
import { renderHead } from './head-tags';
import { jsonForScript, unescapeHtml } from './html-escape';
import type { Page } from './page';
import type { RenderedPage } from './server-render';

/** The web app's index.html split around the place where the managed head tags go. */
export interface HtmlTemplate {
  before: string;
  after: string;
  defaults: { title: string; description: string };
}

/** Tags head-tags.ts writes; the template's own copies are removed so none appears twice. */
const MANAGED_TAG =
  /<title>[\s\S]*?<\/title>\s*|<meta\s+(?:name="description"|name="robots"|property="og:(?:title|description|type|url|image|locale)"|name="twitter:[a-z:]+")[^>]*>\s*|<link\s+rel="canonical"[^>]*>\s*/g;

export function prepareTemplate(html: string): HtmlTemplate {
  const title = /<title>([\s\S]*?)<\/title>/.exec(html)?.[1]?.trim() ?? '';
  const description = /<meta\s+name="description"\s+content="([^"]*)"/.exec(html)?.[1]?.trim() ?? '';
  const marker = '\u0000atelje-head\u0000';
  let placed = false;
  const marked = html.replace(MANAGED_TAG, () => {
    if (placed) return '';
    placed = true;
    return marker;
  });
  const withMarker = placed ? marked : marked.replace('</head>', `${marker}</head>`);
  const [before = '', after = ''] = withMarker.split(marker);
  return {
    before,
    after,
    defaults: { title: unescapeHtml(title), description: unescapeHtml(description.replace(/\s+/g, ' ')) },
  };
}

const STYLESHEET = /<link rel="stylesheet"[^>]*\shref="\/([^"]+)"[^>]*>/g;
const STYLE_PRELOAD = /<link rel="preload" as="style"[^>]*>\s*/g;
const STYLES_MARK = '\u0000atelje-styles\u0000';

/**
 * A rendered page needs the site's and its route modules' stylesheets to paint. They are written into the page
 * (a few KB gzipped), so that the first paint waits for no other request. The route's stylesheets are also named by
 * disabled links (never fetched): the web app's loader looks for a link to each stylesheet of a chunk before it
 * adds one, and so does not download them again.
 */
function inlineStyles(html: string, modules: readonly string[], assets: ChunkPreloads): string {
  const routeFiles = assets.styleFiles(modules);
  const texts: string[] = [];
  let complete = true;
  const site = html.replace(STYLESHEET, (tag, file: string) => {
    const text = assets.css(file);
    if (text === undefined) {
      complete = false;
      return tag;
    }
    texts.push(text);
    return STYLES_MARK;
  });
  for (const file of routeFiles) {
    const text = assets.css(file);
    if (text === undefined) complete = false;
    else texts.push(text);
  }
  if (!complete || texts.length === 0) {
    const links = routeFiles.map(
      (file) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(file)}" />`,
    );
    return html.replace('</head>', () => `${links.join('\n    ')}\n  </head>`);
  }
  const disabled = routeFiles.map(
    (file) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(file)}" disabled />`,
  );
  const style = `<style>${texts.join('\n').replace(/<\/style/gi, '<\\/style')}</style>${disabled.join('')}`;
  const [first, ...rest] = site.split(STYLES_MARK);
  return `${first}${style}${rest.join('')}`;
}

const LEADING_LINKS = /^(?:<link [^>]*\/?>)+/;

const FONT_PRELOAD = /<link rel="preload" as="font"[^>]*>\s*/g;

/**
 * The font preloads first in the head, before the tags and the stylesheets (tens of KB): the browser asks for the
 * faces as soon as the first bytes arrive, so that they are in before the first layout of the rendered page (a
 * late face re-lays out its text, ADR 020), which waits for them (fonts-wait.ts).
 */
function fontsFirst(html: string, waitForFonts: boolean): string {
  const fonts: string[] = [];
  const rest = html.replace(FONT_PRELOAD, (tag) => {
    fonts.push(tag.trim());
    return '';
  });
  if (fonts.length === 0) return html;
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(rest);
  if (!charset) return html;
  const at = charset.index + charset[0].length;
  const wait = waitForFonts ? `\n    ${FONTS_WAIT_TAGS}${EARLY_EVENTS_TAG}` : '';
  return `${rest.slice(0, at)}\n    ${fonts.join('\n    ')}${wait}${rest.slice(at)}`;
}

/**
 * The page's HTML. With `rendered` (the server render's result) #root holds the page and the data blocks its
 * hydration reads; without it (a signed-in person's page) the browser renders the page itself.
 */
export function renderPage(
  template: HtmlTemplate,
  page: Page,
  locale: PageLocale,
  assets?: ChunkPreloads,
  rendered?: RenderedPage,
): string {
  const modules = rendered?.modules ?? [];
  // React writes the preloads its render asks for (the pictures of the first screen) before the page's markup:
  // they go into the head, where the browser finds them first.
  const hoisted = rendered ? (LEADING_LINKS.exec(rendered.html)?.[0] ?? '') : '';
  const preloads = `${assets?.links(locale, modules) ?? ''}${hoisted}`;
  let html = fontsFirst(
    `${template.before}${renderHead(page.meta, locale)}${preloads}${template.after}`,
    Boolean(rendered),
  ).replace(/<html lang="[^"]*"/, `<html lang="${locale}"`);
  if (!rendered) return html;
  const data =
    `<script id="atelje-router" type="application/json">${jsonForScript(rendered.router)}</script>` +
    `<script id="atelje-queries" type="application/json">${jsonForScript(rendered.queries)}</script>`;
  html = html
    .replace(STYLE_PRELOAD, '')
    .replace(
      '<div id="root"></div>',
      () => `<div id="root">${rendered.html.slice(hoisted.length)}</div>${data}`,
    );
  return bootAfterFirstPaint(assets ? inlineStyles(html, modules, assets) : html);
}
