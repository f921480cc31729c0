// Which document an administrator's preview link names (ADR 070, ADR 076): small enough for a page's first load
// (the home page reads it before its hero), apart from the pages feature's components.

/** The document a preview token names (its first part is base64url of "key\nversion\nexp"), or null. */
export function previewDocumentKey(token: string): string | null {
  try {
    const body = token.split('.')[0]!.replace(/-/g, '+').replace(/_/g, '/');
    return atob(body.padEnd(Math.ceil(body.length / 4) * 4, '=')).split('\n')[0] || null;
  } catch {
    return null;
  }
}

/**
 * The `?preview=` token of a page's address when it names an FAQ, or null: the token of another document on the
 * same page (the help page's text, the home page's texts, ADR 076) leaves the questions as published.
 */
export function faqPreview(search: string): string | null {
  const token = new URLSearchParams(search).get('preview') || null;
  return token && previewDocumentKey(token)?.startsWith('faq:') ? token : null;
}

/** The `?preview=` token of a page's address when it names this document (`page:about`, `home`), or null. */
export function documentPreview(search: string, key: string): string | null {
  const token = new URLSearchParams(search).get('preview') || null;
  return token && previewDocumentKey(token) === key ? token : null;
}

/** The `?preview=` token of a static page's address when it names that page's document, or null. */
export const pagePreview = (search: string, name: string) => documentPreview(search, `page:${name}`);
