// The card bank's notify as API tests send it: the fields of the form a checkout returned plus the bank's result,
// signed with the gateway's key, as the UPC gateway (and its simulator) would.
import { loadOrCreateUpcSimulatorKeys } from '@atelje/simulators/upc-keys';
import { expect } from 'vitest';
import type { Config } from '../config';
import { notifySignatureString, sign, type UpcDigest } from '../drivers/payments/upc';
import type { TestApp } from './app';

/** The signed notify fields for `form` with the result `tranCode` (000 approves, 105 declines, 501 is a cancel). */
export function signedUpcNotify(
  form: Record<string, string>,
  tranCode: string,
  gatewayPrivateKeyPem: string,
  digest: UpcDigest,
): Record<string, string> {
  const fields: Record<string, string> = {
    MerchantID: form.MerchantID ?? '',
    TerminalID: form.TerminalID ?? '',
    PurchaseTime: form.PurchaseTime ?? '',
    OrderID: form.OrderID ?? '',
    XID: `XID${Math.random().toString(16).slice(2, 10)}`,
    Currency: form.Currency ?? '',
    TotalAmount: form.TotalAmount ?? '',
    SD: form.SD ?? '',
    TranCode: tranCode,
    ApprovalCode: tranCode === '000' ? '123456' : '',
    Rrn: '012345678901',
    ProxyPan: '411111******1111',
  };
  fields.Signature = sign(notifySignatureString(fields), gatewayPrivateKeyPem, digest);
  return fields;
}

/** The same, signed with the simulator's gateway key of a test app's configuration. */
export function upcNotifyFor(config: Config, form: Record<string, string>, tranCode: string) {
  const keys = loadOrCreateUpcSimulatorKeys(config.dataDir);
  return signedUpcNotify(form, tranCode, keys.gatewayPrivateKeyPem, config.payments.upc.digest);
}

/**
 * Sends the bank's signed notify for `form` with the result `tranCode` to the app and returns the reply's body: the
 * bank always gets a final answer, a 200, never a 5xx.
 */
export async function postUpcNotify(t: TestApp, form: Record<string, string>, tranCode = '000') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payments/upc/notify',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(upcNotifyFor(t.config, form, tranCode)).toString(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
}
