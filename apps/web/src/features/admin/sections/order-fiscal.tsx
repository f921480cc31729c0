// An order's fiscal receipts in the administrator's order view (ADR 075): each with its state, the processor's
// number (linked to the verification page), the attempts and the last error, and "Pošalji ponovo" for one that
// is not issued.
import type { AdminOrderDetail } from '@atelje/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ApiError, api } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/dates';
import { type AdminColumn, AdminTable, CellStack } from '../components/admin-table';
import tables from '../components/admin-table.module.css';
import { useAdminTranslation } from '../lib/admin-i18n';
import { toastError, toastSuccess } from '../lib/toasts';

type Receipt = AdminOrderDetail['fiscal_receipts'][number];

const STATE_TONE: Record<Receipt['state'], BadgeTone> = {
  issued: 'success',
  pending: 'warning',
  failed: 'danger',
};

export function OrderFiscalReceipts({ order }: { order: AdminOrderDetail }) {
  const { t, language } = useAdminTranslation();
  const queryClient = useQueryClient();
  const [sending, setSending] = useState<Receipt['kind'] | null>(null);

  const retry = async (kind: Receipt['kind']) => {
    setSending(kind);
    try {
      await api.post('/admin/orders/{id}/fiscal-receipts/{kind}/retry', { path: { id: order.id, kind } });
      toastSuccess(t('orders.fiscal.retried'));
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    } catch (error) {
      const message = error instanceof ApiError ? (error.serverMessage ?? error.message) : String(error);
      toastError(t('orders.fiscal.retryFailed', { message }));
    } finally {
      setSending(null);
    }
  };

  const columns: AdminColumn<Receipt>[] = [
    { label: t('orders.fiscal.kind'), cell: (receipt) => t(`orders.fiscal.kinds.${receipt.kind}`) },
    {
      label: t('orders.columns.status'),
      cell: (receipt) => (
        <CellStack sub={receipt.last_error ? `${t('orders.fiscal.lastError')}: ${receipt.last_error}` : null}>
          <Badge tone={STATE_TONE[receipt.state]}>
            <span data-fiscal-state={receipt.state}>{t(`orders.fiscal.states.${receipt.state}`)}</span>
          </Badge>
        </CellStack>
      ),
    },
    {
      label: t('orders.fiscal.number'),
      className: tables.mono,
      cell: (receipt) =>
        receipt.verification_url && receipt.invoice_number ? (
          <CellStack sub={receipt.sdc_date_time ? formatDateTime(receipt.sdc_date_time, language) : null}>
            <a href={receipt.verification_url} target="_blank" rel="noreferrer">
              {receipt.invoice_number}
            </a>
          </CellStack>
        ) : (
          '—'
        ),
    },
    { label: t('orders.fiscal.attempts'), num: true, cell: (receipt) => receipt.attempts },
    {
      label: t('orders.fiscal.action'),
      cell: (receipt) =>
        receipt.state === 'issued' ? null : (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void retry(receipt.kind)}
            loading={sending === receipt.kind}
            loadingText={t('orders.fiscal.retrying')}
            disabled={sending !== null}
          >
            {t('orders.fiscal.retry')}
          </Button>
        ),
    },
  ];

  return (
    <>
      <h4>{t('orders.fiscal.title')}</h4>
      <AdminTable
        columns={columns}
        rows={order.fiscal_receipts}
        rowKey={(receipt) => receipt.kind}
        empty={t('orders.fiscal.none')}
      />
    </>
  );
}
