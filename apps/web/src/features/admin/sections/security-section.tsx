// Section "bezbednost": the academy's "require two-factor sign-in for administrators" (ADR 027) and the
// administrator's own two-factor settings.
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Checkbox } from '../../../components/ui/checkbox';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { TwoFactorSettings } from '../../profile';
import { useSaveSecuritySettings, useSecuritySettings } from '../api/audit';
import styles from '../components/admin.module.css';
import { useAdminTranslation } from '../lib/admin-i18n';

export function SecuritySection() {
  const { t } = useAdminTranslation();
  const settings = useSecuritySettings();
  const save = useSaveSecuritySettings();
  const [message, setMessage] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);

  return (
    <section className={styles.section} aria-labelledby="security-heading">
      <h2 id="security-heading" className={styles.heading}>
        {t('sections.bezbednost')}
      </h2>
      <div className={`${styles.panel} ${styles.panelStack}`}>
        <h3 className={styles.subheading}>{t('security.requireTitle')}</h3>
        <p className={styles.lead}>{t('security.requireLead')}</p>
        {settings.isPending ? <Spinner label={t('common.loading')} /> : null}
        {settings.data ? (
          <Checkbox
            label={t('security.requireLabel')}
            checked={settings.data.admin_mfa_required}
            disabled={save.isPending}
            data-testid="require-mfa"
            onChange={async (event) => {
              const next = event.currentTarget.checked;
              setMessage(null);
              try {
                const answer = await save.mutateAsync({ admin_mfa_required: next });
                setMessage({ tone: 'success', text: answer.message });
              } catch (error) {
                setMessage({
                  tone: 'danger',
                  text:
                    error instanceof ApiError && error.serverMessage
                      ? error.serverMessage
                      : t('security.failed'),
                });
              }
            }}
          />
        ) : null}
        {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      </div>
      <div className={`${styles.panel} ${styles.panelStack}`}>
        <h3 className={styles.subheading}>{t('security.ownTitle')}</h3>
        <TwoFactorSettings />
      </div>
    </section>
  );
}

/** What an administrator without a second factor sees while the academy requires one: only the enrolment. */
export function EnrolmentRequired() {
  const { t } = useAdminTranslation();
  return (
    <section className={styles.section} aria-labelledby="enrol-heading" data-testid="mfa-enrolment">
      <h2 id="enrol-heading" className={styles.heading}>
        {t('security.enrolTitle')}
      </h2>
      <div className={`${styles.panel} ${styles.panelStack}`}>
        <TwoFactorSettings />
      </div>
    </section>
  );
}
