// A poster for a lesson without a thumbnail: an SVG drawn from the course and lesson titles, as a data URL
// (the site's CSP allows data: images), so the player never shows a grey box.

import { escapeHtml } from '@atelje/shared/text/html';

/** Splits a title into at most `lines` lines of about `width` characters, the last one cut with an ellipsis. */
export function wrapTitle(title: string, width = 28, lines = 3): string[] {
  const words = title.trim().split(/\s+/).filter(Boolean);
  const out: string[] = [];
  let line = '';
  for (const word of words) {
    if (line && line.length + 1 + word.length > width) {
      out.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) out.push(line);
  if (out.length <= lines) return out;
  const kept = out.slice(0, lines);
  kept[lines - 1] = `${kept[lines - 1]!.replace(/[.,:;]?$/, '')}…`;
  return kept;
}

export function generatedPoster(courseTitle: string, lessonTitle: string, label: string): string {
  const titleLines = wrapTitle(lessonTitle)
    .map((line, index) => `<tspan x="96" dy="${index === 0 ? 0 : 70}">${escapeHtml(line)}</tspan>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1280 720" width="1280" height="720">
<defs><radialGradient id="g" cx="85%" cy="10%" r="90%"><stop offset="0" stop-color="#b4461f" stop-opacity="0.55"/><stop offset="0.6" stop-color="#211e1a" stop-opacity="0"/></radialGradient></defs>
<rect width="1280" height="720" fill="#151311"/><rect width="1280" height="720" fill="url(#g)"/>
<text x="96" y="150" fill="#eb8c62" font-family="Inter, system-ui, sans-serif" font-size="30" letter-spacing="5">${escapeHtml(label.toUpperCase())}</text>
<text x="96" y="300" fill="#f5efe6" font-family="Fraunces, Georgia, serif" font-size="62">${titleLines}</text>
<text x="96" y="640" fill="#c4b9aa" font-family="Inter, system-ui, sans-serif" font-size="28">${escapeHtml(courseTitle)}</text>
</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
