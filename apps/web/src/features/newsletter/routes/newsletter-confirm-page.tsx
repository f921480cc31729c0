// /newsletter/confirm?token=: the link of the double opt-in e-mail; confirms and shows the result.
import { useSearchParams } from 'react-router';
import { ResultPage, resultPageLoading } from '../../../components/layout/result-page';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/form-errors';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePagesTranslation } from '../../pages';
import { useConfirmNewsletterSubscription } from '../api/confirm-subscription';

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
      <div className={resultPageLoading}>
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
    <ResultPage
      titleId="newsletter-confirm-title"
      eyebrow={t('newsletterConfirm.eyebrow')}
      title={t('titles.newsletterConfirm')}
      testId="newsletter-confirm"
      actions={
        <>
          <ButtonLink to="/" size="lg">
            {t('newsletterConfirm.home')}
          </ButtonLink>
          <ButtonLink to="/svi-kursevi" size="lg" variant="secondary">
            {t('newsletterConfirm.courses')}
          </ButtonLink>
        </>
      }
    >
      {body}
    </ResultPage>
  );
}
