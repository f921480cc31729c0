// The one HTML escape: text put into HTML (or SVG/XML) elements and quoted attribute values. The server's page
// heads, the landing shell, the sitemap, the payment simulators' pages and the web app's lesson posters use it.

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Replaces & < > " ' with their entities, so the text can never open a tag or close an attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character]!);
}
