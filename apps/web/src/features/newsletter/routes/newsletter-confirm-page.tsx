// /newsletter/confirm?token=: the link of the double opt-in e-mail; confirms and shows the result.
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/form-errors';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePagesTranslation } from '../../pages';
import { useConfirmNewsletterSubscription } from '../api/confirm-subscription';
import styles from './newsletter-confirm-page.module.css';

export default function NewsletterConfirmPage() {
  const { t } = usePagesTranslation();
  const errorText = useErrorText();
  usePageTitle(t('titles.newsletterConfirm'));
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() || null;
  const confirm = useConfirmNewsletterSubscription(token);

  let body: React.ReactNode;
  if (!token) {
    body = (
      <Alert tone="danger" title={t('newsletterConfirm.errorTitle')}>
        {t('newsletterConfirm.missingToken')}
      </Alert>
    );
  } else if (confirm.isPending) {
    body = (
      <div className={styles.loading}>
        <Spinner size="md" label={t('newsletterConfirm.loading')} />
        <p aria-hidden="true">{t('newsletterConfirm.loading')}</p>
      </div>
    );
  } else if (confirm.isError) {
    const error = confirm.error;
    const message =
      (error instanceof ApiError ? (error.serverMessage ?? errorText(error.errors.token?.[0])) : undefined) ??
      t('newsletterConfirm.errorDefault');
    body = (
      <Alert tone="danger" title={t('newsletterConfirm.errorTitle')}>
        {message}
      </Alert>
    );
  } else {
    body = (
      <Alert tone="success" title={t('newsletterConfirm.successTitle')}>
        {t('newsletterConfirm.success', { email: confirm.data.email })}
      </Alert>
    );
  }

  return (
    <section
      className={styles.page}
      aria-labelledby="newsletter-confirm-title"
      data-testid="newsletter-confirm"
    >
      <p className={styles.eyebrow}>{t('newsletterConfirm.eyebrow')}</p>
      <h1 id="newsletter-confirm-title" className={styles.title}>
        {t('titles.newsletterConfirm')}
      </h1>
      <div className={styles.result} aria-live="polite">
        {body}
      </div>
      <div className={styles.actions}>
        <ButtonLink to="/" size="lg">
          {t('newsletterConfirm.home')}
        </ButtonLink>
        <ButtonLink to="/svi-kursevi" size="lg" variant="secondary">
          {t('newsletterConfirm.courses')}
        </ButtonLink>
      </div>
    </section>
  );
}
