// What the learner's two pages (/dashboard and /videos) share: the header with the link to the other page, and
// their list's error and empty states.
import { Button, ButtonLink } from '../../../components/ui/button';
import { StateMessage } from '../../../components/ui/state-message';
import { useProgressTranslation } from '../lib/progress-i18n';
import styles from '../routes/progress-pages.module.css';

export function ProgressHeader({
  title,
  intro,
  link,
}: {
  title: string;
  intro: string;
  link: { to: string; label: string };
}) {
  return (
    <header className={styles.header}>
      <div>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.intro}>{intro}</p>
      </div>
      <ButtonLink to={link.to} variant="secondary" size="sm">
        {link.label}
      </ButtonLink>
    </header>
  );
}

export function ListLoadError({ onRetry, testId }: { onRetry: () => void; testId?: string }) {
  const { t } = useProgressTranslation();
  return (
    <StateMessage
      tone="error"
      title={t('loadError')}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {t('retry')}
        </Button>
      }
      testId={testId}
    />
  );
}

/** Nothing to list yet: a word and the way to the catalog. */
export function EmptyList({ title, text, testId }: { title: string; text: string; testId: string }) {
  const { t } = useProgressTranslation();
  return (
    <StateMessage
      title={title}
      action={<ButtonLink to="/svi-kursevi">{t('browse')}</ButtonLink>}
      testId={testId}
    >
      {text}
    </StateMessage>
  );
}
