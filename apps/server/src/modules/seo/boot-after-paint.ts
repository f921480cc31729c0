// A page the server rendered paints from its HTML, its inline styles and its fonts alone; its scripts are asked
// for once it has painted (ADR 020, kept by ADR 062), so they neither share a slow network with that paint nor
// run before it. Where #root waits for its faces (fonts-wait.ts), "painted" is the paint of the page's content, the
// largest one (ADR 064): the scripts start after that paint's largest-contentful-paint entry (two frames after the
// reveal in a browser without that entry), else after the first contentful paint. Taps made meanwhile are kept
// (early-events.ts). This inline script, allowed by its hash in the Content-Security-Policy, finds the entry and
// the chunks to preload on its data attributes.
import { createHash } from 'node:crypto';
import { escapeHtml } from '@atelje/shared/text/html';
import { FONTS_SHOWN_EVENT, FONTS_WAIT_CLASS } from './fonts-wait';

export const BOOT_SCRIPT = `(function(me,d){var started=0;function start(){if(started)return;started=1;var pre=(me.getAttribute('data-preload')||'').split(' ');for(var i=0;i<pre.length;i++){if(!pre[i])continue;var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=pre[i];d.head.appendChild(l)}var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=me.getAttribute('data-entry');d.head.appendChild(s)}
function painted(list){return list.getEntriesByName('first-contentful-paint').length>0}
function afterShown(){var shownAt=performance.now(),types=typeof PerformanceObserver!=='undefined'&&PerformanceObserver.supportedEntryTypes||[];if(types.indexOf('largest-contentful-paint')<0){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(start,0)})});return}
try{new PerformanceObserver(function(list,observer){var e=list.getEntries();for(var i=0;i<e.length;i++){if(e[i].startTime>=shownAt){observer.disconnect();setTimeout(start,0);return}}}).observe({type:'largest-contentful-paint',buffered:true})}catch(e){start();return}
setTimeout(start,1000)}
if(d.visibilityState!=='visible'){start();return}
if(d.documentElement.classList.contains('${FONTS_WAIT_CLASS}')){d.addEventListener('${FONTS_SHOWN_EVENT}',afterShown);d.addEventListener('visibilitychange',start);setTimeout(start,3000);return}
if(typeof PerformanceObserver==='undefined'||painted(performance)){start();return}
try{new PerformanceObserver(function(list,observer){if(!painted(list))return;observer.disconnect();setTimeout(start,0)}).observe({type:'paint',buffered:true})}catch(e){start();return}
d.addEventListener('visibilitychange',start);setTimeout(start,3000)})(document.currentScript,document)`;

/** The script's CSP source expression. */
export const BOOT_HASH = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

const ENTRY_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*\/?>\s*/g;

/** The page with its entry script and module preloads handed to the boot script (unchanged without an entry). */
export function bootAfterFirstPaint(html: string): string {
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
  const boot = `<script data-entry="${escapeHtml(entry)}" data-preload="${escapeHtml(preloads.join(' '))}">${BOOT_SCRIPT}</script>\n  `;
  return rest.replace('</head>', () => `${boot}</head>`);
}
