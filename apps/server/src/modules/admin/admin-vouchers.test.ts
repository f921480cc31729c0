// Voucher codes: list, create with the form's rules (percent or RSD amount, Belgrade calendar days), disable;
// a disabled code no longer works at checkout.
import { describe, expect, it } from 'vitest';
import { fixture } from '../../test/fixtures';
import { adminGet, adminTestAppPerFile } from './admin-test-support';

const at = adminTestAppPerFile();

const post = (url: string, payload: object = {}) =>
  at.t.app.inject({ method: 'POST', url, headers: at.admin.auth, payload });

describe('POST /admin/vouchers', () => {
  it('creates a percent voucher valid over Belgrade calendar days', async () => {
    const res = await post('/api/admin/vouchers', {
      code: 'leto-26',
      kind: 'percent',
      value: '15',
      valid_from: '2026-06-01',
      valid_until: '2026-08-31',
      max_uses: '100',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Vaučer je kreiran.',
      data: {
        code: 'LETO-26',
        kind: 'percent',
        value: 15,
        // midnight in Belgrade (summer time, UTC+2) and the last millisecond of 31 August there
        valid_from: '2026-05-31T22:00:00.000Z',
        valid_until: '2026-08-31T21:59:59.999Z',
        max_uses: 100,
        used_count: 0,
        active: true,
      },
    });
  });

  it('creates a fixed voucher in RSD, stored in para', async () => {
    const res = await post('/api/admin/vouchers', { code: 'POPUST500', kind: 'fixed', value: '500,50' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ kind: 'fixed', value: 50_050, valid_from: null, max_uses: null });
  });

  it('refuses a taken code, a bad kind, percent and amount out of range, and dates in the wrong order', async () => {
    const refused = async (payload: object, field: string, message: string) => {
      const res = await post('/api/admin/vouchers', payload);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[field]).toEqual([message]);
    };
    await refused(
      { code: 'leto-26', kind: 'percent', value: 10 },
      'code',
      'Vaučer sa ovim kodom već postoji.',
    );
    await refused({ kind: 'percent', value: 10 }, 'code', 'Kod vaučera je obavezan.');
    await refused(
      { code: 'x!', kind: 'percent', value: 10 },
      'code',
      'Kod vaučera ima 3 do 40 znakova: slova, brojeve, - i _.',
    );
    await refused(
      { code: 'ABC1', kind: 'gift', value: 10 },
      'kind',
      'Vrsta vaučera mora biti percent ili fixed.',
    );
    await refused(
      { code: 'ABC2', kind: 'percent', value: 120 },
      'value',
      'Procenat mora biti ceo broj od 1 do 100.',
    );
    await refused(
      { code: 'ABC3', kind: 'fixed', value: '0' },
      'value',
      'Iznos mora biti broj veći od 0, sa najviše dve decimale.',
    );
    await refused(
      { code: 'ABC4', kind: 'percent', value: 5, valid_from: '2026-05-01', valid_until: '2026-04-01' },
      'valid_until',
      'Kraj važenja ne može biti pre početka važenja.',
    );
    await refused(
      { code: 'ABC5', kind: 'percent', value: 5, valid_from: '31.12.2026.' },
      'valid_from',
      'Neispravan datum.',
    );
  });
});

describe('GET /admin/vouchers and POST /admin/vouchers/{id}/disable', () => {
  it('lists codes newest first and disables one so checkout refuses it', async () => {
    const created = await post('/api/admin/vouchers', { code: 'UGASI-ME', kind: 'percent', value: 10 });
    const { id } = created.json().data;
    const list = await adminGet(at, '/api/admin/vouchers');
    expect(list.statusCode).toBe(200);
    expect(list.json().data[0]).toMatchObject({ id, code: 'UGASI-ME' });
    expect(list.json().meta).toMatchObject({ current_page: 1, per_page: 50 });

    const quote = () =>
      at.t.app.inject({
        method: 'POST',
        url: '/api/cart/quote',
        headers: at.learner.auth,
        payload: { items: [{ type: 'course', id: fixture.courses.basics }], voucher: 'ugasi-me' },
      });
    expect((await quote()).json().discount_para).toBe(149_000);

    const res = await post(`/api/admin/vouchers/${id}/disable`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Vaučer je isključen.',
      data: { id, active: false },
    });
    const refused = await quote();
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('Vaučer nije ispravan.');
  });

  it('answers 404 for an unknown voucher', async () => {
    const res = await post('/api/admin/vouchers/99999/disable');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Vaučer nije pronađen.');
  });
});
