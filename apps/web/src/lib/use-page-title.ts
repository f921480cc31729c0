import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets document.title to "<title> · Atelje", or the bare title when it already names the site. */
export function usePageTitle(title: string, { bare = false }: { bare?: boolean } = {}) {
  const { t } = useTranslation('common');
  const suffix = t('title.suffix');
  useEffect(() => {
    document.title = bare ? title : `${title} · ${suffix}`;
  }, [title, bare, suffix]);
}
