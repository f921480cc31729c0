// Section "posta": the e-mails the outbox mail driver kept, newest first; one opens in a sandboxed frame.
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { formatDateTime } from '../../../lib/dates';
import { type OutboxMessage, useMailOutbox } from '../api/queries';
import styles from '../components/admin.module.css';
import { PrevNext } from '../components/pager';
import { useAdminTranslation } from '../lib/admin-i18n';

export function MailboxSection() {
  const { t, language } = useAdminTranslation();
  const [page, setPage] = useState(1);
  const [to, setTo] = useState('');
  const [filter, setFilter] = useState('');
  const mail = useMailOutbox(page, filter);
  const [open, setOpen] = useState<OutboxMessage | null>(null);

  return (
    <section className={styles.section} aria-labelledby="mail-heading">
      <h2 id="mail-heading" className={styles.heading}>
        {t('sections.posta')}
      </h2>
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
    </section>
  );
}
