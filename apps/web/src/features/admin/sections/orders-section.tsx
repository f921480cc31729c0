// Section "narudzbine": orders 10 per page (previous/next over `meta`) with each order's real state (paid, slip
// pending, in progress, abandoned, failed, cancelled, refunded; ADR 032) and a filter by it, and an order's detail
// with its lines, payments, fiscal receipts (ADR 075) and the refund action (with a confirmation); above them, the
// export for the accountant.
import {
  ADMIN_ORDER_STATES,
  type AdminOrderDetail,
  type AdminOrderRow,
  type AdminOrderState,
  type AdminOrderStateFilter,
} from '@atelje/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError, api } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { useAdminOrder, useAdminOrders } from '../api/queries';
import styles from '../components/admin.module.css';
import { AdminSection, QueryState } from '../components/admin-section';
import { type AdminColumn, AdminTable, CellStack, RowButton } from '../components/admin-table';
import tables from '../components/admin-table.module.css';
import { type AdminT, useAdminTranslation } from '../lib/admin-i18n';
import { methodLabel, paymentStatusKey, STATE_TONE } from '../lib/order-display';
import { toastError, toastSuccess } from '../lib/toasts';
import { AccountingExport } from './accounting-export';
import { OrderFiscalReceipts } from './order-fiscal';

const FILTERS: AdminOrderStateFilter[] = ['all', ...ADMIN_ORDER_STATES];

type OrderLine = AdminOrderDetail['lines'][number];
type OrderPayment = AdminOrderDetail['payments'][number];

/** The order's real state, its explanation as the badge's title (a hover and a screen reader's description). */
function StateBadge({ state, t }: { state: AdminOrderState; t: AdminT }) {
  return (
    <Badge tone={STATE_TONE[state] ?? 'neutral'}>
      <span title={t(`orders.stateHints.${state}`)} data-state={state}>
        {t(`orders.states.${state}`)}
      </span>
    </Badge>
  );
}

const PAYMENT_TONE: Record<string, BadgeTone> = {
  'orders.paymentStatus.completed': 'success',
  'orders.paymentStatus.confirmed': 'success',
  'orders.paymentStatus.failed': 'danger',
  'orders.paymentStatus.pending': 'warning',
  'orders.paymentStatus.approved': 'info',
};

function OrderDetail({ order, onClose }: { order: AdminOrderDetail; onClose: () => void }) {
  const { t, language } = useAdminTranslation();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [refunding, setRefunding] = useState(false);

  const refund = async () => {
    setRefunding(true);
    try {
      await api.post('/admin/orders/{id}/refund', { path: { id: order.id } });
      toastSuccess(t('orders.refunded'));
      setAsking(false);
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    } catch (error) {
      const message = error instanceof ApiError ? (error.serverMessage ?? error.message) : String(error);
      toastError(t('orders.refundFailed', { message }));
    } finally {
      setRefunding(false);
    }
  };

  const lineColumns: AdminColumn<OrderLine>[] = [
    { label: t('orders.line'), cell: (line) => line.title },
    { label: t('orders.price'), num: true, cell: (line) => formatMoney(line.price_para) },
  ];
  const paymentColumns: AdminColumn<OrderPayment>[] = [
    { label: t('orders.columns.method'), cell: (payment) => methodLabel(payment.method, t) },
    { label: t('orders.reference'), className: tables.mono, cell: (payment) => payment.provider_order_id },
    {
      label: t('orders.columns.status'),
      cell: (payment) => {
        const statusKey = paymentStatusKey(payment);
        return (
          <CellStack
            sub={payment.failure_reason ? `${t('orders.failure')}: ${payment.failure_reason}` : null}
          >
            <Badge tone={(statusKey && PAYMENT_TONE[statusKey]) || 'neutral'}>
              {statusKey ? t(statusKey) : payment.status}
            </Badge>
          </CellStack>
        );
      },
    },
    { label: t('orders.amount'), num: true, cell: (payment) => formatMoney(payment.amount_para) },
  ];

  return (
    <div className={styles.panel} data-testid="order-detail">
      <div className={styles.sectionHead}>
        <h3 className={styles.subheading}>{t('orders.detail', { number: order.number })}</h3>
        <Button variant="ghost" size="sm" onClick={onClose}>
          {t('common.close')}
        </Button>
      </div>
      <dl className={styles.detail}>
        <dt>{t('orders.columns.buyer')}</dt>
        <dd>
          {order.user.name} ({order.user.email})
        </dd>
        <dt>{t('orders.stateFilter')}</dt>
        <dd>
          <StateBadge state={order.state} t={t} />{' '}
          <span className={styles.muted}>{t(`orders.stateHints.${order.state}`)}</span>
        </dd>
        <dt>{t('orders.columns.method')}</dt>
        <dd>{methodLabel(order.payment_method, t)}</dd>
        <dt>{t('orders.columns.date')}</dt>
        <dd>{formatDateTime(order.created_at, language)}</dd>
        <dt>{t('orders.subtotal')}</dt>
        <dd>{formatMoney(order.subtotal_para)}</dd>
        {order.discount_para > 0 ? (
          <>
            <dt>{t('orders.discount')}</dt>
            <dd>
              −{formatMoney(order.discount_para)}
              {order.voucher_code ? ` (${t('orders.voucher')} ${order.voucher_code})` : ''}
            </dd>
          </>
        ) : null}
        <dt>{t('orders.columns.total')}</dt>
        <dd>
          <strong>{formatMoney(order.total_para)}</strong>
        </dd>
        {order.invoice ? (
          <>
            <dt>{t('orders.invoice')}</dt>
            <dd>
              <a href={order.invoice.url} target="_blank" rel="noreferrer">
                {order.invoice.number}
              </a>
            </dd>
          </>
        ) : null}
      </dl>
      <h4>{t('orders.lines')}</h4>
      <AdminTable columns={lineColumns} rows={order.lines} rowKey={(line) => line.id} stack={false} />
      <h4>{t('orders.payments')}</h4>
      <AdminTable
        columns={paymentColumns}
        rows={order.payments}
        rowKey={(payment) => payment.id}
        empty={t('orders.noPayments')}
      />
      <OrderFiscalReceipts order={order} />
      {order.status === 'paid' ? (
        <div className={styles.actions} style={{ marginTop: 'var(--space-4)' }}>
          <Button variant="secondary" onClick={() => setAsking(true)}>
            {t('orders.refund')}
          </Button>
        </div>
      ) : null}
      <Modal
        open={asking}
        onClose={() => (refunding ? undefined : setAsking(false))}
        title={t('orders.refundTitle')}
        size="sm"
      >
        <p>{t('orders.refundText', { number: order.number, amount: formatMoney(order.total_para) })}</p>
        <div className={styles.actions}>
          <Button onClick={() => void refund()} loading={refunding} loadingText={t('orders.refunding')}>
            {t('orders.refundConfirm')}
          </Button>
          <Button variant="ghost" onClick={() => setAsking(false)} disabled={refunding}>
            {t('common.cancel')}
          </Button>
        </div>
      </Modal>
    </div>
  );
}

