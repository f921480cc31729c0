// Section "posta": the e-mails the outbox mail driver kept, newest first; one opens in a sandboxed frame. The
// "failed" view lists e-mails whose every attempt failed (ADR 029), to send again one by one or all at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { api } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/dates';
import { type OutboxMessage, useFailedMail, useMailOutbox } from '../api/queries';
import styles from '../components/admin.module.css';
import { PrevNext } from '../components/pager';
import { useAdminTranslation } from '../lib/admin-i18n';
import { toastError, toastSuccess } from '../lib/toasts';

type View = 'outbox' | 'failed';

export function MailboxSection() {
  const { t } = useAdminTranslation();
  const [view, setView] = useState<View>('outbox');

  return (
    <section className={styles.section} aria-labelledby="mail-heading">
      <div className={styles.sectionHead}>
        <h2 id="mail-heading" className={styles.heading}>
          {t('sections.posta')}
        </h2>
        <Select
          label={t('mailbox.view')}
          value={view}
          options={(['outbox', 'failed'] as const).map((value) => ({
            value,
            label: t(`mailbox.views.${value}`),
          }))}
          onChange={(event) => setView(event.currentTarget.value as View)}
        />
      </div>
      {view === 'failed' ? <FailedMail /> : <Outbox />}
    </section>
  );
}

function FailedMail() {
  const { t, language } = useAdminTranslation();
  const [page, setPage] = useState(1);
  const failed = useFailedMail(page, true);
  const queryClient = useQueryClient();
  const resend = useMutation({
    mutationFn: (id: number | 'all') =>
      id === 'all'
        ? api.post('/admin/mail-messages/resend-failed')
        : api.post('/admin/mail-messages/{id}/resend', { path: { id } }),
    onSuccess: (answer) => {
      toastSuccess(t('mailbox.resent', { count: answer.data.resent }));
      void queryClient.invalidateQueries({ queryKey: ['admin', 'mail'] });
    },
    onError: (error) => {
      const failure = (typeof error === 'object' && error ? error : {}) as { serverMessage?: string | null };
      toastError(t('mailbox.resendFailed', { message: failure.serverMessage ?? String(error) }));
    },
  });
  const rows = failed.data?.data ?? [];

  return (
    <>
      <p className={styles.lead}>{t('mailbox.failedLead')}</p>
      {failed.isPending ? <Spinner label={t('common.loading')} /> : null}
      {failed.isError ? <Alert tone="danger">{t('mailbox.loadFailed')}</Alert> : null}
      {failed.data && rows.length === 0 ? <p>{t('mailbox.failedEmpty')}</p> : null}
      {rows.length > 0 ? (
        <>
          <div className={styles.actions}>
            <Button variant="primary" disabled={resend.isPending} onClick={() => resend.mutate('all')}>
              {t('mailbox.resendAll')}
            </Button>
          </div>
          <div className={styles.tableWrap}>
            <table className={`${styles.table} ${styles.stack}`}>
              <thead>
                <tr>
                  <th scope="col">{t('mailbox.queuedAt')}</th>
                  <th scope="col">{t('mailbox.columns.to')}</th>
                  <th scope="col">{t('mailbox.columns.template')}</th>
                  <th scope="col">{t('mailbox.attempts')}</th>
                  <th scope="col">{t('mailbox.lastError')}</th>
                  <th scope="col">{t('common.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((message) => (
                  <tr key={message.id}>
                    <td data-label={t('mailbox.queuedAt')}>{formatDateTime(message.created_at, language)}</td>
                    <td data-label={t('mailbox.columns.to')}>{message.to}</td>
                    <td data-label={t('mailbox.columns.template')} className={styles.mono}>
                      {message.template}
                    </td>
                    <td data-label={t('mailbox.attempts')}>{message.attempts}</td>
                    <td data-label={t('mailbox.lastError')}>{message.last_error ?? ''}</td>
                    <td data-label={t('common.actions')}>
                      <span>
                        <Button
                          size="sm"
                          variant="secondary"
                          disabled={resend.isPending}
                          aria-label={t('mailbox.resendLabel', { to: message.to })}
                          onClick={() => resend.mutate(message.id)}
                        >
                          {t('mailbox.resend')}
                        </Button>
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {failed.data ? (
            <PrevNext
              page={failed.data.meta.current_page}
              last={failed.data.meta.last_page}
              onPage={setPage}
            />
          ) : null}
        </>
      ) : null}
    </>
  );
}

function Outbox() {
  const { t, language } = useAdminTranslation();
  const [page, setPage] = useState(1);
  const [to, setTo] = useState('');
  const [filter, setFilter] = useState('');
  const mail = useMailOutbox(page, filter);
  const [open, setOpen] = useState<OutboxMessage | null>(null);

  return (
    <>
      <p className={styles.lead}>{t('mailbox.lead')}</p>
      <form
        className={styles.actions}
        onSubmit={(event) => {
          event.preventDefault();
          setPage(1);
          setFilter(to.trim().toLowerCase());
        }}
      >
        <TextField
          label={t('mailbox.filter')}
          type="email"
          value={to}
          onChange={(e) => setTo(e.currentTarget.value)}
        />
      </form>
      {mail.isPending ? <Spinner label={t('common.loading')} /> : null}
      {mail.isError ? <Alert tone="danger">{t('mailbox.loadFailed')}</Alert> : null}
      {open ? (
        <article className={styles.panel} aria-labelledby="mail-open-heading">
          <div className={styles.sectionHead}>
            <h3 id="mail-open-heading" className={styles.subheading}>
              {open.subject}
            </h3>
            <Button variant="ghost" size="sm" onClick={() => setOpen(null)}>
              {t('common.close')}
            </Button>
          </div>
          <dl className={styles.detail}>
            <dt>{t('mailbox.from')}</dt>
            <dd>{open.from}</dd>
            <dt>{t('mailbox.to')}</dt>
            <dd>{open.to}</dd>
            <dt>{t('mailbox.columns.date')}</dt>
            <dd>{formatDateTime(open.created_at, language)}</dd>
          </dl>
          <iframe
            className={styles.mailFrame}
            title={t('mailbox.preview')}
            sandbox=""
            srcDoc={open.html || open.text}
          />
        </article>
      ) : null}
      {mail.data ? (
        <>
          <div className={styles.tableWrap}>
            <table className={`${styles.table} ${styles.stack}`}>
              <thead>
                <tr>
                  <th scope="col">{t('mailbox.columns.date')}</th>
                  <th scope="col">{t('mailbox.columns.to')}</th>
                  <th scope="col">{t('mailbox.columns.subject')}</th>
                  <th scope="col">{t('mailbox.columns.template')}</th>
                  <th scope="col">{t('common.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {mail.data.data.map((message) => (
                  <tr key={message.id}>
                    <td data-label={t('mailbox.columns.date')}>
                      {formatDateTime(message.created_at, language)}
                    </td>
                    <td data-label={t('mailbox.columns.to')}>{message.to}</td>
                    <td data-label={t('mailbox.columns.subject')}>{message.subject}</td>
                    <td data-label={t('mailbox.columns.template')} className={styles.mono}>
                      {message.template}
                    </td>
                    <td data-label={t('common.actions')}>
                      <span>
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-label={t('mailbox.openLabel', { subject: message.subject })}
                          onClick={() => {
                            setOpen(message);
                            window.scrollTo({ top: 0 });
                          }}
                        >
                          {t('mailbox.open')}
                        </Button>
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <PrevNext page={mail.data.meta.current_page} last={mail.data.meta.last_page} onPage={setPage} />
        </>
      ) : null}
    </>
  );
}
