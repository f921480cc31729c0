// Section "predavaci": instructors (name, e-mail, course count, IZMENI) and the add/edit form with bio and a
// trailer video (multipart, the file must be a video).
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { postForm } from '../api/post-form';
import { type AdminInstructorRow, useAdminInstructor, useAdminInstructors } from '../api/queries';
import styles from '../components/admin.module.css';
import { AdminSection, QueryState } from '../components/admin-section';
import { type AdminColumn, AdminTable, RowButton } from '../components/admin-table';
import { FileInputField, SaveBar, TextAreaField } from '../components/form-fields';
import { useAdminTranslation } from '../lib/admin-i18n';
import { failureText } from '../lib/errors';
import { toastSuccess } from '../lib/toasts';

function InstructorForm({ instructorId, onDone }: { instructorId: number | null; onDone: () => void }) {
  const { t } = useAdminTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const loaded = useAdminInstructor(instructorId);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [field, setField] = useState('');
  const [specialty, setSpecialty] = useState('');
  const [bio, setBio] = useState('');
  const [bioEn, setBioEn] = useState('');
  const [trailer, setTrailer] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<'name' | 'email' | 'trailer', string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const row = loaded.data;
    if (!row) return;
    setName(row.name);
    setEmail(row.email);
    setField(row.field);
    setSpecialty(row.specialty);
    setBio(row.bio);
    setBioEn(row.bio_en);
  }, [loaded.data]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found: typeof errors = {};
    if (!name.trim()) found.name = t('instructors.errors.name');
    if (!email.trim()) found.email = t('instructors.errors.email');
    if (trailer && !trailer.type.startsWith('video/')) found.trailer = t('instructors.errors.trailer');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const form = new FormData();
    form.append('name', name.trim());
    form.append('email', email.trim());
    form.append('field', field.trim());
    form.append('specialty', specialty.trim());
    form.append('bio', bio);
    form.append('bio_en', bioEn);
    if (instructorId !== null) form.append('_method', 'POST');
    if (trailer) form.append('trailer_video', trailer);
    setSaving(true);
    try {
      const answer = await postForm<{ message?: string }>(
        instructorId === null ? '/admin/instructors' : `/admin/instructors/${instructorId}`,
        form,
      );
      toastSuccess(answer?.message || t(instructorId === null ? 'instructors.added' : 'instructors.updated'));
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
      onDone();
    } catch (error) {
      setFailure(failureText(error, t, t('instructors.saveFailed')));
    } finally {
      setSaving(false);
    }
  };

  if (instructorId !== null && loaded.isPending) return <Spinner label={t('common.loading')} />;
  if (instructorId !== null && loaded.isError)
    return <Alert tone="danger">{t('instructors.listFailed')}</Alert>;

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className={styles.subheading}>
        {instructorId === null
          ? t('instructors.formAdd')
          : t('instructors.formEdit', { name: loaded.data?.name ?? '' })}
      </h3>
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      <div className={styles.formRow}>
        <TextField
          label={t('instructors.name')}
          value={name}
          required
          error={errors.name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <TextField
          label={t('instructors.email')}
          type="email"
          value={email}
          required
          error={errors.email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <TextField
          label={t('instructors.field')}
          value={field}
          onChange={(event) => setField(event.currentTarget.value)}
        />
        <TextField
          label={t('instructors.specialty')}
          value={specialty}
          onChange={(event) => setSpecialty(event.currentTarget.value)}
        />
      </div>
      <TextAreaField id={`${id}-bio`} label={t('instructors.bio')} value={bio} onChange={setBio} />
      <TextAreaField id={`${id}-bio-en`} label={t('instructors.bioEn')} value={bioEn} onChange={setBioEn} />
      <FileInputField
        id={`${id}-trailer`}
        label={t('instructors.trailer')}
        accept="video/*"
        error={errors.trailer}
        onFile={setTrailer}
      />
      <SaveBar saving={saving} onCancel={onDone} />
    </form>
  );
}

export function InstructorsSection() {
  const { t } = useAdminTranslation();
  const instructors = useAdminInstructors();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const listError =
    instructors.error instanceof ApiError && instructors.error.status > 0
      ? (instructors.error.serverMessage ?? t('instructors.listFailed'))
      : t('instructors.listError');

  const columns: AdminColumn<AdminInstructorRow>[] = [
    { label: t('instructors.columns.name'), cell: (row) => row.name },
    { label: t('instructors.columns.email'), cell: (row) => row.email },
    { label: t('instructors.columns.courses'), num: true, cell: (row) => row.course_count },
    {
      label: t('common.actions'),
      cell: (row) => (
        <RowButton
          aria-label={`${t('common.edit')} ${row.name}`}
          onClick={() => {
            setEditing(row.id);
            window.scrollTo({ top: 0 });
          }}
        >
          {t('common.edit')}
        </RowButton>
      ),
    },
  ];

  return (
    <AdminSection
      headingId="instructors-heading"
      title={t('sections.predavaci')}
      actions={<Button onClick={() => setEditing('new')}>{t('instructors.add')}</Button>}
    >
      {editing !== null ? (
        <InstructorForm
          key={editing}
          instructorId={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : null}
      <QueryState query={instructors} error={listError} />
      {instructors.data ? (
        <AdminTable columns={columns} rows={instructors.data} rowKey={(row) => row.id} />
      ) : null}
    </AdminSection>
  );
}