export function OrdersSection() {
  const { t, language } = useAdminTranslation();
  const [page, setPage] = useState(1);
  const [state, setState] = useState<AdminOrderStateFilter>('all');
  const orders = useAdminOrders(page, state);
  const [openId, setOpenId] = useState<number | null>(null);
  const detail = useAdminOrder(openId);
  const failed =
    orders.error instanceof ApiError && orders.error.status > 0
      ? t('orders.loadFailed')
      : t('orders.loadError');

  const columns: AdminColumn<AdminOrderRow>[] = [
    {
      label: t('orders.columns.number'),
      cell: (order) => <CellStack sub={formatDateTime(order.created_at, language)}>{order.number}</CellStack>,
    },
    {
      label: t('orders.columns.buyer'),
      cell: (order) => <CellStack sub={order.buyer_email}>{order.buyer_name}</CellStack>,
    },
    {
      label: t('orders.columns.status'),
      cell: (order) => (
        <CellStack sub={methodLabel(order.payment_method, t)}>
          <StateBadge state={order.state} t={t} />
        </CellStack>
      ),
    },
    { label: t('orders.columns.total'), num: true, cell: (order) => formatMoney(order.total_para) },
    {
      label: t('common.actions'),
      cell: (order) => (
        <RowButton
          aria-label={t('orders.openLabel', { number: order.number })}
          onClick={() => setOpenId(order.id)}
        >
          {t('orders.open')}
        </RowButton>
      ),
    },
  ];

  return (
    <AdminSection
      headingId="orders-heading"
      title={t('sections.narudzbine')}
      actions={
        <Select
          label={t('orders.stateFilter')}
          value={state}
          options={FILTERS.map((value) => ({ value, label: t(`orders.states.${value}`) }))}
          onChange={(event) => {
            setState(event.currentTarget.value as AdminOrderStateFilter);
            setPage(1);
            setOpenId(null);
          }}
        />
      }
    >
      <AccountingExport />
      <QueryState query={orders} error={failed} />
      {orders.data ? (
        <AdminTable
          columns={columns}
          rows={orders.data.data}
          rowKey={(order) => order.id}
          rowProps={(order) => ({ 'data-testid': 'order-row', 'data-order-id': order.id })}
          empty={t('orders.empty')}
          paging={orders.data.meta}
          onPage={setPage}
        />
      ) : null}
      {openId !== null && detail.isPending ? <Spinner label={t('common.loading')} /> : null}
      {openId !== null && detail.isError ? <Alert tone="danger">{t('orders.loadError')}</Alert> : null}
      {openId !== null && detail.data ? (
        <OrderDetail key={openId} order={detail.data} onClose={() => setOpenId(null)} />
      ) : null}
    </AdminSection>
  );
}
