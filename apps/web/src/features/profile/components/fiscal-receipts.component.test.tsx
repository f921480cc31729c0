// An order's fiscal receipts in "Moje ostale kupovine" (ADR 075): the number, the time, the verification link
// (a new tab) and the QR code described for a screen reader, the refund receipt beside the sale's, and nothing
// for an order without one.
import { type FiscalReceipt, fiscalReceiptSchema } from '@atelje/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { formatDateTime } from '../../../lib/dates';
import { renderApp } from '../../../test-support/render';
import { LANGUAGES, text } from '../../../test-support/texts';
import { FiscalReceipts } from './fiscal-receipts';

const GIF = 'data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACwAAAAAAQABAAACAkQBADs=';

function aReceipt(fields: Partial<FiscalReceipt> = {}): FiscalReceipt {
  return fiscalReceiptSchema.parse({
    kind: 'sale',
    state: 'issued',
    attempts: 1,
    last_error: null,
    invoice_number: 'ABCD1234-ABCD1234-42',
    invoice_counter: '40/42ПП',
    sdc_date_time: '2026-11-28T10:15:00.000Z',
    verification_url: 'https://suf.purs.gov.rs/v/?vl=AAAA',
    qr_code: GIF,
    total_para: 1_490_000,
    updated_at: '2026-11-28T10:15:01.000Z',
    ...fields,
  });
}

describe.each(LANGUAGES)('fiscal receipts of an order (%s)', (language) => {
  test('show the number, time, verification link and QR code of each receipt', async () => {
    const receipts = [
      aReceipt(),
      aReceipt({ kind: 'refund', invoice_number: 'ABCD1234-ABCD1234-50', invoice_counter: '3/50ПР' }),
    ];
    await renderApp(<FiscalReceipts receipts={receipts} />, { path: '/my-profile', language });
    const items = await screen.findAllByTestId('fiscal-receipt');
    expect(items.map((item) => item.dataset.kind)).toEqual(['sale', 'refund']);
    const [sale, refund] = items as [HTMLElement, HTMLElement];
    expect(within(sale).getByText(text(language, 'profile:fiscal.kinds.sale'))).toBeTruthy();
    expect(within(refund).getByText(text(language, 'profile:fiscal.kinds.refund'))).toBeTruthy();
    expect(within(sale).getByTestId('fiscal-number').textContent).toBe('ABCD1234-ABCD1234-42');
    expect(sale.textContent).toContain(formatDateTime('2026-11-28T10:15:00.000Z', language));
    const link = within(sale).getByTestId('fiscal-verify') as HTMLAnchorElement;
    expect(link.href).toBe('https://suf.purs.gov.rs/v/?vl=AAAA');
    expect(link.target).toBe('_blank');
    expect(link.rel).toContain('noopener');
    const qr = within(sale).getByRole('img');
    expect(qr.getAttribute('src')).toBe(GIF);
    expect(qr.getAttribute('alt')).toBe(
      text(language, 'profile:fiscal.qrAlt', { number: 'ABCD1234-ABCD1234-42' }),
    );
  });

  test('render nothing for an order without a receipt', async () => {
    const { container } = await renderApp(<FiscalReceipts receipts={[]} />, {
      path: '/my-profile',
      language,
    });
    expect(container.querySelector('[data-testid="fiscal-receipt"]')).toBeNull();
  });
});
