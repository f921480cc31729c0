// Loading, not-found and error states shared by the e-book and template pages.

import { PageState } from '../../../components/ui/page-state';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../lib/i18n-react';
import styles from './material-states.module.css';

export function MaterialLoading() {
  const { t } = useTranslation('catalog');
  return (
    <div className={styles.loading}>
      <Spinner size="md" label={t('list.loading')} />
    </div>
  );
}

export function MaterialNotFound({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation('catalog');
  return (
    <PageState
      className={styles.state}
      title={title}
      text={text}
      link={{ to: '/ebooks', label: t('ebooks.backToList') }}
      testId="not-found"
    />
  );
}
