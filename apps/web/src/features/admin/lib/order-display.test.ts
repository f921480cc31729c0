// The dashboard's words for orders, payments and the activity feed's order entries (issue 16 defects 7 and 12),
// through i18next with the real admin locale files.
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import adminEn from '../../../locales/en/admin.json';
import adminSr from '../../../locales/sr/admin.json';
import type { AdminT } from './admin-i18n';
import { activityText, methodLabel, moneyInText, paymentStatusKey } from './order-display';

const i18n = i18next.createInstance();
await i18n.init({
  resources: { sr: { admin: adminSr }, en: { admin: adminEn } },
  lng: 'sr',
  ns: ['admin'],
  defaultNS: 'admin',
  interpolation: { escapeValue: false },
});
const translate = i18n.t as unknown as (key: string, options: Record<string, unknown>) => string;
const tIn =
  (lng: string): AdminT =>
  (key, options) =>
    translate(key, { ...options, lng });
const sr = tIn('sr');
const en = tIn('en');

describe('activityText', () => {
  const card = {
    type: 'order.created',
    message: 'Nova narudžbina 2026-000012 (upc, 12900.00 RSD)',
    params: { number: '2026-000012', method: 'upc', total_para: 1_290_000 },
  };

  it('words an order with the method by name and the amount as the dashboard shows money, in Serbian', () => {
    expect(activityText(card, sr)).toBe('Nova narudžbina 2026-000012 (platna kartica, 12.900,00 RSD)');
    expect(
      activityText({ ...card, type: 'order.paid', params: { ...card.params, method: 'uplatnica' } }, sr),
    ).toBe('Plaćena narudžbina 2026-000012 (uplatnica, 12.900,00 RSD)');
  });

  it('and in English', () => {
    expect(activityText(card, en)).toBe('New order 2026-000012 (card, 12.900,00 RSD)');
    expect(activityText({ ...card, params: { ...card.params, method: 'paypal' } }, en)).toBe(
      'New order 2026-000012 (PayPal, 12.900,00 RSD)',
    );
  });

  it('keeps the written message of other entries and of order entries without their numbers', () => {
    expect(activityText({ type: 'course.created', message: 'Dodat kurs: Boje' }, en)).toBe(
      'Dodat kurs: Boje',
    );
    expect(activityText({ type: 'order.created', message: 'Stari zapis' }, en)).toBe('Stari zapis');
  });

  it('writes the amounts of entries stored before their numbers were kept in Serbian money format', () => {
    expect(
      activityText({ type: 'order.paid', message: 'Plaćena narudžbina 2026-000012 (upc, 12900.00 RSD)' }, sr),
    ).toBe('Plaćena narudžbina 2026-000012 (upc, 12.900,00 RSD)');
    expect(moneyInText('Izmenjen kurs: X (cena 1234567.05 RSD → 100.00 RSD)')).toBe(
      'Izmenjen kurs: X (cena 1.234.567,05 RSD → 100,00 RSD)',
    );
    expect(moneyInText('Povraćaj -150.50 RSD')).toBe('Povraćaj -150,50 RSD');
    expect(moneyInText('Verzija 2.10 bez iznosa')).toBe('Verzija 2.10 bez iznosa');
  });
});

describe('paymentStatusKey', () => {
  it('reads a confirmed bank slip as confirmed (spec 001 §4), a card payment as charged', () => {
    expect(sr(paymentStatusKey({ method: 'uplatnica', status: 'completed', failure_reason: null })!)).toBe(
      'Potvrđeno',
    );
    expect(sr(paymentStatusKey({ method: 'upc', status: 'completed', failure_reason: null })!)).toBe(
      'Naplaćeno',
    );
    expect(en(paymentStatusKey({ method: 'uplatnica', status: 'completed', failure_reason: null })!)).toBe(
      'Confirmed',
    );
  });

  it("tells the buyer's cancellation from a decline", () => {
    expect(sr(paymentStatusKey({ method: 'upc', status: 'failed', failure_reason: 'TranCode 501' })!)).toBe(
      'Otkazano',
    );
    expect(
      sr(paymentStatusKey({ method: 'paypal', status: 'failed', failure_reason: 'cancelled by the buyer' })!),
    ).toBe('Otkazano');
    expect(sr(paymentStatusKey({ method: 'upc', status: 'failed', failure_reason: 'TranCode 105' })!)).toBe(
      'Neuspelo',
    );
  });

  it('has a word for every other status, and none for an unknown one', () => {
    for (const status of ['pending', 'approved', 'refunded']) {
      const key = paymentStatusKey({ method: 'paypal', status, failure_reason: null });
      expect(key && sr(key)).not.toBe(key);
    }
    expect(paymentStatusKey({ method: 'upc', status: 'odd', failure_reason: null })).toBeNull();
  });
});

describe('methodLabel', () => {
  it('names the methods in both languages', () => {
    expect(['upc', 'paypal', 'uplatnica'].map((m) => methodLabel(m, sr))).toEqual([
      'Platna kartica',
      'PayPal',
      'Uplatnica',
    ]);
    expect(methodLabel('upc', en)).toBe('Payment card');
    expect(methodLabel('crypto', en)).toBe('crypto');
  });
});
