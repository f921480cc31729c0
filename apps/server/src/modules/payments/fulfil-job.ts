// The job that follows a completed payment: issue the invoice (numbered per year), keep its PDF in the media
// store, and send the confirmation e-mail with the invoice attached. Safe to run twice: one invoice per order,
// one e-mail per order. A sweeper re-queues paid orders whose job was lost; the mail worker's own sweeper sends
// e-mail rows whose nudge was lost.
import type { Config } from '../../config';
import type { Database, Db } from '../../db/client';
import { createLocalInvoiceDriver } from '../../drivers/invoicing/local';
import { createMinimaxInvoiceDriver } from '../../drivers/invoicing/minimax';
import type { InvoiceDriver } from '../../drivers/payments/types';
import type { Storage } from '../../drivers/storage/index';
import { nudgeMail, recordMail } from '../../jobs/mail';
import type { JobQueue } from '../../jobs/queue';
import { refreshKeepLatin } from '../../lib/cyrillic';
import { pageLocaleFrom, scriptOf } from '../../lib/i18n';
import { lineTitle as invoiceTitle } from '../fiscal/fiscal-lines';
import { sellerDetails } from '../settings/settings.service';
import { FULFIL_JOB, sweepUnqueued } from './fulfilment';
import * as repo from './payments.repository';

export function createInvoiceDriver(config: Config): InvoiceDriver {
  const { invoices: settings, seller } = config.payments;
  if (settings.driver === 'local') return createLocalInvoiceDriver({ seller });
  const mm = settings.minimax;
  // config.ts refuses to start without these when the Minimax driver is chosen.
  return createMinimaxInvoiceDriver({
    baseUrl: mm.baseUrl,
    clientId: mm.clientId!,
    clientSecret: mm.clientSecret!,
    username: mm.username!,
    password: mm.password!,
    orgId: mm.orgId!,
    references: {
      customerId: mm.customerId!,
      itemId: mm.itemId!,
      vatRateId: mm.vatRateId!,
      currencyId: mm.currencyId!,
    },
  });
}

export async function fulfilOrder(
  deps: { db: Db; config: Config; jobs: JobQueue; storage: Storage; invoicing: InvoiceDriver },
  orderId: number,
): Promise<void> {
  const { db } = deps;
  const order = await repo.findOrder(db, orderId);
  if (order?.status !== 'paid' || !order.paidAt) return;
  const payment = await repo.findCompletedPayment(db, orderId);
  if (!payment) return;
  const lines = await repo.findOrderLines(db, orderId);

  const user = await repo.findBuyer(db, order.userId);
  const until = await repo.findLineExpiries(
    db,
    lines.map((line) => line.id),
  );
  // Read before the transaction: the seller printed on the invoice is the one in force now (ADR 035).
  const { details: seller } = await sellerDetails(db, deps.config);
  // A Cyrillic buyer's invoice keeps the academy's words Latin as listed now; read outside the transaction (ADR 086).
  const script = scriptOf(pageLocaleFrom(order.locale));
  if (script === 'Cyrl') await refreshKeepLatin(db);

  // One transaction issues the invoice and records the confirmation e-mail (transactional outbox, ADR 029): a
  // crash leaves either both or neither, and the job's next run finishes the work. The order row lock makes a
  // concurrent second run wait and then find the invoice and the e-mail (one e-mail row per order and
  // template). confirmation_mailed_at is set by the mail worker once the SMTP server accepted the message.
  const mailId = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const locked = await repo.lockOrderForFulfilment(tx, orderId);
    let invoice = await repo.findInvoice(tx, orderId);
    if (!invoice) {
      const year = Number(
        new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Europe/Belgrade' }).format(order.paidAt!),
      );
      const number = await repo.nextInvoiceNumber(tx, year);
      const issued = await deps.invoicing.issue({
        number,
        orderId,
        orderNumber: order.number,
        paymentId: payment.id,
        paidAt: order.paidAt!,
        paymentMethod: payment.method,
        ...(script === 'Cyrl' ? { script } : {}),
        buyer: order.billing,
        lines: lines.map((line) => ({
          title: invoiceTitle(line),
          quantity: 1,
          unitPricePara: line.pricePara,
        })),
        discountPara: order.discountPara,
        // The invoice's total is what was sold; a gift card's part is a way of paying it (ADR 044).
        totalPara: order.totalPara + order.giftCardPara,
        ...(order.giftCardPara > 0 ? { giftCardPara: order.giftCardPara } : {}),
        seller: {
          name: seller.name,
          address: seller.address,
          city: [seller.postal_code, seller.city].filter(Boolean).join(' '),
          pib: seller.tax_number,
          mb: seller.registration_number,
          account: seller.bank_account,
          email: seller.support_email,
        },
      });
      const storageKey = `invoices/${year}/${issued.number}.pdf`;
      await deps.storage.put(storageKey, issued.pdf);
      invoice = await repo.insertInvoice(tx, {
        orderId,
        number: issued.number,
        driver: deps.invoicing.name,
        storageKey,
        externalId: issued.externalId,
      });
    }
    if (!invoice || locked?.confirmationMailedAt) return null;
    return recordMail(
      tx,
      {
        template: 'order-confirmation',
        locale: pageLocaleFrom(order.locale),
        to: order.billing.email || user!.email,
        props: {
          name: order.billing.name || user!.name,
          orderNumber: order.number,
          paidAt: order.paidAt!.toISOString(),
          paymentMethod: payment.method,
          lines: lines.map((line) => ({
            title: invoiceTitle(line),
            pricePara: line.pricePara,
            accessUntil: until.get(line.id)?.toISOString() ?? null,
            ...(line.gift ? { giftFor: line.gift.email } : {}),
          })),
          discountPara: order.discountPara,
          totalPara: order.totalPara,
          ...(order.giftCardPara > 0 ? { giftCardPara: order.giftCardPara } : {}),
          invoiceNumber: invoice.number,
          profileUrl: `${deps.config.publicUrl}/my-profile`,
        },
        attachments: [
          {
            filename: `racun-${invoice.number}.pdf`,
            contentType: 'application/pdf',
            storageKey: invoice.storageKey,
          },
        ],
      },
      { orderId },
    );
  });
  if (mailId !== null) await nudgeMail(deps.jobs, mailId);
}

/** Registers the fulfilment job and the sweeper that re-queues paid orders whose job was lost. */
export async function registerFulfilmentWorker(
  queue: JobQueue,
  database: Database,
  config: Config,
  storage: Storage,
): Promise<void> {
  const deps = { db: database.db, config, jobs: queue, storage, invoicing: createInvoiceDriver(config) };
  await queue.work<{ orderId: number }>(FULFIL_JOB, (data) => fulfilOrder(deps, data.orderId));
  const sweep = async () => {
    await sweepUnqueued({ db: database.db, jobs: queue });
  };
  queue.every('orders.sweep', 60, sweep);
  void sweep().catch(() => undefined);
}
