// The fiscal receipts of an order in "Moje ostale kupovine" (ADR 075): for the sale, and for the refund after one,
// the processor's number and time, the link to the Tax Administration's verification page and its QR code.

import { formatDateTime } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n-react';
import { formatMoney } from '../../../lib/money';
import type { Order } from '../api/get-orders';
import parts from './profile-section.module.css';
import styles from './purchases.module.css';

type Receipt = Order['fiscal_receipts'][number];

export function FiscalReceipts({ receipts }: { receipts: Receipt[] }) {
  const { t, i18n } = useTranslation('profile');
  const lng = i18n.resolvedLanguage ?? 'sr';
  if (receipts.length === 0) return null;
  return (
    <ul className={styles.fiscalList} aria-label={t('fiscal.listLabel')}>
      {receipts.map((receipt) => (
        <li
          key={receipt.kind}
          className={styles.fiscal}
          data-testid="fiscal-receipt"
          data-kind={receipt.kind}
        >
          <div className={styles.fiscalText}>
            <p className={styles.kind}>{t(`fiscal.kinds.${receipt.kind}`)}</p>
            <p className={styles.fiscalNumber} data-testid="fiscal-number">
              {receipt.invoice_number}
            </p>
            <p className={parts.meta}>
              {receipt.sdc_date_time ? formatDateTime(receipt.sdc_date_time, lng) : null}
              {receipt.invoice_counter
                ? ` · ${t('fiscal.counter', { counter: receipt.invoice_counter })}`
                : ''}
              {` · ${formatMoney(receipt.total_para)}`}
            </p>
            {receipt.verification_url ? (
              <a
                href={receipt.verification_url}
                className={styles.rowLink}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="fiscal-verify"
              >
                {t('fiscal.verify')}
              </a>
            ) : null}
          </div>
          {receipt.qr_code ? (
            <img
              className={styles.fiscalQr}
              src={receipt.qr_code}
              width={160}
              height={160}
              alt={t('fiscal.qrAlt', { number: receipt.invoice_number ?? '' })}
              data-testid="fiscal-qr"
            />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
