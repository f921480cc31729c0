// /ebooks: e-books grouped by category, then the templates (free ones downloadable by signed-in users).
import type { Ebook } from '@atelje/shared/catalog/schemas';
import { CourseGridSkeleton } from '../../../components/course/course-grid';
import { Page, PageHeader } from '../../../components/layout/page';
import { Button } from '../../../components/ui/button';
import { StateMessage } from '../../../components/ui/state-message';
import { useTranslation } from '../../../lib/i18n-react';
import type { MetaFunction } from '../../../lib/page-meta';
import { type PageLoader, prefetchAll } from '../../../lib/route-loader';
import { ebooksQuery, useEbooks } from '../api/get-ebooks';
import { templatesQuery, useTemplates } from '../api/get-templates';
import { EbookCard } from '../components/ebook-card';
import { TemplateCard } from '../components/template-card';
import styles from './ebooks-page.module.css';

interface EbookGroup {
  key: string;
  name: string | null;
  ebooks: Ebook[];
}

export function groupByCategory(ebooks: readonly Ebook[]): EbookGroup[] {
  const groups = new Map<string, EbookGroup>();
  for (const ebook of ebooks) {
    const key = ebook.category ? `c${ebook.category.id}` : 'none';
    let group = groups.get(key);
    if (!group) {
      group = { key, name: ebook.category?.name ?? null, ebooks: [] };
      groups.set(key, group);
    }
    group.ebooks.push(ebook);
  }
  // Named categories first, in the order they appear; uncategorised last.
  return [...groups.values()].sort((a, b) => Number(a.name === null) - Number(b.name === null));
}

/** Both lists, e-books and templates. */
export const loader: PageLoader = async ({ queryClient }) => {
  await prefetchAll(queryClient, [ebooksQuery(), templatesQuery()]);
};

export const meta: MetaFunction = ({ t }) => ({
  title: t('catalog:ebooks.title'),
  description: t('catalog:meta.ebooksDescription'),
});

export default function EbooksPage() {
  const { t } = useTranslation('catalog');
  const ebooks = useEbooks();
  const templates = useTemplates();
  const groups = groupByCategory(ebooks.data ?? []);

  return (
    <Page rhythm="long" className={styles.page}>
      <PageHeader eyebrow={t('ebooks.eyebrow')} title={t('ebooks.title')} lead={t('ebooks.lead')} ruled>
        {groups.length > 1 ? (
          <nav aria-label={t('ebooks.jumpLabel')}>
            <ul className={styles.jump}>
              {groups.map((group) => (
                <li key={group.key}>
                  <a href={`#ebooks-${group.key}`}>{group.name ?? t('ebooks.otherCategory')}</a>
                </li>
              ))}
              {templates.data && templates.data.length > 0 ? (
                <li>
                  <a href="#templates">{t('ebooks.templatesTitle')}</a>
                </li>
              ) : null}
            </ul>
          </nav>
        ) : null}
      </PageHeader>

      {ebooks.isPending ? (
        <CourseGridSkeleton label={t('list.loading')} count={4} />
      ) : ebooks.isError ? (
        <StateMessage
          tone="error"
          title={t('ebooks.errorTitle')}
          action={
            <Button variant="secondary" onClick={() => void ebooks.refetch()}>
              {t('list.retry')}
            </Button>
          }
        >
          {t('list.errorText')}
        </StateMessage>
      ) : groups.length === 0 ? (
        <StateMessage title={t('ebooks.emptyTitle')}>{t('ebooks.emptyText')}</StateMessage>
      ) : (
        groups.map((group) => (
          <section
            key={group.key}
            id={`ebooks-${group.key}`}
            className={styles.group}
            aria-labelledby={`ebooks-${group.key}-title`}
          >
            <div className={styles.groupHead}>
              <h2 id={`ebooks-${group.key}-title`} className={styles.groupTitle}>
                {group.name ?? t('ebooks.otherCategory')}
              </h2>
              <p className={styles.groupCount}>{t('ebooks.count', { count: group.ebooks.length })}</p>
            </div>
            <ul className={styles.grid}>
              {group.ebooks.map((ebook) => (
                <li key={ebook.id}>
                  <EbookCard ebook={ebook} />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}

      {templates.data && templates.data.length > 0 ? (
        <section
          id="templates"
          className={[styles.group, styles.templates].join(' ')}
          aria-labelledby="templates-title"
        >
          <div className={styles.groupHead}>
            <h2 id="templates-title" className={styles.groupTitle}>
              {t('ebooks.templatesTitle')}
            </h2>
          </div>
          <p className={styles.groupLead}>{t('ebooks.templatesLead')}</p>
          <ul className={styles.grid}>
            {templates.data.map((template) => (
              <li key={template.id}>
                <TemplateCard template={template} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </Page>
  );
}
