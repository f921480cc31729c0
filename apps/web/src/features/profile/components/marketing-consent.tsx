// The profile's switch for news and offers by e-mail (ADR 035): ticking gives the consent, unticking withdraws it,
// as easily as it was given at registration or checkout.
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Checkbox } from '../../../components/ui/checkbox';
import { formatDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n-react';
import { useMarketingConsent, useSaveMarketingConsent } from '../api/marketing-consent';
import styles from './account.module.css';

export function MarketingConsentSetting() {
  const { t, i18n } = useTranslation('profile');
  const consent = useMarketingConsent();
  const save = useSaveMarketingConsent();
  const [failed, setFailed] = useState(false);
  if (!consent.data) return null;
  const { status, since } = consent.data;
  const date = since ? formatDate(since, i18n.resolvedLanguage) : '';

  return (
    <div className={styles.marketing} data-testid="profile-marketing">
      <h3 className={styles.marketingTitle}>{t('marketing.title')}</h3>
      <Checkbox
        label={t('marketing.label')}
        checked={status === 'subscribed'}
        disabled={save.isPending}
        data-testid="profile-marketing-consent"
        onChange={async (event) => {
          setFailed(false);
          try {
            await save.mutateAsync(event.currentTarget.checked);
          } catch {
            setFailed(true);
          }
        }}
      />
      {status === 'subscribed' && date ? (
        <p className={styles.marketingNote}>{t('marketing.since', { date })}</p>
      ) : null}
      {status === 'withdrawn' && date ? (
        <p className={styles.marketingNote}>{t('marketing.withdrawn', { date })}</p>
      ) : null}
      {status === 'pending' ? <p className={styles.marketingNote}>{t('marketing.pending')}</p> : null}
      {failed ? <Alert tone="danger">{t('marketing.failed')}</Alert> : null}
    </div>
  );
}
