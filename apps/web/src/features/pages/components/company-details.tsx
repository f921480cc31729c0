import { Spinner } from '../../../components/ui/spinner';
import { usePublicSettings } from '../../../lib/public-settings';
import { usePagesTranslation } from '../lib/pages-i18n';
import styles from './company-details.module.css';

interface CompanyDetailsProps {
  /** Shows only the support e-mail (help page). */
  compact?: boolean;
  className?: string;
}

/**
 * The seller's name, address, support e-mail, registration and tax numbers and bank account from
 * `GET /settings/public`: the same record the bank slip and the invoice print (ADR 035).
 */
export function CompanyDetails({ compact = false, className }: CompanyDetailsProps) {
  const { t } = usePagesTranslation();
  const settings = usePublicSettings();

  if (settings.isPending) {
    return (
      <div className={[styles.state, className].filter(Boolean).join(' ')}>
        <Spinner size="sm" label={t('company.loading')} />
      </div>
    );
  }
  if (settings.isError) {
    return (
      <p className={[styles.unavailable, className].filter(Boolean).join(' ')}>{t('company.unavailable')}</p>
    );
  }

  const { company } = settings.data;
  const place = [company.postal_code, company.city].filter(Boolean).join(' ');
  const address = [company.address, place, company.country].filter(Boolean).join(', ');
  const email = (
    <a href={`mailto:${company.support_email}`} className={styles.email}>
      {company.support_email}
    </a>
  );

  if (compact) {
    return (
      <dl className={[styles.list, className].filter(Boolean).join(' ')} data-testid="company-details">
        <div className={styles.row}>
          <dt>{t('company.supportEmail')}</dt>
          <dd>{email}</dd>
        </div>
      </dl>
    );
  }

  return (
    <dl className={[styles.list, className].filter(Boolean).join(' ')} data-testid="company-details">
      <div className={styles.row}>
        <dt>{t('company.name')}</dt>
        <dd>{company.name}</dd>
      </div>
      <div className={styles.row}>
        <dt>{t('company.address')}</dt>
        <dd>{address}</dd>
      </div>
      <div className={styles.row}>
        <dt>{t('company.supportEmail')}</dt>
        <dd>{email}</dd>
      </div>
      {company.phone ? (
        <div className={styles.row}>
          <dt>{t('company.phone')}</dt>
          <dd>
            <a href={`tel:${company.phone.replace(/[^\d+]/g, '')}`} className={styles.email}>
              {company.phone}
            </a>
          </dd>
        </div>
      ) : null}
      <div className={styles.row}>
        <dt>{t('company.registrationNumber')}</dt>
        <dd className={styles.number}>{company.registration_number}</dd>
      </div>
      <div className={styles.row}>
        <dt>{t('company.taxNumber')}</dt>
        <dd className={styles.number}>{company.tax_number}</dd>
      </div>
      {company.bank_account ? (
        <div className={styles.row}>
          <dt>{t('company.bankAccount')}</dt>
          <dd className={styles.number} data-testid="company-bank-account">
            {company.bank_account}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
