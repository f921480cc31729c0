// Section "vauceri": the voucher codes used at checkout: list, create and disable.
import type { AdminVoucher } from '@atelje/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { ApiError, api } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { useAdminVouchers } from '../api/queries';
import styles from '../components/admin.module.css';
import { AdminSection, QueryState } from '../components/admin-section';
import { type AdminColumn, AdminTable, CellStack, RowButton } from '../components/admin-table';
import tables from '../components/admin-table.module.css';
import { SaveBar } from '../components/form-fields';
import { useAdminTranslation } from '../lib/admin-i18n';
import { failureText } from '../lib/errors';
import { toastError, toastSuccess } from '../lib/toasts';

function VoucherForm({ onDone }: { onDone: () => void }) {
  const { t } = useAdminTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [values, setValues] = useState({
    code: '',
    kind: 'percent',
    value: '',
    valid_from: '',
    valid_until: '',
    max_uses: '',
    assigned_email: '',
  });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (name: keyof typeof values) => (event: { currentTarget: { value: string } }) => {
    const next = event.currentTarget.value;
    setValues((current) => ({ ...current, [name]: next }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setFieldErrors({});
    setSaving(true);
    try {
      // Fields left empty are not sent: the document's types are those of a filled-in value.
      await api.post('/admin/vouchers', {
        body: {
          code: values.code,
          kind: values.kind === 'fixed' ? 'fixed' : 'percent',
          value: values.value,
          max_uses: values.max_uses ? Number(values.max_uses) : undefined,
          valid_from: values.valid_from || undefined,
          valid_until: values.valid_until || undefined,
          assigned_email: values.assigned_email || undefined,
        },
      });
      toastSuccess(t('vouchers.created'));
      await queryClient.invalidateQueries({ queryKey: ['admin', 'vouchers'] });
      onDone();
    } catch (error) {
      if (error instanceof ApiError) setFieldErrors(error.errors);
      setFailure(failureText(error, t, t('vouchers.saveFailed')));
    } finally {
      setSaving(false);
    }
  };

  const err = (name: string) => fieldErrors[name]?.join(' ');
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className={styles.subheading}>
        {t('vouchers.add')}
      </h3>
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      <div className={styles.formRow}>
        <TextField
          label={t('vouchers.code')}
          value={values.code}
          required
          error={err('code')}
          onChange={set('code')}
        />
        <Select
          label={t('vouchers.kind')}
          value={values.kind}
          options={[
            { value: 'percent', label: t('vouchers.kinds.percent') },
            { value: 'fixed', label: t('vouchers.kinds.fixed') },
          ]}
          onChange={set('kind')}
        />
        <TextField
          label={t('vouchers.value')}
          type="number"
          min={0}
          step={values.kind === 'percent' ? 1 : 0.01}
          value={values.value}
          required
          error={err('value')}
          onChange={set('value')}
        />
        <TextField
          label={t('vouchers.maxUses')}
          type="number"
          min={1}
          value={values.max_uses}
          error={err('max_uses')}
          onChange={set('max_uses')}
        />
        <TextField
          label={t('vouchers.validFrom')}
          type="date"
          value={values.valid_from}
          error={err('valid_from')}
          onChange={set('valid_from')}
        />
        <TextField
          label={t('vouchers.validUntil')}
          type="date"
          value={values.valid_until}
          error={err('valid_until')}
          onChange={set('valid_until')}
        />
        <TextField
          label={t('vouchers.assignedEmail')}
          type="email"
          value={values.assigned_email}
          error={err('assigned_email')}
          onChange={set('assigned_email')}
        />
      </div>
      <SaveBar saving={saving} onCancel={onDone} />
    </form>
  );
}

export function VouchersSection() {
  const { t, language } = useAdminTranslation();
  const vouchers = useAdminVouchers();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [disabling, setDisabling] = useState<number | null>(null);

  const disable = async (voucher: AdminVoucher) => {
    setDisabling(voucher.id);
    try {
      await api.post('/admin/vouchers/{id}/disable', { path: { id: voucher.id } });
      toastSuccess(t('vouchers.disabled'));
      await queryClient.invalidateQueries({ queryKey: ['admin', 'vouchers'] });
    } catch (error) {
      toastError(failureText(error, t, t('vouchers.saveFailed')));
    } finally {
      setDisabling(null);
    }
  };

  const validity = (voucher: AdminVoucher) => {
    if (!voucher.valid_from && !voucher.valid_until) return t('vouchers.always');
    const from = voucher.valid_from ? formatDate(voucher.valid_from, language) : '…';
    const until = voucher.valid_until ? formatDate(voucher.valid_until, language) : '…';
    return `${from} – ${until}`;
  };

  const columns: AdminColumn<AdminVoucher>[] = [
    {
      label: t('vouchers.columns.code'),
      className: tables.mono,
      cell: (voucher) => <CellStack sub={voucher.assigned_email}>{voucher.code}</CellStack>,
    },
    {
      label: t('vouchers.columns.discount'),
      num: true,
      cell: (voucher) => (voucher.kind === 'percent' ? `${voucher.value} %` : formatMoney(voucher.value)),
    },
    { label: t('vouchers.columns.valid'), cell: validity },
    {
      label: t('vouchers.columns.uses'),
      num: true,
      cell: (voucher) => (
        <>
          {voucher.used_count} / {voucher.max_uses ?? t('vouchers.unlimited')}
        </>
      ),
    },
    {
      label: t('vouchers.columns.status'),
      cell: (voucher) => (
        <span>
          <Badge tone={voucher.active ? 'success' : 'neutral'}>
            {voucher.active ? t('vouchers.active') : t('vouchers.inactive')}
          </Badge>
        </span>
      ),
    },
    {
      label: t('common.actions'),
      cell: (voucher) =>
        voucher.active ? (
          <RowButton
            aria-label={t('vouchers.disableLabel', { code: voucher.code })}
            loading={disabling === voucher.id}
            onClick={() => void disable(voucher)}
          >
            {t('vouchers.disable')}
          </RowButton>
        ) : null,
    },
  ];

  return (
    <AdminSection
      headingId="vouchers-heading"
      title={t('sections.vauceri')}
      actions={<Button onClick={() => setAdding(true)}>{t('vouchers.add')}</Button>}
    >
      {adding ? <VoucherForm onDone={() => setAdding(false)} /> : null}
      <QueryState query={vouchers} error={t('vouchers.loadFailed')} />
      {vouchers.data ? (
        <AdminTable columns={columns} rows={vouchers.data} rowKey={(voucher) => voucher.id} />
      ) : null}
    </AdminSection>
  );
}
