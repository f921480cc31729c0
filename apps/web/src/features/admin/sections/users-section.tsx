// Section "korisnici": users 15 per page (first, previous, a window of 10 pages, next, last and an info line),
// the role badge, and the add/edit form below the table.
import type { AdminUser } from '@atelje/shared';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useAdminUsers } from '../api/queries';
import { AdminSection, QueryState } from '../components/admin-section';
import { type AdminColumn, AdminTable, RowButton } from '../components/admin-table';
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

  const columns: AdminColumn<AdminUser>[] = [
    { label: t('users.columns.name'), cell: (user) => user.name },
    { label: t('users.columns.email'), cell: (user) => user.email },
    {
      label: t('users.columns.role'),
      cell: (user) => (
        <span>
          <Badge tone={user.role === 'admin' ? 'accent' : 'neutral'}>
            {t(user.role === 'admin' ? 'users.roles.admin' : 'users.roles.user')}
          </Badge>
        </span>
      ),
    },
    {
      label: t('common.actions'),
      cell: (user) => (
        <RowButton aria-label={`${t('common.edit')} ${user.email}`} onClick={() => setEditing(user.id)}>
          {t('common.edit')}
        </RowButton>
      ),
    },
  ];

  return (
    <AdminSection
      headingId="users-heading"
      title={t('sections.korisnici')}
      actions={<Button onClick={() => setEditing('new')}>{t('users.add')}</Button>}
    >
      <QueryState query={users} error={users.error?.message || t('users.fetchFailed')} />
      {users.data ? (
        <>
          <AdminTable
            columns={columns}
            rows={users.data.data}
            rowKey={(user) => user.id}
            testId="users-table"
          />
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
    </AdminSection>
  );
}
