// The signed-in person's account page (/my-profile and /profile): account details, the language of e-mails and
// documents (ADR 088), "Moje kupovine", the certificates, "Moje beleške" (ADR 080), "Moji pokloni" (ADR 044) and
// "Moje ostale kupovine".

import { Page, PageHeader } from '../../../components/layout/page';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { formatDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n-react';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAuth } from '../../auth';
import { NotesSection } from '../../notes';
import { useCurrentUser } from '../api/get-current-user';
import { AccountActions } from '../components/account-actions';
import { AccountLocaleSetting } from '../components/account-locale';
import { CertificatesList } from '../components/certificates-list';
import { MailPreferencesSetting } from '../components/mail-preferences';
import { MarketingConsentSetting } from '../components/marketing-consent';
import { OtherPurchases } from '../components/other-purchases';
import { ProfileLoadError } from '../components/profile-load-error';
import { PurchasesList } from '../components/purchases-list';
import { SentGifts } from '../components/sent-gifts';
import styles from './profile-page.module.css';

export default function ProfilePage() {
  const { t, i18n } = useTranslation(['profile', 'common']);
  usePageTitle(t('common:title.profile'));
  const { user } = useAuth();
  const current = useCurrentUser();
  if (!user) return null;
  if (current.isError) return <ProfileLoadError onRetry={() => void current.refetch()} />;

  return (
    <Page rhythm="reading" className={styles.page}>
      <PageHeader eyebrow={t('eyebrow')} title={t('greeting', { name: user.name })} lead={t('intro')} />
      <Card padding="lg" className={styles.card}>
        <h2 className={styles.cardTitle}>{t('details')}</h2>
        <dl className={styles.details}>
          <div className={styles.row}>
            <dt>{t('name')}</dt>
            <dd data-testid="profile-name">{user.name}</dd>
          </div>
          <div className={styles.row}>
            <dt>{t('email')}</dt>
            <dd data-testid="profile-email">{user.email}</dd>
          </div>
          <div className={styles.row}>
            <dt>{t('role')}</dt>
            <dd>
              <Badge tone={user.role === 'admin' ? 'accent' : 'neutral'}>{t(`roles.${user.role}`)}</Badge>
            </dd>
          </div>
          <div className={styles.row}>
            <dt>{t('memberSince')}</dt>
            <dd>
              <time dateTime={user.created_at}>{formatDate(user.created_at, i18n.resolvedLanguage)}</time>
            </dd>
          </div>
        </dl>
        <AccountLocaleSetting />
        <MarketingConsentSetting />
        <MailPreferencesSetting />
        <AccountActions user={user} />
      </Card>
      <PurchasesList />
      <CertificatesList />
      <NotesSection />
      <SentGifts />
      <OtherPurchases />
    </Page>
  );
}
