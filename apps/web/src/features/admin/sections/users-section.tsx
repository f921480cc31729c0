// Section "korisnici": users 15 per page (first, previous, a window of 10 pages, next, last and an info line),
// the role badge, and the add/edit form below the table.
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useAdminUsers } from '../api/queries';
import styles from '../components/admin.module.css';
import { Pager } from '../components/pager';
import { UserForm } from '../components/user-form';
import { useAdminTranslation } from '../lib/admin-i18n';

export function UsersSection() {
  const { t } = useAdminTranslation();
  const [page, setPage] = useState(1);
  const users = useAdminUsers(page);
  /** null: no form; 'new': the add form; a number: that user's edit form. */
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const paging = users.data?.pagination;
  const from = paging && paging.total > 0 ? (paging.current_page - 1) * paging.per_page + 1 : 0;
  const to = paging ? Math.min(paging.total, paging.current_page * paging.per_page) : 0;

  return (
    <section className={styles.section} aria-labelledby="users-heading">
      <div className={styles.sectionHead}>
        <h2 id="users-heading" className={styles.heading}>
          {t('sections.korisnici')}
        </h2>
        <Button onClick={() => setEditing('new')}>{t('users.add')}</Button>
      </div>
      {users.isPending ? <Spinner label={t('common.loading')} /> : null}
      {users.isError ? <Alert tone="danger">{users.error.message || t('users.fetchFailed')}</Alert> : null}
      {users.data ? (
        <>
          <div className={styles.tableWrap}>
            <table className={`${styles.table} ${styles.stack}`} data-testid="users-table">
              <thead>
                <tr>
                  <th scope="col">{t('users.columns.name')}</th>
                  <th scope="col">{t('users.columns.email')}</th>
                  <th scope="col">{t('users.columns.role')}</th>
                  <th scope="col">{t('common.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {users.data.data.map((user) => (
                  <tr key={user.id}>
                    <td data-label={t('users.columns.name')}>{user.name}</td>
                    <td data-label={t('users.columns.email')}>{user.email}</td>
                    <td data-label={t('users.columns.role')}>
                      <span>
                        <Badge tone={user.role === 'admin' ? 'accent' : 'neutral'}>
                          {t(user.role === 'admin' ? 'users.roles.admin' : 'users.roles.user')}
                        </Badge>
                      </span>
                    </td>
                    <td data-label={t('common.actions')}>
                      <span>
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-label={`${t('common.edit')} ${user.email}`}
                          onClick={() => setEditing(user.id)}
                        >
                          {t('common.edit')}
                        </Button>
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {paging ? (
            <Pager
              page={paging.current_page}
              last={paging.last_page}
              onPage={setPage}
              info={t('users.info', { from, to, total: paging.total })}
            />
          ) : null}
        </>
      ) : null}
      {editing !== null ? (
        <UserForm key={editing} userId={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
      ) : null}
    </section>
  );
}
