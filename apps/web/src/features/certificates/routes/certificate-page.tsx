// /certificates/:code: anyone checks that a certificate is genuine by the code printed on it (issue 5). Without a
// code the page only offers the form. Its owner, who comes here from a finished course (issue 16, item 8), can also
// download the PDF, add the certificate to their LinkedIn profile and copy the page's link (issue 16, item 19).
import { normalizeCertificateCode } from '@atelje/shared/certificates/schemas';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Page, PageHeader } from '../../../components/layout/page';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink, buttonClassName } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import type { MetaFunction } from '../../../lib/page-meta';
import { type PageLoader, prefetchAll } from '../../../lib/route-loader';
import { headWithoutAnswer } from '../../../lib/route-meta';
import { useAuth } from '../../auth';
import { type MyCertificate, useCertificates } from '../../profile';
import { certificateVerificationQuery, useCertificateVerification } from '../api/verify-certificate';
import { certificatesT, useCertificatesTranslation } from '../lib/certificates-i18n';
import styles from './certificate-page.module.css';

function CodeForm({ initial, title }: { initial: string; title?: string }) {
  const { t } = useCertificatesTranslation();
  const navigate = useNavigate();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const formId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const code = normalizeCertificateCode(value);
    if (!code) {
      setError(t('codeInvalid'));
      return;
    }
    setError(undefined);
    void navigate(`/certificates/${code}`);
  }

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-labelledby={title ? `${formId}-title` : undefined}
    >
      {title ? (
        <h2 id={`${formId}-title`} className={styles.formTitle}>
          {title}
        </h2>
      ) : null}
      <div className={styles.formRow}>
        <TextField
          label={t('codeLabel')}
          placeholder={t('codePlaceholder')}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={error}
          className={styles.codeField}
        />
        <Button type="submit" className={styles.check}>
          {t('check')}
        </Button>
      </div>
    </form>
  );
}

/** What the owner does with their certificate: download it, put it on LinkedIn, share the verification link. */
function OwnerActions({ certificate }: { certificate: MyCertificate }) {
  const { t } = useCertificatesTranslation();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  function copyLink() {
    navigator.clipboard.writeText(certificate.verify_url).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  }

  return (
    <div className={styles.owner}>
      <div className={styles.ownerActions}>
        <a
          className={buttonClassName({ size: 'sm' })}
          href={certificate.pdf_url}
          download={`${certificate.code}.pdf`}
          data-testid="certificate-download"
        >
          {t('download')}
        </a>
        <a
          className={buttonClassName({ size: 'sm', variant: 'secondary' })}
          href={certificate.linkedin_url}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="certificate-linkedin"
        >
          {t('linkedin')}
          <span className="visually-hidden"> {t('newTab')}</span>
        </a>
        <Button size="sm" variant="secondary" onClick={copyLink} data-testid="certificate-copy-link">
          {t('copyLink')}
        </Button>
      </div>
      <p className={styles.copyStatus} role="status">
        {copy === 'copied' ? t('copied') : null}
        {copy === 'failed' ? t('copyFailed', { url: certificate.verify_url }) : null}
      </p>
    </div>
  );
}

/** The check of the address's code, when it is one that could exist. */
export const loader: PageLoader = async ({ params, queryClient }) => {
  const code = params.code ? normalizeCertificateCode(params.code) : null;
  await prefetchAll(queryClient, [code !== null && certificateVerificationQuery(code)]);
};

/**
 * A certificate's names and date, its link-preview picture (where the server draws one) and its address with the
 * code as printed. Shared to be seen, not to be found: a learner's name stays out of search indexes (ADR 040). An
 * unknown code is a page that does not exist.
 */
