// The error state of a catalog page whose data failed to load: the page's own heading, a retry button.
import { useTranslation } from '../../lib/i18n-react';
import { Button } from './button';
import styles from './page-load-error.module.css';
import { StateMessage } from './state-message';

export function PageLoadError({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useTranslation('catalog');
  return (
    <div className={styles.statePage}>
      <StateMessage
        tone="error"
        headingLevel="h1"
        title={title}
        action={
          <Button variant="secondary" onClick={onRetry}>
            {t('list.retry')}
          </Button>
        }
        testId="load-error"
      >
        {t('list.errorText')}
      </StateMessage>
    </div>
  );
}
