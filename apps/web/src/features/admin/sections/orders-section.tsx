// Section "narudzbine": orders 10 per page (previous/next over `meta`) with each order's real state (paid, slip
// pending, in progress, abandoned, failed, cancelled, refunded; ADR 032) and a filter by it, and an order's detail
// with its lines, payments and the refund action (with a confirmation).
import {
  ADMIN_ORDER_STATES,
  type AdminOrderDetail,
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
import { PrevNext } from '../components/pager';
import { type AdminT, useAdminTranslation } from '../lib/admin-i18n';
import { methodLabel, paymentStatusKey, STATE_TONE } from '../lib/order-display';
import { toastError, toastSuccess } from '../lib/toasts';

const FILTERS: AdminOrderStateFilter[] = ['all', ...ADMIN_ORDER_STATES];

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
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('orders.line')}</th>
              <th scope="col" className={styles.num}>
                {t('orders.price')}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.id}>
                <td>{line.title}</td>
                <td className={styles.num}>{formatMoney(line.price_para)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h4>{t('orders.payments')}</h4>
      {order.payments.length === 0 ? <p className={styles.muted}>{t('orders.noPayments')}</p> : null}
      {order.payments.length > 0 ? (
        <div className={styles.tableWrap}>
          <table className={`${styles.table} ${styles.stack}`}>
            <thead>
              <tr>
                <th scope="col">{t('orders.columns.method')}</th>
                <th scope="col">{t('orders.reference')}</th>
                <th scope="col">{t('orders.columns.status')}</th>
                <th scope="col" className={styles.num}>
                  {t('orders.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.payments.map((payment) => {
                const statusKey = paymentStatusKey(payment);
                return (
                  <tr key={payment.id}>
                    <td data-label={t('orders.columns.method')}>{methodLabel(payment.method, t)}</td>
                    <td data-label={t('orders.reference')} className={styles.mono}>
                      {payment.provider_order_id}
                    </td>
                    <td data-label={t('orders.columns.status')}>
                      <span>
                        <Badge tone={(statusKey && PAYMENT_TONE[statusKey]) || 'neutral'}>
                          {statusKey ? t(statusKey) : payment.status}
                        </Badge>
                        {payment.failure_reason ? (
                          <span className={styles.cellSub}>
                            {t('orders.failure')}: {payment.failure_reason}
                          </span>
                        ) : null}
                      </span>
                    </td>
                    <td data-label={t('orders.amount')} className={styles.num}>
                      {formatMoney(payment.amount_para)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
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

  return (
    <section className={styles.section} aria-labelledby="orders-heading">
      <div className={styles.sectionHead}>
        <h2 id="orders-heading" className={styles.heading}>
          {t('sections.narudzbine')}
        </h2>
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
      </div>
      {orders.isPending ? <Spinner label={t('common.loading')} /> : null}
      {orders.isError ? <Alert tone="danger">{failed}</Alert> : null}
      {orders.data && orders.data.data.length === 0 ? (
        <p className={styles.muted}>{t('orders.empty')}</p>
      ) : null}
      {orders.data && orders.data.data.length > 0 ? (
        <>
          <div className={styles.tableWrap}>
            <table className={`${styles.table} ${styles.stack}`}>
              <thead>
                <tr>
                  <th scope="col">{t('orders.columns.number')}</th>
                  <th scope="col">{t('orders.columns.buyer')}</th>
                  <th scope="col">{t('orders.columns.status')}</th>
                  <th scope="col" className={styles.num}>
                    {t('orders.columns.total')}
                  </th>
                  <th scope="col">{t('common.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {orders.data.data.map((order) => (
                  <tr key={order.id} data-testid="order-row" data-order-id={order.id}>
                    <td data-label={t('orders.columns.number')}>
                      <span>
                        {order.number}
                        <span className={styles.cellSub}>{formatDateTime(order.created_at, language)}</span>
                      </span>
                    </td>
                    <td data-label={t('orders.columns.buyer')}>
                      <span>
                        {order.buyer_name}
                        <span className={styles.cellSub}>{order.buyer_email}</span>
                      </span>
                    </td>
                    <td data-label={t('orders.columns.status')}>
                      <span>
                        <StateBadge state={order.state} t={t} />
                        <span className={styles.cellSub}>{methodLabel(order.payment_method, t)}</span>
                      </span>
                    </td>
                    <td data-label={t('orders.columns.total')} className={styles.num}>
                      {formatMoney(order.total_para)}
                    </td>
                    <td data-label={t('common.actions')}>
                      <span>
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-label={t('orders.openLabel', { number: order.number })}
                          onClick={() => setOpenId(order.id)}
                        >
                          {t('orders.open')}
                        </Button>
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <PrevNext page={orders.data.meta.current_page} last={orders.data.meta.last_page} onPage={setPage} />
        </>
      ) : null}
      {openId !== null && detail.isPending ? <Spinner label={t('common.loading')} /> : null}
      {openId !== null && detail.isError ? <Alert tone="danger">{t('orders.loadError')}</Alert> : null}
      {openId !== null && detail.data ? (
        <OrderDetail key={openId} order={detail.data} onClose={() => setOpenId(null)} />
      ) : null}
    </section>
  );
}
