// The add/edit user form: name, e-mail, role, password (required on create, optional on edit) and, on edit, the
// assigned courses as cards whose description is cut at 300 characters (saved with the JSON variant's `courses`).
// On edit it also names the language of the account's e-mails and documents, which only its owner changes.

import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { PasswordField } from '../../../components/ui/password-field';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { api } from '../../../lib/api-client';
import { useAdminUser } from '../api/queries';
import { useAdminTranslation } from '../lib/admin-i18n';
import { failureText } from '../lib/errors';
import { toastSuccess } from '../lib/toasts';
import styles from './admin.module.css';
import { SaveBar } from './form-fields';

export const DESCRIPTION_CUT = 300;

/** The account's language and script of e-mails and documents (ADR 088), shown read-only: its owner sets it. */
const LOCALE_KEYS = { sr: 'sr', 'sr-Cyrl': 'srCyrl', en: 'en' } as const;

function cut(text: string) {
  return text.length > DESCRIPTION_CUT ? `${text.slice(0, DESCRIPTION_CUT)}…` : text;
}

type Errors = Partial<Record<'name' | 'email' | 'role' | 'password', string>>;

export function UserForm({ userId, onDone }: { userId: number | null; onDone: () => void }) {
  const { t } = useAdminTranslation();
  const queryClient = useQueryClient();
  const loaded = useAdminUser(userId);
  const headingId = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState('');
  const [password, setPassword] = useState('');
  const [courses, setCourses] = useState<number[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!loaded.data) return;
    setName(loaded.data.data.name);
    setEmail(loaded.data.data.email);
    setRole(loaded.data.data.role);
    setCourses(loaded.data.assigned_course_ids);
  }, [loaded.data]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found: Errors = {};
    if (!name.trim()) found.name = t('users.required.name');
    if (!email.trim()) found.email = t('users.required.email');
    if (role !== 'admin' && role !== 'user') found.role = t('users.required.role');
    if (userId === null && !password) found.password = t('users.required.password');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = {
      name: name.trim(),
      email: email.trim(),
      role: role === 'admin' ? ('admin' as const) : ('user' as const),
      ...(password ? { password } : {}),
    };
    setSaving(true);
    try {
      if (userId === null) await api.post('/admin/users', { body: { ...body, password } });
      else await api.post('/admin/users/{id}', { path: { id: userId }, body: { ...body, courses } });
      toastSuccess(t(userId === null ? 'users.added' : 'users.updated'));
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
      onDone();
    } catch (error) {
      setFailure(failureText(error, t, t('users.saveFailed')));
    } finally {
      setSaving(false);
    }
  };

  if (userId !== null && loaded.isPending) return <Spinner label={t('common.loading')} />;
  if (userId !== null && loaded.isError) return <Alert tone="danger">{t('users.loadFailed')}</Alert>;

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.subheading}>
        {userId === null ? t('users.formAdd') : t('users.formEdit', { name: loaded.data?.data.name ?? '' })}
      </h3>
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      <div className={styles.formRow}>
        <TextField
          label={t('users.name')}
          value={name}
          required
          autoComplete="off"
          error={errors.name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <TextField
          label={t('users.email')}
          type="email"
          value={email}
          required
          autoComplete="off"
          error={errors.email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <Select
          label={t('users.role')}
          value={role}
          placeholder={t('users.rolePlaceholder')}
          required
          error={errors.role}
          options={[
            { value: 'admin', label: t('users.roles.admin') },
            { value: 'user', label: t('users.roles.user') },
          ]}
          onChange={(event) => setRole(event.currentTarget.value)}
        />
        <PasswordField
          label={t('users.password')}
          value={password}
          required={userId === null}
          autoComplete="new-password"
          error={errors.password}
          hint={userId === null ? undefined : t('users.passwordEditHint')}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
      </div>
      {loaded.data ? (
        <p className={styles.muted} data-testid="admin-user-locale">
          {t('users.locale')}:{' '}
          <strong>{t(`users.localeNames.${LOCALE_KEYS[loaded.data.data.locale]}`)}</strong>.{' '}
          {t('users.localeHint')}
        </p>
      ) : null}
      {loaded.data ? (
        <fieldset className={styles.fieldset}>
          <legend>{t('users.courses')}</legend>
          <p className={styles.muted}>{t('users.coursesHint')}</p>
          {loaded.data.all_courses.length === 0 ? (
            <p className={styles.muted}>{t('users.noCourses')}</p>
          ) : null}
          <ul className={styles.courseCards}>
            {loaded.data.all_courses.map((course) => {
              const checked = courses.includes(course.id);
              const inputId = `${headingId}-course-${course.id}`;
              return (
                <li key={course.id} className={styles.courseCard} data-checked={checked}>
                  <input
                    id={inputId}
                    type="checkbox"
                    checked={checked}
                    onChange={() =>
                      setCourses((list) =>
                        checked ? list.filter((id) => id !== course.id) : [...list, course.id],
                      )
                    }
                  />
                  <label htmlFor={inputId}>
                    <strong>{course.title}</strong>
                    <span className={styles.muted}>{cut(course.description)}</span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ) : null}
      <SaveBar saving={saving} onCancel={onDone} />
    </form>
  );
}
