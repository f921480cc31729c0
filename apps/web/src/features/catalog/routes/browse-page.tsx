// /pretraga: the catalogue's results page (issue 16, item 15). The text, the filters (category, type, price,
// language), the sort and the page live in the address, so a result can be shared and the back button walks
// through the changes; every change but the page starts again at page 1.
import {
  BROWSE_QUERY_MAX,
  type BrowseParam,
  browsePrices,
  browseSearch,
  browseSorts,
} from '@atelje/shared/catalog/browse';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CourseGrid, CourseGridSkeleton } from '../../../components/course/course-grid';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { StateMessage } from '../../../components/ui/state-message';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n-react';
import type { MetaFunction } from '../../../lib/page-meta';
import { type PageLoader, prefetchAll } from '../../../lib/route-loader';
import {
  browseCoursesQuery,
  categoryTreeQuery,
  useBrowseCourses,
  useCategoryTree,
} from '../api/browse-courses';
import styles from './browse-page.module.css';

const FILTERS = ['category', 'type', 'level', 'price', 'language'] as const;
type Key = BrowseParam;

/** The results the address asks for and the category filter's options. */
export const loader: PageLoader = async ({ url, queryClient }) => {
  const search = browseSearch((key) => url.searchParams.get(key));
  await prefetchAll(queryClient, [browseCoursesQuery(search), categoryTreeQuery()]);
};

/** The results' title names the text asked for. */
export const meta: MetaFunction = ({ t, url }) => {
  const q = url.searchParams.get('q')?.trim();
  return {
    title: q ? t('catalog:browse.titleFor', { query: q }) : t('catalog:browse.title'),
    description: t('catalog:meta.browseDescription'),
  };
};

