// /email-preferences?token=: the page an e-mail's unsubscribe link opens (ADR 074). Opening it changes nothing (link
// scanners open links too); the person unsubscribes from the e-mail's kind with one press, or chooses per kind.
import {
  MARKETING_MAIL_CATEGORIES,
  type MarketingMailCategory,
} from '@atelje/shared/mail-preferences/schemas';
import { useSearchParams } from 'react-router';
import { ResultPage, resultPageLoading } from '../../../components/layout/result-page';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePagesTranslation } from '../../pages';
import { useLinkMailPreferences, useSaveLinkMailPreferences } from '../api/mail-preferences';
import { MailPreferencesForm } from '../components/mail-preferences-form';

const isCategory = (value: string | undefined): value is MarketingMailCategory =>
  (MARKETING_MAIL_CATEGORIES as readonly string[]).includes(value ?? '');

export default function EmailPreferencesPage() {
  const { t } = usePagesTranslation();
  usePageTitle(t('titles.emailPreferences'));
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() || null;
  const preferences = useLinkMailPreferences(token);
  const save = useSaveLinkMailPreferences(token);

  let body: React.ReactNode;
  if (!token) {
    body = (
      <Alert tone="danger" title={t('mailPreferences.errorTitle')}>
        {t('mailPreferences.missingToken')}
      </Alert>
    );
  } else if (preferences.isPending) {
    body = (
      <div className={resultPageLoading}>
        <Spinner size="md" label={t('mailPreferences.loading')} />
        <p aria-hidden="true">{t('mailPreferences.loading')}</p>
      </div>
    );
  } else if (preferences.isError) {
    const error = preferences.error;
    body = (
      <Alert tone="danger" title={t('mailPreferences.errorTitle')}>
        {(error instanceof ApiError ? error.serverMessage : undefined) ?? t('mailPreferences.errorDefault')}
      </Alert>
    );
  } else {
    const data = preferences.data;
    const linkCategory = data.link_category;
    body = (
      <MailPreferencesForm
        preferences={data}
        save={(categories) => save.mutateAsync(categories)}
        saving={save.isPending}
        linkCategory={isCategory(linkCategory) || linkCategory === 'all' ? linkCategory : undefined}
        intro={<p data-testid="mail-preferences-email">{t('mailPreferences.for', { email: data.email })}</p>}
      />
    );
  }

  return (
    <ResultPage
      titleId="email-preferences-title"
      eyebrow={t('mailPreferences.eyebrow')}
      title={t('titles.emailPreferences')}
      testId="email-preferences"
      actions={
        <>
          <ButtonLink to="/" size="lg" variant="secondary">
            {t('newsletterConfirm.home')}
          </ButtonLink>
          <ButtonLink to="/svi-kursevi" size="lg" variant="ghost">
            {t('newsletterConfirm.courses')}
          </ButtonLink>
        </>
      }
    >
      {body}
    </ResultPage>
  );
}
