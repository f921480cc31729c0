// Pages the server rendered (ADR 062) paint
// before the JavaScript, and possibly before their preloaded faces have arrived. Text laid out in a fallback face
// wraps differently: when the faces came in, the lines under a heading and the banner under them moved (a layout
// shift of up to 0.12 on the home page at 375 px). This inline script keeps #root hidden until the preloaded
// faces are in and laid out (at most 3 s, the same as font-display: block's wait for the text itself), so the
// first screen appears once, where it stays. The script is allowed by its hash in the Content-Security-Policy.
import { createHash } from 'node:crypto';

export const FONTS_WAIT_CLASS = 'atelje-fonts-wait';

/** Dispatched on the document when #root is shown (boot-after-paint.ts starts the scripts after that paint). */
export const FONTS_SHOWN_EVENT = 'atelje:shown';

export const FONTS_WAIT_SCRIPT = `(function(d){var h=d.documentElement,f=d.fonts,links=d.querySelectorAll('link[rel=preload][as=font]'),left=links.length,shown=0;if(!f||!left)return;var show=function(){if(shown)return;shown=1;h.classList.remove('${FONTS_WAIT_CLASS}');d.dispatchEvent(new Event('${FONTS_SHOWN_EVENT}'))};var settle=function(){if(--left>0)return;requestAnimationFrame(function(){f.ready.then(show,show)})};h.classList.add('${FONTS_WAIT_CLASS}');for(var i=0;i<links.length;i++){links[i].addEventListener('load',settle);links[i].addEventListener('error',settle)}setTimeout(show,3000)})(document)`;

export const FONTS_WAIT_STYLE = `html.${FONTS_WAIT_CLASS} #root{visibility:hidden}`;

/** The script's CSP source expression. */
export const FONTS_WAIT_HASH = `'sha256-${createHash('sha256').update(FONTS_WAIT_SCRIPT).digest('base64')}'`;

/** The style and script that go right after the font preloads of a page the server rendered. */
export const FONTS_WAIT_TAGS = `<style>${FONTS_WAIT_STYLE}</style><script>${FONTS_WAIT_SCRIPT}</script>`;
