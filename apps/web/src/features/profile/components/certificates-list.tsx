// "Moji sertifikati" on the profile (issue 5): each certificate with its course, instructor, date and code, a link
// to download the PDF (signed, short-lived), to the public page where anyone can verify it, and to LinkedIn's
// "Add to profile" form filled in with the certificate (issue 16, item 19).

import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n-react';
import { type MyCertificate, useCertificates } from '../api/get-certificates';
import styles from './account.module.css';
import parts from './profile-section.module.css';

function CertificateRow({ certificate }: { certificate: MyCertificate }) {
  const { t, i18n } = useTranslation('profile');
  return (
    <li className={styles.certificate} data-testid="certificate" data-code={certificate.code}>
      <div className={styles.certificateMark}>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="22"
          height="22"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
        >
          <circle cx="12" cy="9" r="5.5" />
          <path d="m9 14-1.5 7 4.5-2.5 4.5 2.5L15 14" strokeLinejoin="round" />
        </svg>
      </div>
      <div className={styles.itemText}>
        <p className={styles.itemTitle}>{certificate.course_title}</p>
        <p className={parts.meta}>
          {t('certificates.by', { name: certificate.instructor_name })} ·{' '}
          {t('certificates.issued', { date: formatDate(certificate.issued_at, i18n.resolvedLanguage) })}
        </p>
        <p className={parts.meta}>
          {t('certificates.code')}:{' '}
          <span className={styles.code} data-testid="certificate-code">
            {certificate.code}
          </span>
        </p>
      </div>
      <div className={styles.itemActions}>
        <a
          className={styles.link}
          href={certificate.pdf_url}
          download={`${certificate.code}.pdf`}
          aria-label={t('certificates.downloadTitle', { title: certificate.course_title })}
        >
          {t('certificates.download')}
        </a>
        <Link className={styles.link} to={`/certificates/${certificate.code}`}>
          {t('certificates.verify')}
        </Link>
        <a
          className={styles.link}
          href={certificate.linkedin_url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('certificates.linkedinTitle', { title: certificate.course_title })}
          data-testid="certificate-linkedin"
        >
          {t('certificates.linkedin')}
        </a>
      </div>
    </li>
  );
}

export function CertificatesList() {
  const { t } = useTranslation('profile');
  const certificates = useCertificates();
  return (
    <section className={parts.section} aria-labelledby="certificates-title" data-testid="certificates">
      <div className={parts.sectionHead}>
        <h2 id="certificates-title" className={parts.sectionTitle}>
          {t('certificates.title')}
        </h2>
        <p className={parts.meta}>{t('certificates.intro')}</p>
      </div>
      {certificates.isPending ? <Spinner label={t('certificates.loading')} /> : null}
      {certificates.isError ? (
        <div className={styles.failure}>
          <Alert tone="danger">{t('certificates.error')}</Alert>
          <Button variant="secondary" onClick={() => void certificates.refetch()}>
            {t('certificates.retry')}
          </Button>
        </div>
      ) : null}
      {certificates.isSuccess && certificates.data.length === 0 ? (
        <p className={parts.empty}>{t('certificates.empty')}</p>
      ) : null}
      {certificates.isSuccess && certificates.data.length > 0 ? (
        <ul className={parts.list}>
          {certificates.data.map((certificate) => (
            <CertificateRow key={certificate.code} certificate={certificate} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
