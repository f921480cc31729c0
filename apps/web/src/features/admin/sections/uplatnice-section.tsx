// Section "uplatnice": bank-slip payments (20 per page) with the reference number and amount to match against the
// bank statement, and the confirm action for pending ones (spec 001 §4, §8); a pending one can also be cancelled
// after a confirm dialog (the buyer asked, ADR 083). Administrators only.
import type { AdminSlip, AdminSlipStatusFilter } from '@atelje/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { api } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { isOneOf } from '../../../lib/text-keys';
import { useAuth } from '../../auth';
import { useAdminSlips } from '../api/queries';
import styles from '../components/admin.module.css';
import tables from '../components/admin-table.module.css';
import { PrevNext } from '../components/pager';
import { useAdminTranslation } from '../lib/admin-i18n';
import { slipCancelError, slipConfirmError, slipListError } from '../lib/slip-errors';
import { toastError, toastSuccess } from '../lib/toasts';

const FILTERS = [
  'pending',
  'completed',
  'cancelled',
  'all',
] as const satisfies readonly AdminSlipStatusFilter[];

/** The attempt statuses the table words and colours; another is shown as the server sent it. */
const STATUSES = [
  'pending',
  'approved',
  'confirmed',
  'completed',
  'cancelled',
  'failed',
  'refunded',
] as const;

const STATUS_TONE: Record<(typeof STATUSES)[number], BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  confirmed: 'success',
  completed: 'success',
  cancelled: 'danger',
  failed: 'danger',
  refunded: 'neutral',
};

export function UplatniceSection() {
  const { t, language } = useAdminTranslation();
  const { isAdmin } = useAuth();
  const [status, setStatus] = useState<AdminSlipStatusFilter>('pending');
  const [page, setPage] = useState(1);
  const slips = useAdminSlips(status, page, isAdmin);
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<string | null>(null);

  const confirm = useMutation({
    mutationFn: (paymentId: string) =>
      api.post('/admin/uplatnice/{paymentId}/confirm', { path: { paymentId } }),
    onMutate: (paymentId) => setConfirming(paymentId),
    onSuccess: () => {
      toastSuccess(t('uplatnice.confirmed'));
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: (error) => toastError(t('uplatnice.confirmFailed', { message: slipConfirmError(error, t) })),
    onSettled: () => setConfirming(null),
  });

  const cancel = useMutation({
    mutationFn: (paymentId: string) =>
      api.post('/admin/uplatnice/{paymentId}/cancel', { path: { paymentId } }),
    onMutate: (paymentId) => setConfirming(paymentId),
    onSuccess: () => {
      toastSuccess(t('uplatnice.cancelled'));
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: (error) => toastError(t('uplatnice.cancelFailed', { message: slipCancelError(error, t) })),
    onSettled: () => setConfirming(null),
  });

  const askCancel = (slip: AdminSlip) => {
    const question = t('uplatnice.cancelQuestion', {
      order: slip.order_number,
      buyer: slip.user.name || slip.user.email,
      amount: formatMoney(slip.amount_para),
    });
    if (window.confirm(question)) cancel.mutate(slip.payment_id);
  };

  if (!isAdmin) {
    return (
      <Alert tone="danger" title={t('uplatnice.deniedTitle')}>
        {t('uplatnice.deniedText')}
      </Alert>
    );
  }

  const rows: AdminSlip[] = slips.data?.payments ?? [];
  const pagination = slips.data?.pagination;
  const statusLabel = (value: string) => (isOneOf(STATUSES, value) ? t(`uplatnice.status.${value}`) : value);

  return (
    <section className={styles.section} aria-labelledby="slips-heading">
      <div className={styles.sectionHead}>
        <h2 id="slips-heading" className={styles.heading}>
          {t('sections.uplatnice')}
        </h2>
        <Select
          label={t('uplatnice.filter')}
          value={status}
          options={FILTERS.map((value) => ({ value, label: t(`uplatnice.filters.${value}`) }))}
          onChange={(event) => {
            setStatus(event.currentTarget.value as AdminSlipStatusFilter);
            setPage(1);
          }}
        />
      </div>
      {slips.isPending ? <Spinner label={t('common.loading')} /> : null}
      {slips.isError ? <Alert tone="danger">{slipListError(slips.error, t)}</Alert> : null}
      {slips.data && rows.length === 0 ? <p className={styles.muted}>{t('uplatnice.empty')}</p> : null}
      {rows.length > 0 ? (
        <div className={tables.tableWrap}>
          <table className={`${tables.table} ${tables.stack}`}>
            <caption>{t('uplatnice.total', { count: pagination?.total_items ?? rows.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('uplatnice.columns.date')}</th>
                <th scope="col">{t('uplatnice.columns.buyer')}</th>
                <th scope="col">{t('uplatnice.columns.course')}</th>
                <th scope="col">{t('uplatnice.columns.reference')}</th>
                <th scope="col" className={tables.num}>
                  {t('uplatnice.columns.amount')}
                </th>
                <th scope="col">{t('uplatnice.columns.status')}</th>
                <th scope="col">{t('common.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((slip) => (
                <tr key={slip.payment_id} data-testid="slip-row" data-payment-id={slip.payment_id}>
                  <td data-label={t('uplatnice.columns.date')}>
                    {formatDateTime(slip.created_at, language)}
                  </td>
                  <td data-label={t('uplatnice.columns.buyer')}>
                    <span>
                      {slip.user.name}
                      <span className={tables.cellSub}>{slip.user.email}</span>
                    </span>
                  </td>
                  <td data-label={t('uplatnice.columns.course')}>
                    <span>
                      {slip.course.title}
                      <span className={tables.cellSub}>{slip.order_number}</span>
                    </span>
                  </td>
                  <td data-label={t('uplatnice.columns.reference')} className={tables.mono}>
                    {slip.reference}
                  </td>
                  <td data-label={t('uplatnice.columns.amount')} className={tables.num}>
                    {formatMoney(slip.amount_para)}
                  </td>
                  <td data-label={t('uplatnice.columns.status')}>
                    <span>
                      <Badge tone={isOneOf(STATUSES, slip.status) ? STATUS_TONE[slip.status] : 'neutral'}>
                        {statusLabel(slip.status)}
                      </Badge>
                    </span>
                  </td>
                  <td data-label={t('common.actions')}>
                    {slip.status === 'pending' ? (
                      <span className={styles.actions}>
                        <Button
                          size="sm"
                          aria-label={
                            confirming === slip.payment_id
                              ? undefined
                              : t('uplatnice.confirmLabel', {
                                  reference: slip.reference,
                                  amount: formatMoney(slip.amount_para),
                                })
                          }
                          disabled={confirming !== null}
                          onClick={() => confirm.mutate(slip.payment_id)}
                        >
                          {confirming === slip.payment_id
                            ? t('uplatnice.confirming')
                            : t('uplatnice.confirm')}
                        </Button>
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-label={t('uplatnice.cancelLabel', {
                            reference: slip.reference,
                            amount: formatMoney(slip.amount_para),
                          })}
                          disabled={confirming !== null}
                          onClick={() => askCancel(slip)}
                          data-testid="slip-cancel"
                        >
                          {t('uplatnice.cancel')}
                        </Button>
                      </span>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {pagination && pagination.total_pages > 1 ? (
        <PrevNext page={pagination.current_page} last={pagination.total_pages} onPage={setPage} />
      ) : null}
    </section>
  );
}
