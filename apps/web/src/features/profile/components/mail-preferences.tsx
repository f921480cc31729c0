// The profile's choice of marketing e-mail by kind (ADR 074), under the consent switch (ADR 035): shown while the
// consent is in force; turning every kind off withdraws it, as the switch above does.
import { MailPreferencesForm, useMyMailPreferences, useSaveMyMailPreferences } from '../../newsletter';
import { useMarketingConsent } from '../api/marketing-consent';
import styles from './account.module.css';

export function MailPreferencesSetting() {
  const consent = useMarketingConsent();
  const preferences = useMyMailPreferences();
  const save = useSaveMyMailPreferences();
  if (consent.data?.status !== 'subscribed' || !preferences.data?.subscribed) return null;
  return (
    <div className={styles.marketing}>
      <MailPreferencesForm
        preferences={preferences.data}
        save={(categories) => save.mutateAsync(categories)}
        saving={save.isPending}
        testId="profile-mail-preferences"
      />
    </div>
  );
}