export default function BrowsePage() {
  const { t } = useTranslation('catalog');
  const [params, setParams] = useSearchParams();
  const value = (key: Key) => params.get(key) ?? '';
  const q = value('q').trim();
  const search = browseSearch((key) => params.get(key));
  const results = useBrowseCourses(search);
  const categories = useCategoryTree();
  const [text, setText] = useState(q);
  const formId = useId();
  // The address can change without this form (back button, the navbar's search): follow it.
  useEffect(() => setText(q), [q]);

  // The addresses the filters asked for that the page has not rendered yet: a second filter chosen before the page
  // has re-rendered with the first (a quick hand, a slow phone) builds on the first instead of dropping it. Once
  // the page shows the last one, or the address moves elsewhere (back, forward, a link), nothing is pending.
  const asked = useRef<string[]>([]);
  useEffect(() => {
    const at = asked.current.indexOf(params.toString());
    if (at === -1 || at === asked.current.length - 1) asked.current = [];
  }, [params]);

  /** A new address with these values; any change but the page's goes back to page 1. */
  function update(changes: Partial<Record<Key, string>>) {
    const next = new URLSearchParams(asked.current.at(-1) ?? params);
    for (const [key, entry] of Object.entries(changes)) {
      if (entry) next.set(key, entry);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    // The app's own ?lng= stays; nothing else the page does not know is kept.
    asked.current.push(next.toString());
    setParams(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    update({ q: text.trim() });
  }

  const active = FILTERS.filter((key) => value(key) !== '').length;
  const data = results.data;
  const page = data?.page ?? 1;
  const categoryOptions = (categories.data ?? []).flatMap((main) => [
    { value: main.slug, label: main.name },
    ...main.children.map((child) => ({ value: child.slug, label: `— ${child.name}` })),
  ]);

  let body: ReactNode;
  if (results.isPending) {
    body = <CourseGridSkeleton label={t('list.loading')} />;
  } else if (results.isError || !data) {
    body = (
      <StateMessage
        tone="error"
        title={t('list.errorTitle')}
        action={
          <Button variant="secondary" onClick={() => void results.refetch()}>
            {t('list.retry')}
          </Button>
        }
      >
        {results.error instanceof ApiError && results.error.status === 422 && results.error.serverMessage
          ? results.error.serverMessage
          : t('list.errorText')}
      </StateMessage>
    );
  } else if (data.courses.length === 0) {
    body = (
      <StateMessage
        title={t('browse.emptyTitle')}
        action={
          <Button variant="secondary" onClick={() => setParams(new URLSearchParams())}>
            {t('browse.clear')}
          </Button>
        }
        testId="browse-empty"
      >
        {t('browse.emptyText')}
      </StateMessage>
    );
  } else {
    body = <CourseGrid courses={data.courses} />;
  }

  return (
    <div className={styles.page} data-testid="browse-page">
      <header className={styles.header}>
        <h1 className={styles.title}>{q ? t('browse.titleFor', { query: q }) : t('browse.title')}</h1>
        <search className={styles.searchRow} aria-label={t('browse.searchLabel')}>
          <form className={styles.searchForm} onSubmit={submit}>
            <label htmlFor={`${formId}-q`} className="visually-hidden">
              {t('browse.searchLabel')}
            </label>
            <input
              id={`${formId}-q`}
              className={styles.searchInput}
              type="search"
              value={text}
              maxLength={BROWSE_QUERY_MAX}
              placeholder={t('browse.searchPlaceholder')}
              onChange={(event) => setText(event.currentTarget.value)}
              data-testid="browse-q"
            />
            <Button type="submit">{t('browse.search')}</Button>
          </form>
        </search>
      </header>

      <details className={styles.filters} open data-testid="browse-filters">
        <summary className={styles.filtersSummary}>
          {active > 0 ? t('browse.filtersActive', { count: active }) : t('browse.filters')}
        </summary>
        <div className={styles.filterGrid}>
          <Select
            label={t('browse.category')}
            placeholder={t('browse.any')}
            options={categoryOptions}
            value={value('category')}
            onChange={(event) => update({ category: event.currentTarget.value })}
          />
          <Select
            label={t('browse.type')}
            placeholder={t('browse.any')}
            options={(['lifestyle', 'professional'] as const).map((type) => ({
              value: type,
              label: t(`types.${type}.short`),
            }))}
            value={value('type')}
            onChange={(event) => update({ type: event.currentTarget.value })}
          />
          <Select
            label={t('browse.level')}
            placeholder={t('browse.any')}
            options={(['beginner', 'intermediate', 'advanced', 'all'] as const).map((level) => ({
              value: level,
              label: t(`course.levels.${level}`),
            }))}
            value={value('level')}
            onChange={(event) => update({ level: event.currentTarget.value })}
          />
          <Select
            label={t('browse.price')}
            placeholder={t('browse.any')}
            options={browsePrices.map((price) => ({ value: price, label: t(`browse.prices.${price}`) }))}
            value={value('price')}
            onChange={(event) => update({ price: event.currentTarget.value })}
          />
          <Select
            label={t('browse.language')}
            placeholder={t('browse.any')}
            options={(['sr', 'en'] as const).map((code) => ({
              value: code,
              label: t(`browse.languages.${code}`),
            }))}
            value={value('language')}
            onChange={(event) => update({ language: event.currentTarget.value })}
          />
          <Select
            className={styles.sort}
            label={t('browse.sort')}
            options={browseSorts.map((sort) => ({ value: sort, label: t(`browse.sorts.${sort}`) }))}
            value={value('sort') || 'popular'}
            onChange={(event) =>
              update({ sort: event.currentTarget.value === 'popular' ? '' : event.currentTarget.value })
            }
          />
        </div>
      </details>

      <section aria-label={t('browse.results')} aria-busy={results.isFetching || undefined}>
        {data ? (
          <p className={styles.count} role="status" data-testid="browse-count">
            {t('list.count', { count: data.total })}
          </p>
        ) : null}
        {body}
      </section>

      {data && data.pages > 1 ? (
        <nav className={styles.pager} aria-label={t('browse.pages')}>
          {page > 1 ? (
            <Link to={{ search: pageSearch(params, page - 1) }} rel="prev" className={styles.pageLink}>
              {t('browse.previous')}
            </Link>
          ) : null}
          <span className={styles.pageOf}>{t('browse.pageOf', { page, pages: data.pages })}</span>
          {page < data.pages ? (
            <Link to={{ search: pageSearch(params, page + 1) }} rel="next" className={styles.pageLink}>
              {t('browse.next')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}

function pageSearch(params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  const text = next.toString();
  return text ? `?${text}` : '';
}
