// The first screen of a landing page written into the HTML by the server: the slim bar and the hero (eyebrow,
// title, subtitle, call to action, picture) from the page's content, styled with the site's tokens (index.css
// is already in the head). A visitor from an ad sees the headline and the picture as soon as the HTML and its
// stylesheet arrive, before any JavaScript; the web app then renders the full page in its place (React's first
// render replaces #root's content) and the call to action, an in-page link, works even before that.
import { escapeHtml } from '@atelje/shared/text/html';

interface HeroContent {
  eyebrow?: unknown;
  title?: unknown;
  subtitle?: unknown;
  cta?: unknown;
  image?: unknown;
  image_alt?: unknown;
  image_width?: unknown;
  image_height?: unknown;
}

const str = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);
const int = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;

// Mirrors the hero of features/landings (signup.module.css, landing-layout.module.css) closely enough that the
// swap to the app's own markup is not noticed.
const STYLE = `<style>
.atelje-shell-bar{display:flex;align-items:center;min-height:var(--topbar-height);padding:0 var(--space-4);background:rgb(250 247 242 / .92);border-bottom:1px solid var(--color-border)}
.atelje-shell-brand{display:inline-flex;align-items:center;gap:var(--space-3);min-height:2.75rem;color:var(--color-text);text-decoration:none;font-family:var(--font-display);font-size:1.375rem;font-weight:500}
.atelje-shell-mark{display:grid;place-items:center;width:2.5rem;height:2.5rem;border-radius:10px;background:var(--color-text);color:var(--color-bg);line-height:1}
.atelje-shell-hero{display:grid;gap:var(--space-5);padding:var(--space-6) var(--space-4) var(--space-7);background:radial-gradient(70% 90% at 100% 0%,rgb(180 70 31 / .35),transparent 65%),radial-gradient(50% 60% at 0% 100%,rgb(235 140 98 / .1),transparent 70%),var(--color-ink-bg)}
.atelje-shell-text{display:flex;flex-direction:column;align-items:flex-start;gap:var(--space-4)}
.atelje-shell-eyebrow{margin:0;font-size:var(--text-xs);font-weight:700;letter-spacing:var(--tracking-caps);text-transform:uppercase;color:var(--color-accent-text)}
.atelje-shell-title{margin:0;max-width:20ch;font-family:var(--font-display);font-size:var(--text-2xl);font-weight:500;line-height:var(--leading-tight);letter-spacing:-.01em}
.atelje-shell-subtitle{margin:0;max-width:52ch;font-size:var(--text-md);line-height:var(--leading-normal);color:var(--color-text-muted)}
.atelje-shell-cta{display:inline-flex;align-items:center;justify-content:center;min-height:var(--control-height-lg);padding:0 var(--space-6);border-radius:var(--radius-pill);background:var(--color-accent);color:var(--color-on-accent);font-weight:700;letter-spacing:.02em;text-decoration:none}
.atelje-shell-image{display:block;width:100%;height:auto;border-radius:var(--radius-lg);box-shadow:var(--shadow-lg)}
@media (min-width:768px){.atelje-shell-hero{grid-template-columns:minmax(0,1.05fr) minmax(0,1fr);align-items:center;padding:var(--space-8) var(--space-7)}}
</style>`;

/** The shell's markup, or null when the content has no hero title. `ctaHref` is where the button points. */
export function landingShell(content: { hero?: HeroContent }, ctaHref: string | null): string | null {
  const hero = content.hero;
  const title = str(hero?.title);
  if (!hero || !title) return null;
  const eyebrow = str(hero.eyebrow);
  const subtitle = str(hero.subtitle);
  const cta = str(hero.cta);
  const image = str(hero.image);
  const width = int(hero.image_width);
  const height = int(hero.image_height);
  const parts = [
    STYLE,
    '<div class="atelje-shell-bar"><a class="atelje-shell-brand" href="/"><span class="atelje-shell-mark" aria-hidden="true">A</span>Atelje</a></div>',
    '<main><section class="atelje-shell-hero theme-dark"><div class="atelje-shell-text">',
    eyebrow ? `<p class="atelje-shell-eyebrow">${escapeHtml(eyebrow)}</p>` : '',
    `<h1 class="atelje-shell-title">${escapeHtml(title)}</h1>`,
    subtitle ? `<p class="atelje-shell-subtitle">${escapeHtml(subtitle)}</p>` : '',
    cta && ctaHref ? `<a class="atelje-shell-cta" href="${escapeHtml(ctaHref)}">${escapeHtml(cta)}</a>` : '',
    '</div>',
    image && width && height
      ? `<img class="atelje-shell-image" src="${escapeHtml(image)}" alt="${escapeHtml(str(hero.image_alt) ?? '')}" width="${width}" height="${height}" fetchpriority="high">`
      : '',
    '</section></main>',
  ];
  return parts.join('');
}
