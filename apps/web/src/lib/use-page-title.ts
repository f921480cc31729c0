import { useEffect } from 'react';
import { useTranslation } from './i18n-react';

/**
 * "<title> · Atelje", or the title alone when it already names the site: a landing's own SEO title
 * ("Izgradi svoj stil – kurs Milice Jovanović | Atelje") must not end in the brand twice.
 */
export function pageTitle(title: string, suffix: string, bare = false): string {
  if (bare || !suffix) return title;
  const escaped = suffix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[\\s|·:–-])${escaped}$`, 'u').test(title.trim()) ? title : `${title} · ${suffix}`;
}

/**
 * Sets document.title with `pageTitle`: for the pages whose route has no `meta` (a signed-in person's pages, which
 * the browser renders); a route's `meta` sets the title of the others (lib/page-meta.ts).
 */
export function usePageTitle(title: string, { bare = false }: { bare?: boolean } = {}) {
  const { t } = useTranslation('common');
  const suffix = t('title.suffix');
  useEffect(() => {
    document.title = pageTitle(title, suffix, bare);
  }, [title, bare, suffix]);
}