export const meta: MetaFunction = ({ params, queryClient, t, language }) => {
  const ct = certificatesT(t);
  if (!params.code) return { title: ct('pageTitle') };
  const code = normalizeCertificateCode(params.code);
  const { queryKey } = certificateVerificationQuery(code ?? undefined);
  const certificate = code === null ? undefined : queryClient.getQueryData(queryKey);
  if (!certificate)
    return headWithoutAnswer(queryClient, code === null ? null : queryKey, {
      notFound: ct('notFound'),
      loadError: ct('pageTitle'),
    });
  const names = {
    learner: certificate.learner_name,
    course: certificate.course_title,
    instructor: certificate.instructor_name,
    date: formatDate(certificate.issued_at, language),
    code: certificate.code,
  };
  const { image } = certificate;
  return {
    title: ct('meta.title', names),
    description: ct('meta.description', names),
    path: `/certificates/${certificate.code}`,
    ...(image
      ? {
          image: image.url,
          imageSize: { width: image.width, height: image.height },
          imageAlt: ct('meta.imageAlt', names),
        }
      : {}),
    noindex: true,
  };
};

export default function CertificatePage() {
  const { t, language } = useCertificatesTranslation();
  const params = useParams();
  const typed = params.code ?? '';
  const code = typed ? normalizeCertificateCode(typed) : null;
  // A malformed code cannot exist: ask the server only about codes that could.
  const verification = useCertificateVerification(code ?? undefined);
  const notFound =
    (typed && !code) || (verification.error instanceof ApiError && verification.error.status === 404);
  // The learner's own list holds the PDF's link (signed, bound to their browser): only the owner finds it there.
  const { isAuthenticated } = useAuth();
  const own = useCertificates(isAuthenticated && code !== null);
  const mine = own.data?.find((certificate) => certificate.code === code) ?? null;

  return (
    <Page rhythm="reading" className={styles.page}>
      <PageHeader eyebrow={t('eyebrow')} title={t('heading')} lead={!typed ? t('intro') : undefined} />

      {code && verification.isPending ? <Spinner label={t('loading')} /> : null}

      {verification.data ? (
        <section
          className={styles.certificate}
          data-testid="certificate-valid"
          aria-labelledby="certificate-valid"
        >
          <div className={styles.seal}>
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              width="28"
              height="28"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="m7 12.5 3.2 3.2L17 9" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </div>
          <div className={styles.certificateBody}>
            <h2 id="certificate-valid" className={styles.validTitle}>
              {t('valid')}
            </h2>
            <p className={styles.meta}>{t('validText')}</p>
            <dl className={styles.facts}>
              <div>
                <dt>{t('learner')}</dt>
                <dd data-testid="certificate-learner">{verification.data.learner_name}</dd>
              </div>
              <div>
                <dt>{t('course')}</dt>
                <dd data-testid="certificate-course">{verification.data.course_title}</dd>
              </div>
              <div>
                <dt>{t('instructor')}</dt>
                <dd>{verification.data.instructor_name}</dd>
              </div>
              <div>
                <dt>{t('issued')}</dt>
                <dd>
                  <time dateTime={verification.data.issued_at}>
                    {formatDate(verification.data.issued_at, language)}
                  </time>
                </dd>
              </div>
              {verification.data.quiz_score !== null ? (
                <div>
                  <dt>{t('quiz')}</dt>
                  <dd data-testid="certificate-quiz">
                    {t('quizScore', { score: verification.data.quiz_score })}
                  </dd>
                </div>
              ) : null}
              <div>
                <dt>{t('code')}</dt>
                <dd className={styles.code} data-testid="certificate-code">
                  {verification.data.code}
                </dd>
              </div>
            </dl>
            {mine ? <OwnerActions certificate={mine} /> : null}
          </div>
        </section>
      ) : null}

      {notFound ? (
        <Alert tone="danger" title={t('notFound')}>
          {t('notFoundText', { code: typed.trim().toUpperCase() })}
        </Alert>
      ) : null}

      {verification.isError && !notFound ? (
        <div className={styles.state}>
          <Alert tone="danger">{t('error')}</Alert>
          <Button variant="secondary" onClick={() => void verification.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : null}

      {/* A code that was not found stays in the field to be corrected; a valid one leaves it empty. */}
      <CodeForm
        key={`${typed}:${verification.status}`}
        initial={notFound ? typed : ''}
        title={typed ? t('another') : undefined}
      />

      {!typed ? null : (
        <p className={styles.meta}>
          <ButtonLink to="/svi-kursevi" variant="link">
            {t('browse')}
          </ButtonLink>
        </p>
      )}
    </Page>
  );
}
