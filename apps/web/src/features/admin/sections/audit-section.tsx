// Section "dnevnik": the audit log (ADR 027), newest first, filtered by actor, entity type and days, paged by
// keyset (newer / older).
import { type AuditEntityType, auditEntityTypes } from '@atelje/shared';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/dates';
import { type AuditFilters, useAuditLog } from '../api/audit';
import styles from '../components/admin.module.css';
import tables from '../components/admin-table.module.css';
import { useAdminTranslation } from '../lib/admin-i18n';
import { moneyInText } from '../lib/order-display';

const EMPTY: AuditFilters = { actor: '', entityType: '', from: '', to: '' };

/** `{ field: { from, to } }` in one line: "price_para: 10000 → 12000". */
function changesText(changes: Record<string, unknown>): string {
  const value = (v: unknown) =>
    v === null || v === undefined ? '—' : typeof v === 'object' ? JSON.stringify(v) : String(v);
  return Object.entries(changes)
    .map(([field, change]) => {
      if (change && typeof change === 'object' && 'changed' in change) return `${field}: ✱`;
      if (change && typeof change === 'object' && ('from' in change || 'to' in change)) {
        const { from, to } = change as { from?: unknown; to?: unknown };
        return 'from' in (change as object)
          ? `${field}: ${value(from)} → ${value(to)}`
          : `${field}: ${value(to)}`;
      }
      return `${field}: ${value(change)}`;
    })
    .join('; ');
}

export function AuditSection() {
  const { t, language } = useAdminTranslation();
  const [draft, setDraft] = useState<AuditFilters>(EMPTY);
  const [filters, setFilters] = useState<AuditFilters>(EMPTY);
  // The keyset cursors of the pages seen, so "newer" can go back.
  const [cursors, setCursors] = useState<(number | null)[]>([null]);
  const before = cursors[cursors.length - 1] ?? null;
  const log = useAuditLog(filters, before);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ ...draft, actor: draft.actor.trim() });
    setCursors([null]);
  };
  const failure = log.error instanceof ApiError ? log.error.serverMessage : null;

  return (
    <section className={styles.section} aria-labelledby="audit-heading">
      <h2 id="audit-heading" className={styles.heading}>
        {t('sections.dnevnik')}
      </h2>
      <p className={styles.lead}>{t('audit.lead')}</p>
      <form className={styles.actions} onSubmit={apply} aria-label={t('audit.filters')}>
        <TextField
          label={t('audit.actor')}
          value={draft.actor}
          onChange={(e) => setDraft({ ...draft, actor: e.currentTarget.value })}
        />
        <Select
          label={t('audit.entityType')}
          value={draft.entityType}
          placeholder={t('audit.allTypes')}
          options={auditEntityTypes.map((type) => ({ value: type, label: t(`audit.types.${type}`) }))}
          onChange={(e) => setDraft({ ...draft, entityType: e.currentTarget.value as AuditEntityType | '' })}
        />
        <TextField
          label={t('audit.from')}
          type="date"
          value={draft.from}
          onChange={(e) => setDraft({ ...draft, from: e.currentTarget.value })}
        />
        <TextField
          label={t('audit.to')}
          type="date"
          value={draft.to}
          onChange={(e) => setDraft({ ...draft, to: e.currentTarget.value })}
        />
        <div className={`${styles.actions} ${styles.alignEnd}`}>
          <Button type="submit">{t('audit.apply')}</Button>
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              setDraft(EMPTY);
              setFilters(EMPTY);
              setCursors([null]);
            }}
          >
            {t('audit.reset')}
          </Button>
        </div>
      </form>
      {log.isPending ? <Spinner label={t('common.loading')} /> : null}
      {log.isError ? <Alert tone="danger">{failure ?? t('audit.loadFailed')}</Alert> : null}
      {log.data ? (
        <>
          {log.data.data.length === 0 ? <p className={styles.muted}>{t('audit.empty')}</p> : null}
          <div className={tables.tableWrap}>
            <table className={`${tables.table} ${tables.stack}`} data-testid="audit-table">
              <thead>
                <tr>
                  <th scope="col">{t('audit.columns.when')}</th>
                  <th scope="col">{t('audit.columns.who')}</th>
                  <th scope="col">{t('audit.columns.what')}</th>
                  <th scope="col">{t('audit.columns.entity')}</th>
                  <th scope="col">{t('audit.columns.changes')}</th>
                </tr>
              </thead>
              <tbody>
                {log.data.data.map((entry) => (
                  <tr key={entry.id}>
                    <td data-label={t('audit.columns.when')}>
                      <span>{formatDateTime(entry.created_at, language)}</span>
                    </td>
                    <td data-label={t('audit.columns.who')}>
                      <span className={styles.auditText}>
                        {entry.actor_email}
                        {entry.ip ? <span className={tables.cellSub}>{entry.ip}</span> : null}
                      </span>
                    </td>
                    <td data-label={t('audit.columns.what')}>
                      <span className={styles.auditText}>
                        {moneyInText(entry.summary)}
                        <span className={`${tables.cellSub} ${tables.mono}`}>{entry.action}</span>
                      </span>
                    </td>
                    <td data-label={t('audit.columns.entity')}>
                      <span>
                        {t(`audit.types.${entry.entity_type as AuditEntityType}`)}
                        {entry.entity_id ? ` #${entry.entity_id}` : ''}
                      </span>
                    </td>
                    <td data-label={t('audit.columns.changes')}>
                      <span className={styles.auditChanges}>{changesText(entry.changes) || '—'}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav className={tables.pager} aria-label={t('common.pagination')}>
            <button
              type="button"
              className={tables.pageButton}
              disabled={cursors.length === 1}
              onClick={() => setCursors(cursors.slice(0, -1))}
            >
              {t('audit.newer')}
            </button>
            <button
              type="button"
              className={tables.pageButton}
              disabled={!log.data.next_before}
              onClick={() => setCursors([...cursors, log.data.next_before])}
            >
              {t('audit.older')}
            </button>
          </nav>
        </>
      ) : null}
    </section>
  );
}
