import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/spinner';
import { initialPageShell } from '../../lib/initial-shell';
import styles from './page-fallback.module.css';

/** Shown while a route's code chunk loads: the server's first screen of the page when it wrote one (ADR 020). */
export function PageFallback() {
  const { t } = useTranslation('common');
  const shell = initialPageShell();
  if (shell) {
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own render of this page (escaped by React)
    return <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: shell }} />;
  }
  return (
    <div className={styles.fallback}>
      <Spinner size="md" label={t('loading')} />
    </div>
  );
}
