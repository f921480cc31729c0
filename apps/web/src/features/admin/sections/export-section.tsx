// Section "omnisend": starts the background CSV export, polls its status every 2 s (at most 30 times), then offers
// the file, saved as users_export.csv (spec 001 §8 messages), and says how many contacts were exported and how
// many were left out, by reason (ADR 035).
import { type AdminExportStatus, USERS_EXPORT_FILENAME } from '@atelje/shared';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ApiError, api } from '../../../lib/api-client';
import { handleRefusedSession } from '../../../lib/session-expiry';
import { getToken } from '../../../lib/storage';
import { useAuth } from '../../auth';
import styles from '../components/admin.module.css';
import { useAdminTranslation } from '../lib/admin-i18n';
import { type ExportCheck, pollExport } from '../lib/poll-export';
import { toastError, toastSuccess } from '../lib/toasts';
import exportStyles from './export-section.module.css';

type LeftOut = NonNullable<AdminExportStatus['left_out']>;
type State =
  | { step: 'idle' }
  | { step: 'running' }
  | { step: 'ready'; url: string | null; rows: number | null; leftOut: LeftOut | null }
  | { step: 'error'; message: string };

const REASONS = ['not_confirmed', 'withdrawn', 'no_consent'] as const;

export function ExportSection() {
  const { t } = useAdminTranslation();
  const { user } = useAuth();
  const [state, setState] = useState<State>({ step: 'idle' });
  const [downloading, setDownloading] = useState(false);
  const cancelled = useRef(false);

  useEffect(
    () => () => {
      cancelled.current = true;
    },
    [],
  );

  const fail = (message: string) => {
    setState({ step: 'error', message });
    toastError(message);
  };

  const start = async () => {
    if (!getToken() || !user) {
      fail(t('export.noToken'));
      return;
    }
    setState({ step: 'running' });
    try {
      const started = await api.get('/admin/users/export-csv');
      if (!started?.message) {
        fail(t('export.startFailed', { message: t('export.noMessage') }));
        return;
      }
    } catch (error) {
      const message =
        error instanceof ApiError ? (error.serverMessage ?? t('export.noMessage')) : t('export.noMessage');
      fail(t('export.startFailed', { message }));
      return;
    }
    try {
      type Check = ExportCheck & Pick<AdminExportStatus, 'rows' | 'left_out'>;
      const outcome = await pollExport(
        () => api.get('/admin/users/check-csv/{userId}', { path: { userId: user.id } }),
        undefined,
        () => cancelled.current,
      );
      if (!outcome) return;
      if (outcome.kind === 'timeout') fail(t('export.timeout'));
      else if (outcome.kind === 'failed') fail(outcome.error);
      else {
        const check = outcome.check as Partial<Check>;
        setState({
          step: 'ready',
          url: outcome.url,
          rows: check.rows ?? null,
          leftOut: check.left_out ?? null,
        });
      }
    } catch {
      fail(t('export.checkFailed'));
    }
  };

  const download = async () => {
    if (state.step !== 'ready') return;
    if (!state.url) {
      fail(t('export.noUrl'));
      return;
    }
    setDownloading(true);
    try {
      const token = getToken();
      const response = await fetch(state.url, {
        headers: token ? { Authorization: `Bearer ${token}` } : undefined,
        credentials: 'same-origin',
      });
      if (!response.ok) {
        handleRefusedSession(response.status, token);
        throw new Error(String(response.status));
      }
      const blob = await response.blob();
      const href = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = href;
      link.download = USERS_EXPORT_FILENAME;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(href), 1000);
      toastSuccess(t('export.downloaded'));
    } catch {
      toastError(t('export.downloadFailed'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="export-heading">
      <h2 id="export-heading" className={styles.heading}>
        {t('sections.omnisend')}
      </h2>
      <p className={styles.lead}>{t('export.lead')}</p>
      <div className={styles.actions}>
        <Button
          onClick={() => void start()}
          loading={state.step === 'running'}
          loadingText={t('export.running')}
        >
          {t('export.start')}
        </Button>
        <Button
          variant="secondary"
          disabled={state.step !== 'ready'}
          loading={downloading}
          onClick={() => void download()}
        >
          {t('export.download')}
        </Button>
      </div>
      <div role="status">
        {state.step === 'ready' ? (
          <Alert tone="success">{t('export.ready', { count: state.rows ?? 0 })}</Alert>
        ) : null}
      </div>
      {state.step === 'ready' && state.leftOut ? (
        <ExportSummary rows={state.rows ?? 0} leftOut={state.leftOut} />
      ) : null}
      {state.step === 'error' ? <Alert tone="danger">{state.message}</Alert> : null}
    </section>
  );
}

/** How many contacts the file holds and how many were left out, each reason with what it means. */
function ExportSummary({ rows, leftOut }: { rows: number; leftOut: LeftOut }) {
  const { t, language } = useAdminTranslation();
  const number = (value: number) => value.toLocaleString(language === 'en' ? 'en-GB' : 'sr-Latn-RS');
  const total = REASONS.reduce((sum, reason) => sum + leftOut[reason], 0);
  return (
    <div className={`${styles.panel} ${styles.panelStack}`} data-testid="export-summary">
      <h3 className={styles.subheading}>{t('export.summary')}</h3>
      <p className={styles.muted}>{t('export.rule')}</p>
      <dl className={styles.stats}>
        <div className={styles.stat} data-testid="export-exported">
          <dt>{t('export.exported')}</dt>
          <dd>{number(rows)}</dd>
        </div>
        {REASONS.map((reason) => (
          <div key={reason} className={styles.stat} data-testid={`export-left-out-${reason}`}>
            <dt>{t(`export.leftOut.${reason}`)}</dt>
            <dd>{number(leftOut[reason])}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.muted}>{t('export.leftOutTotal', { count: number(total) })}</p>
      <dl className={styles.detail}>
        {REASONS.map((reason) => (
          <div key={reason} className={exportStyles.reason}>
            <dt>{t(`export.leftOut.${reason}`)}</dt>
            <dd>{t(`export.leftOutHint.${reason}`)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
