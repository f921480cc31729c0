// Section "posta": the e-mails the outbox mail driver kept, newest first; one opens in a sandboxed frame. The
// "failed" view lists e-mails whose every attempt failed (ADR 029), to send again one by one or all at once.
import type { MailMessage } from '@atelje/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { api } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/dates';
import { type OutboxMessage, useFailedMail, useMailOutbox } from '../api/queries';
import styles from '../components/admin.module.css';
import { AdminSection, QueryState } from '../components/admin-section';
import { type AdminColumn, AdminTable, RowButton } from '../components/admin-table';
import tables from '../components/admin-table.module.css';
import { useAdminTranslation } from '../lib/admin-i18n';
import { toastError, toastSuccess } from '../lib/toasts';

type View = 'outbox' | 'failed';

export function MailboxSection() {
  const { t } = useAdminTranslation();
  const [view, setView] = useState<View>('outbox');

  return (
    <AdminSection
      headingId="mail-heading"
      title={t('sections.posta')}
      actions={
        <Select
          label={t('mailbox.view')}
          value={view}
          options={(['outbox', 'failed'] as const).map((value) => ({
            value,
            label: t(`mailbox.views.${value}`),
          }))}
          onChange={(event) => setView(event.currentTarget.value as View)}
        />
      }
    >
      {view === 'failed' ? <FailedMail /> : <Outbox />}
    </AdminSection>
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
  const failedColumns: AdminColumn<MailMessage>[] = [
    { label: t('mailbox.queuedAt'), cell: (message) => formatDateTime(message.created_at, language) },
    { label: t('mailbox.columns.to'), cell: (message) => message.to },
    { label: t('mailbox.columns.template'), className: tables.mono, cell: (message) => message.template },
    { label: t('mailbox.attempts'), cell: (message) => message.attempts },
    { label: t('mailbox.lastError'), cell: (message) => message.last_error ?? '' },
    {
      label: t('common.actions'),
      cell: (message) => (
        <RowButton
          disabled={resend.isPending}
          aria-label={t('mailbox.resendLabel', { to: message.to })}
          onClick={() => resend.mutate(message.id)}
        >
          {t('mailbox.resend')}
        </RowButton>
      ),
    },
  ];

  return (
    <>
      <p className={styles.lead}>{t('mailbox.failedLead')}</p>
      <QueryState query={failed} error={t('mailbox.loadFailed')} />
      {failed.data && rows.length === 0 ? <p>{t('mailbox.failedEmpty')}</p> : null}
      {rows.length > 0 ? (
        <>
          <div className={styles.actions}>
            <Button variant="primary" disabled={resend.isPending} onClick={() => resend.mutate('all')}>
              {t('mailbox.resendAll')}
            </Button>
          </div>
          <AdminTable
            columns={failedColumns}
            rows={rows}
            rowKey={(message) => message.id}
            paging={failed.data?.meta}
            onPage={setPage}
          />
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
  const columns: AdminColumn<OutboxMessage>[] = [
    { label: t('mailbox.columns.date'), cell: (message) => formatDateTime(message.created_at, language) },
    { label: t('mailbox.columns.to'), cell: (message) => message.to },
    { label: t('mailbox.columns.subject'), cell: (message) => message.subject },
    { label: t('mailbox.columns.template'), className: tables.mono, cell: (message) => message.template },
    {
      label: t('common.actions'),
      cell: (message) => (
        <RowButton
          aria-label={t('mailbox.openLabel', { subject: message.subject })}
          onClick={() => {
            setOpen(message);
            window.scrollTo({ top: 0 });
          }}
        >
          {t('mailbox.open')}
        </RowButton>
      ),
    },
  ];

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
      <QueryState query={mail} error={t('mailbox.loadFailed')} />
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
        <AdminTable
          columns={columns}
          rows={mail.data.data}
          rowKey={(message) => message.id}
          paging={mail.data.meta}
          onPage={setPage}
        />
      ) : null}
    </>
  );
}
