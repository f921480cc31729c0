// Loading, not-found and error states shared by the e-book and template pages.
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { StateMessage } from '../../../components/ui/state-message';
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
    <div className={styles.state}>
      <StateMessage
        tone="notFound"
        headingLevel="h1"
        title={title}
        action={<ButtonLink to="/ebooks">{t('ebooks.backToList')}</ButtonLink>}
        testId="not-found"
      >
        {text}
      </StateMessage>
    </div>
  );
}
