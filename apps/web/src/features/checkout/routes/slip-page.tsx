// /checkout/uplatnica?payment_id=: the bank slip of an order paid by uplatnica, laid out like the Serbian
// "nalog za uplatu" (payer, purpose, payee on the left; code 289, RSD, amount, account, model 97 and reference on
// the right), with the NBS IPS QR code, the PDF and the status. Access starts when an administrator confirms.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Page, PageHeader } from '../../../components/layout/page';
import purchaseStyles from '../../../components/layout/purchase-page.module.css';
import { Alert } from '../../../components/ui/alert';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { formatAmount } from '../../../lib/money';
import { usePageTitle } from '../../../lib/use-page-title';
import { type Slip, useSlip } from '../api/get-slip';
import { logPaymentError } from '../api/log-payment-error';
import { type CheckoutKey, useCheckoutTranslation } from '../lib/checkout-i18n';
import { downloadWithToken } from '../lib/download-file';
import { qrImageSource } from '../lib/qr-image';
import styles from './slip-page.module.css';

/** The amount as a printed slip writes it, without the currency (it has its own box): "7.900,00". */
const statusBadge: Record<Slip['status'], { tone: BadgeTone; key: CheckoutKey }> = {
  pending: { tone: 'warning', key: 'slip.statusPending' },
  approved: { tone: 'warning', key: 'slip.statusPending' },
  completed: { tone: 'success', key: 'slip.statusCompleted' },
  failed: { tone: 'danger', key: 'slip.statusFailed' },
  refunded: { tone: 'neutral', key: 'slip.statusRefunded' },
};

function SlipField({
  label,
  value,
  wide,
  testId,
}: {
  label: string;
  value: string;
  wide?: boolean;
  testId?: string;
}) {
  return (
    <div className={[styles.field, wide ? styles.wide : ''].filter(Boolean).join(' ')}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function SlipView({ slip, paymentId }: { slip: Slip; paymentId: string }) {
  const { t } = useCheckoutTranslation();
  const [downloading, setDownloading] = useState(false);
  const [pdfError, setPdfError] = useState(false);
  const qr = qrImageSource(slip.qr_svg);
  const badge = statusBadge[slip.status];

  async function downloadPdf() {
    setDownloading(true);
    setPdfError(false);
    try {
      await downloadWithToken(
        `/api/payments/${encodeURIComponent(paymentId)}/slip.pdf`,
        `uplatnica-${slip.order_number}.pdf`,
      );
    } catch (error) {
      setPdfError(true);
      logPaymentError({ message: 'slip PDF download failed', payment_id: paymentId, error });
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Page>
      <PageHeader eyebrow={t('slip.eyebrow')} title={t('slip.title')} className={styles.header}>
        <div className={styles.meta}>
          <span className={styles.order}>{t('slip.order', { number: slip.order_number })}</span>
          <Badge tone={badge.tone}>
            <span data-testid="slip-status">{t(badge.key)}</span>
          </Badge>
        </div>
        {slip.status === 'completed' ? (
          <Alert tone="success">{t('slip.completedText')}</Alert>
        ) : (
          <p className={styles.lead}>{t('slip.lead')}</p>
        )}
      </PageHeader>

      <div className={`${purchaseStyles.layout} ${styles.layout}`}>
        <section className={styles.slip} aria-labelledby="slip-form-title" data-testid="slip">
          <h2 id="slip-form-title" className={styles.formTitle}>
            {t('slip.formTitle')}
          </h2>
          <div className={styles.columns}>
            <dl className={styles.left}>
              <SlipField label={t('slip.payer')} value={slip.payer} wide testId="slip-payer" />
              <SlipField label={t('slip.purpose')} value={slip.purpose} wide testId="slip-purpose" />
              <SlipField
                label={t('slip.payee')}
                value={[slip.payee, slip.payee_address].filter(Boolean).join(', ')}
                wide
                testId="slip-payee"
              />
            </dl>
            {/* Rows of boxes like the printed form; each row is its own list so every dt/dd pair sits in one div. */}
            <div className={styles.right}>
              <dl className={styles.row3}>
                <SlipField label={t('slip.paymentCode')} value={slip.payment_code} testId="slip-code" />
                <SlipField label={t('slip.currency')} value={slip.currency} testId="slip-currency" />
                <SlipField
                  label={t('slip.amount')}
                  value={formatAmount(slip.amount_para)}
                  testId="slip-amount"
                />
              </dl>
              <dl className={styles.row1}>
                <SlipField label={t('slip.account')} value={slip.account} wide testId="slip-account" />
              </dl>
              <dl className={styles.row2}>
                <SlipField label={t('slip.model')} value={slip.model} testId="slip-model" />
                <SlipField label={t('slip.reference')} value={slip.reference} testId="slip-reference" />
              </dl>
            </div>
          </div>
          <p className={styles.referenceNote}>{t('slip.referenceNote')}</p>
        </section>

        <aside className={styles.side}>
          <figure className={styles.qr}>
            {qr ? (
              <img
                src={qr}
                alt={t('slip.qrAlt', { amount: formatAmount(slip.amount_para), account: slip.account })}
                width={220}
                height={220}
                data-testid="slip-qr"
              />
            ) : null}
            <figcaption className={styles.qrCaption}>{t('slip.qrCaption')}</figcaption>
          </figure>
          <div className={styles.actions}>
            <Button
              onClick={() => void downloadPdf()}
              loading={downloading}
              loadingText={t('slip.pdfWorking')}
              block
              data-testid="slip-pdf"
            >
              {t('slip.pdf')}
            </Button>
            <Button variant="secondary" onClick={() => window.print()} block>
              {t('slip.print')}
            </Button>
          </div>
          {pdfError ? <Alert tone="danger">{t('slip.pdfError')}</Alert> : null}
        </aside>
      </div>

      <div className={styles.note}>
        <Alert tone="info">{t('slip.note')}</Alert>
        <ButtonLink to="/my-profile#purchases" variant="secondary">
          {t('slip.purchases')}
        </ButtonLink>
      </div>
    </Page>
  );
}

export default function SlipPage() {
  const { t } = useCheckoutTranslation();
  usePageTitle(t('titles.slip'));
  const [params] = useSearchParams();
  const paymentId = params.get('payment_id')?.trim() || null;
  const slip = useSlip(paymentId);

  if (!paymentId) {
    return (
      <Page>
        <h1 className={styles.heading}>{t('slip.title')}</h1>
        <Alert tone="danger">{t('status.missingId')}</Alert>
      </Page>
    );
  }
  if (slip.isPending) {
    return (
      <Page>
        <Spinner size="lg" label={t('slip.loading')} />
      </Page>
    );
  }
  if (slip.isError) {
    const notFound = slip.error instanceof ApiError && slip.error.status === 404;
    return (
      <Page>
        <h1 className={styles.heading}>{t('slip.title')}</h1>
        <Alert tone="danger">{notFound ? t('slip.notFound') : t('slip.loadError')}</Alert>
        {notFound ? null : (
          <div>
            <Button variant="secondary" onClick={() => void slip.refetch()}>
              {t('slip.retry')}
            </Button>
          </div>
        )}
      </Page>
    );
  }
  return <SlipView slip={slip.data} paymentId={paymentId} />;
}
