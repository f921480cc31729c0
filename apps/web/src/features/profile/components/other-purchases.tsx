// "Moje ostale kupovine": bought e-books and templates with their download links, and every order with its
// status, invoice, fiscal receipts and, for an unpaid bank slip, the way back to the slip.

import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n-react';
import { formatMoney } from '../../../lib/money';
import { type Download, useMyDownloads } from '../api/get-my-downloads';
import { type Order, useOrders } from '../api/get-orders';
import { FiscalReceipts } from './fiscal-receipts';
import parts from './profile-section.module.css';
import styles from './purchases.module.css';

const orderTone: Record<Order['status'], BadgeTone> = {
  pending: 'warning',
  paid: 'success',
  refunded: 'neutral',
  cancelled: 'neutral',
};

function DownloadRow({ item, kind }: { item: Download; kind: 'ebook' | 'template' }) {
  const { t } = useTranslation('profile');
  return (
    <li className={styles.row} data-testid="download">
      <div className={styles.rowText}>
        <p className={styles.kind}>{t(`other.${kind}`)}</p>
        <p className={styles.rowTitle}>{item.title}</p>
      </div>
      <a
        className={styles.rowLink}
        href={item.url}
        download
        aria-label={t('other.downloadTitle', { title: item.title })}
      >
        {t('other.download')}
      </a>
    </li>
  );
}

function OrderRow({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('profile');
  const lng = i18n.resolvedLanguage ?? 'sr';
  const slipOpen = order.payment_method === 'uplatnica' && order.status === 'pending' && order.payment_id;
  return (
    <li className={styles.order} data-testid="order" data-order-number={order.number}>
      <div className={styles.orderHead}>
        <p className={styles.rowTitle}>{t('other.order', { number: order.number })}</p>
        <Badge tone={orderTone[order.status]}>
          <span data-testid="order-status">{t(`other.statuses.${order.status}`)}</span>
        </Badge>
      </div>
      <p className={parts.meta}>
        {t('other.placed', { date: formatDate(order.created_at, lng) })} ·{' '}
        {t(`purchases.methods.${order.payment_method}`)}
        {order.voucher_code ? ` · ${t('other.discount', { code: order.voucher_code })}` : ''}
        {order.gift_card_para > 0
          ? ` · ${t('other.giftCardPaid', { amount: formatMoney(order.gift_card_para) })}`
          : ''}
      </p>
      <ul className={styles.orderLines}>
        {order.lines.map((line) => (
          <li key={`${line.type}:${line.id}`}>
            <span>
              {line.type === 'gift_course'
                ? t('other.giftLine', { title: line.title })
                : line.type === 'gift_card'
                  ? t('other.giftCardLine')
                  : line.title}
            </span>
            <span className={styles.amount}>{formatMoney(line.price_para)}</span>
          </li>
        ))}
      </ul>
      <div className={styles.orderFoot}>
        <span className={styles.total}>{formatMoney(order.total_para)}</span>
        <span className={styles.orderLinks}>
          {order.invoice_url ? (
            <a href={order.invoice_url} className={styles.rowLink} data-testid="order-invoice">
              {order.invoice_number
                ? t('other.invoice', { number: order.invoice_number })
                : t('other.invoiceLink')}
            </a>
          ) : null}
          {slipOpen ? (
            <Link
              to={`/checkout/uplatnica?payment_id=${encodeURIComponent(order.payment_id as string)}`}
              className={styles.rowLink}
              data-testid="order-slip"
            >
              {t('other.slipLink')}
            </Link>
          ) : null}
        </span>
      </div>
      <FiscalReceipts receipts={order.fiscal_receipts} />
    </li>
  );
}

export function OtherPurchases() {
  const { t } = useTranslation('profile');
  const downloads = useMyDownloads();
  const orders = useOrders();
  const files = downloads.data
    ? [
        ...downloads.data.ebooks.map((item) => ({ item, kind: 'ebook' as const })),
        ...downloads.data.templates.map((item) => ({ item, kind: 'template' as const })),
      ]
    : [];

  return (
    <section className={styles.section} aria-labelledby="other-purchases-title" data-testid="other-purchases">
      <div className={parts.sectionHead}>
        <h2 id="other-purchases-title" className={parts.sectionTitle}>
          {t('other.title')}
        </h2>
        <p className={parts.meta}>{t('other.intro')}</p>
      </div>

      <h3 className={styles.subTitle}>{t('other.downloadsTitle')}</h3>
      {downloads.isPending ? <Spinner label={t('purchases.loading')} /> : null}
      {downloads.isError ? <Alert tone="danger">{t('purchases.error')}</Alert> : null}
      {downloads.isSuccess && files.length === 0 ? (
        <p className={parts.meta}>{t('other.downloadsEmpty')}</p>
      ) : null}
      {files.length > 0 ? (
        <ul className={parts.list}>
          {files.map(({ item, kind }) => (
            <DownloadRow key={`${kind}:${item.id}`} item={item} kind={kind} />
          ))}
        </ul>
      ) : null}

      <h3 className={styles.subTitle}>{t('other.ordersTitle')}</h3>
      {orders.isPending ? <Spinner label={t('purchases.loading')} /> : null}
      {orders.isError ? <Alert tone="danger">{t('purchases.error')}</Alert> : null}
      {orders.isSuccess && orders.data.length === 0 ? (
        <p className={parts.meta}>{t('other.ordersEmpty')}</p>
      ) : null}
      {orders.isSuccess && orders.data.length > 0 ? (
        <ul className={parts.list}>
          {orders.data.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
