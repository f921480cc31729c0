// /email-change/confirm?token= and /email-change/report?token=: the links of an e-mail change (ADR 023). Nothing
// happens on opening the page (a mail scanner that follows the link changes nothing); the button sends the token.

import { useSearchParams } from 'react-router';
import { ResultPage, resultPageActions } from '../../../components/layout/result-page';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/i18n-react';
import { usePageTitle } from '../../../lib/use-page-title';
import { type EmailChangeAction, useEmailChangeLink } from '../api/email-change';
import styles from './email-change-page.module.css';

export default function EmailChangePage({ action }: { action: EmailChangeAction }) {
  const { t } = useTranslation(['profile', 'errors']);
  const errorText = useErrorText();
  const texts = action === 'confirm' ? 'emailChange.confirm' : 'emailChange.report';
  usePageTitle(t(`${texts}.title`));
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() || null;
  const send = useEmailChangeLink(action);

  let body: React.ReactNode;
  if (!token) {
    body = <Alert tone="danger">{t('errors:emailChange.invalidToken')}</Alert>;
  } else if (send.isSuccess) {
    body = <Alert tone="success">{send.data.message}</Alert>;
  } else {
    const error = send.error;
    const message =
      error instanceof ApiError
        ? (error.serverMessage ?? errorText(error.errors.token?.[0]))
        : error
          ? t('errors:generic.error')
          : null;
    body = (
      <>
        <p className={styles.lead}>{t(`${texts}.lead`)}</p>
        {message ? <Alert tone="danger">{message}</Alert> : null}
        <div className={resultPageActions}>
          <Button size="lg" loading={send.isPending} onClick={() => send.mutate({ token })}>
            {t(`${texts}.button`)}
          </Button>
        </div>
      </>
    );
  }

  return (
    <ResultPage
      titleId="email-change-title"
      eyebrow={t('emailChange.eyebrow')}
      title={t(`${texts}.title`)}
      testId={`email-change-${action}`}
      actions={
        <ButtonLink to="/" size="lg" variant="secondary">
          {t('emailChange.home')}
        </ButtonLink>
      }
    >
      {body}
    </ResultPage>
  );
}
