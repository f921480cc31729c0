// An order's fiscal receipts in the administrator's order view (ADR 075): each receipt's state, number and last
// error, and "Send again" only for one not issued, which posts the retry for that order and kind.
import { type AdminOrderDetail, type FiscalReceipt, fiscalReceiptSchema } from '@atelje/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { renderApp } from '../../../test-support/render';
import { api, reply, server } from '../../../test-support/server';
import { LANGUAGES, text } from '../../../test-support/texts';
import { OrderFiscalReceipts } from './order-fiscal';

function receipt(fields: Partial<FiscalReceipt>): FiscalReceipt {
  return fiscalReceiptSchema.parse({
    kind: 'sale',
    state: 'issued',
    attempts: 1,
    last_error: null,
    invoice_number: 'ABCD1234-ABCD1234-7',
    invoice_counter: '7/7ПП',
    sdc_date_time: '2026-11-28T10:15:00.000Z',
    verification_url: 'https://suf.purs.gov.rs/v/?vl=AAAA',
    qr_code: null,
    total_para: 1_490_000,
    updated_at: '2026-11-28T10:15:01.000Z',
    ...fields,
  });
}

const order = (fiscal: FiscalReceipt[]) =>
  ({ id: 42, fiscal_receipts: fiscal }) as unknown as AdminOrderDetail;

describe.each(LANGUAGES)('fiscal receipts in the order view (%s)', (language) => {
  test('an issued sale links its number; a failed refund shows its error and is sent again', async () => {
    const posted: string[] = [];
    server.use(
      http.post(api('/admin/orders/42/fiscal-receipts/refund/retry'), ({ request }) => {
        posted.push(new URL(request.url).pathname);
        return reply(z.any(), {
          success: true,
          message: 'ok',
          data: receipt({ kind: 'refund', state: 'pending', invoice_number: null, verification_url: null }),
        });
      }),
    );
    const failed = receipt({
      kind: 'refund',
      state: 'failed',
      attempts: 3,
      last_error: 'the processor answered 503',
      invoice_number: null,
      verification_url: null,
      sdc_date_time: null,
    });
    const { user } = await renderApp(<OrderFiscalReceipts order={order([receipt({}), failed])} />, {
      language,
    });
    const rows = await screen.findAllByRole('row');
    const [sale, refund] = rows.slice(1) as [HTMLElement, HTMLElement];
    expect(within(sale).getByText(text(language, 'admin:orders.fiscal.kinds.sale'))).toBeTruthy();
    expect(within(sale).getByRole('link', { name: 'ABCD1234-ABCD1234-7' }).getAttribute('href')).toBe(
      'https://suf.purs.gov.rs/v/?vl=AAAA',
    );
    expect(within(sale).queryByRole('button')).toBeNull();
    expect(within(refund).getByText(text(language, 'admin:orders.fiscal.states.failed'))).toBeTruthy();
    expect(refund.textContent).toContain('the processor answered 503');
    await user.click(
      within(refund).getByRole('button', { name: text(language, 'admin:orders.fiscal.retry') }),
    );
    await waitFor(() => expect(posted).toEqual(['/api/admin/orders/42/fiscal-receipts/refund/retry']));
  });

  test('says so when the order has no receipt', async () => {
    await renderApp(<OrderFiscalReceipts order={order([])} />, { language });
    expect(await screen.findByText(text(language, 'admin:orders.fiscal.none'))).toBeTruthy();
  });
});
