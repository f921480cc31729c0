// Surgery on the web app's index.html: the managed head tags replaced, the page's answers, preloads and first
// screen written in, its stylesheets inlined and its scripts started after the first paint where it has one.
import { escapeHtml } from '@atelje/shared/text/html';
import type { Locale } from '../../lib/i18n';
import type { FirstScreen } from './first-screen';
import { FONTS_WAIT_TAGS } from './fonts-wait';
import { renderHead, renderPageData } from './head-tags';
import { unescapeHtml } from './html-escape';
import type { Page } from './page';

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

/** What the web plugin hands renderPage besides the template: the build's chunk names and stylesheets. */
export interface PageAssets {
  links(locale: Locale, routes: readonly string[]): string;
  styleFiles(routes: readonly string[]): string[];
  css(file: string): string | undefined;
}

const ENTRY_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g;
const STYLE_PRELOAD = /<link rel="preload" as="style"[^>]*>\s*/g;
const STYLESHEET = /<link rel="stylesheet"[^>]*\shref="\/([^"]+)"[^>]*>/g;
const STYLES_MARK = '\u0000atelje-styles\u0000';

/**
 * A page whose first screen is in the HTML (Page.shell) paints from the HTML and its stylesheets alone. Its
 * scripts are requested only after that paint, by /boot.js (apps/web/public), which finds their names on its
 * data attributes: they then neither share the network with that paint nor run before it (ADR 020).
 */
function bootAfterFirstPaint(html: string): string {
  const entries: string[] = [];
  const preloads: string[] = [];
  const rest = html
    .replace(ENTRY_SCRIPT, (_tag, src: string) => {
      entries.push(src);
      return '';
    })
    .replace(MODULE_PRELOAD, (_tag, href: string) => {
      preloads.push(href);
      return '';
    });
  const entry = entries[0];
  if (!entry) return html;
  const boot = `<script src="/boot.js" async data-entry="${entry}" data-preload="${preloads.join(' ')}"></script>\n  `;
  return rest.replace('</head>', () => `${boot}</head>`);
}

/**
 * The web app's own first screen needs the site's and the route's stylesheets to paint as the app will. They are
 * written into the page (a few KB gzipped), so that the first paint waits for no other request. The route's
 * stylesheets are also named by disabled links (never fetched): the web app's loader looks for a link to each
 * stylesheet of a chunk before it adds one, and so does not download them again.
 */
function inlineStyles(html: string, routes: readonly string[], assets: PageAssets): string {
  const routeFiles = assets.styleFiles(routes);
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

const FONT_PRELOAD = /<link rel="preload" as="font"[^>]*>\s*/g;

/**
 * The font preloads first in the head, before the tags, the page's answers and its stylesheets (tens of KB): the
 * browser asks for the faces as soon as the first bytes arrive, so that they are in before the first layout of a
 * server-written first screen (a late face re-lays out its text, ADR 020).
 */
function fontsFirst(html: string, waitForFonts = false): string {
  const fonts: string[] = [];
  const rest = html.replace(FONT_PRELOAD, (tag) => {
    fonts.push(tag.trim());
    return '';
  });
  if (fonts.length === 0) return html;
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(rest);
  if (!charset) return html;
  const at = charset.index + charset[0].length;
  // A page that paints before its scripts waits for its faces right after asking for them (fonts-wait.ts).
  const wait = waitForFonts ? `\n    ${FONTS_WAIT_TAGS}` : '';
  return `${rest.slice(0, at)}\n    ${fonts.join('\n    ')}${wait}${rest.slice(at)}`;
}

export function renderPage(template: HtmlTemplate, page: Page, locale: Locale, assets?: PageAssets): string {
  const preloads = assets?.links(locale, page.routes ?? []) ?? '';
  const html = fontsFirst(
    `${template.before}${renderHead(page.meta, locale)}${renderPageData(page)}${preloads}${template.after}`,
    Boolean(page.shell),
  );
  if (!page.shell) return html;
  // A landing page's own shell is styled inline (landing-shell.ts) and leaves the route's stylesheets to the
  // app's loader; the app's own markup needs them in the page.
  let withShell = html
    .replace(STYLE_PRELOAD, '')
    .replace('<div id="root"></div>', () => `<div id="root">${page.shell}</div>`);
  if (page.shellStyles && assets) withShell = inlineStyles(withShell, page.routes ?? [], assets);
  return bootAfterFirstPaint(withShell);
}

/** The page with its first screen rendered by the web app's server bundle, when it has one (ADR 020). */
export function withFirstScreen(
  page: Page,
  screen: FirstScreen | null,
  pathname: string,
  locale: Locale,
): Page {
  if (!page.firstScreen || !screen) return page;
  const data = page.data ?? [];
  // The results page reads its address's query (ADR 043); the other pages render by path alone.
  const at = page.firstScreen.kind === 'browse' ? `${pathname}${page.firstScreen.search}` : pathname;
  const shell = screen.render(page.firstScreen, at, locale, data, JSON.stringify(data));
  return shell ? { ...page, shell, shellStyles: true } : page;
}
