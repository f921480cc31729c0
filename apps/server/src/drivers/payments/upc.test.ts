import { generateKeyPairSync } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AttemptInfo, CardReply } from './types';
import {
  createUpcGateway,
  formatPurchaseTime,
  formatReply,
  mapTranCode,
  notifySignatureString,
  parseReply,
  requestSignatureString,
  sign,
  type UpcDigest,
  type UpcGatewayOptions,
  verify,
} from './upc';

// A self-signed gateway certificate and its key, made with openssl for this test only: UPC hands merchants the
// gateway's certificate, not a bare public key, so the driver must accept one.
const TEST_GATEWAY_CERTIFICATE = `-----BEGIN CERTIFICATE-----
MIIDJzCCAg+gAwIBAgIUXY3kJBAu8/DEeTEbBOjRY85mj44wDQYJKoZIhvcNAQEL
BQAwIjEgMB4GA1UEAwwXQXRlbGplIFVQQyB0ZXN0IGdhdGV3YXkwIBcNMjYxMTI2
MDAyODA1WhgPMjEyNjExMDIwMDI4MDVaMCIxIDAeBgNVBAMMF0F0ZWxqZSBVUEMg
dGVzdCBnYXRld2F5MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA2mYB
C101k3EYfEF3soFbIt7yPKGJcZ7jQzkXOjM8uGjs27DssHpwVRJoDIT56j+h/RRe
ReN8vKr0Ovs30yw+S2v4A+d8EN0v9MWMiNEGfd6Qp5ROIAPW8efMfDGWUvuG6sy0
gcToqgUm+bjzpProI/6y9XVJKHqllDaBaJzjHuQuXitIY/E6160vgk0nmVnlN4Xu
4LkaWOB4lknsZxhCzG1v9EkvFu6c/RQXK8NLPxwjLbpN8WmnSGwwqKFRbMT9bBo5
oE9i/8g41D9K9VOA8C3xqMte5P69H7oZIysaUIJOF7a9qE/2VeJSwkiYk2y6aRIL
exxe/ATpeiIKt/NZZQIDAQABo1MwUTAdBgNVHQ4EFgQUGbEtNDLVqgLo4kO0mgGf
nky2cKcwHwYDVR0jBBgwFoAUGbEtNDLVqgLo4kO0mgGfnky2cKcwDwYDVR0TAQH/
BAUwAwEB/zANBgkqhkiG9w0BAQsFAAOCAQEAkIIlBjiJ5aTZJhyfdIKEMVDX+ZXZ
Ct8GORMrDdH4JSvKDN6mSH2UWnOArIpKQXP4L/o846PoPXs8CN6nIJJN334oUA/Q
DaZpEdZZi51hdYnjz8ndNNCaMsyM2Bn/qbyudawrGO0RTI3P+leNzKh8uNNEdc+m
1chYs8kSg000XqATCH0+NghhpvBm565BwQ6eGD91HXDpgwKZSsA1Emgsv7r5++ro
8Cc9ISULAetah79v+QyzwQR3q6C2OKOJO+vmWAZDTWbFMkQKlpK4rMgcUtj0va+R
3ItdTLh/NX+xYE2xDZ9kdTS00JVbZLyjQfdKocn+Pl5Bw8CSW04lYNgz+g==
-----END CERTIFICATE-----
`;
const TEST_GATEWAY_CERTIFICATE_KEY = `-----BEGIN PRIVATE KEY-----
MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQDaZgELXTWTcRh8
QXeygVsi3vI8oYlxnuNDORc6Mzy4aOzbsOywenBVEmgMhPnqP6H9FF5F43y8qvQ6
+zfTLD5La/gD53wQ3S/0xYyI0QZ93pCnlE4gA9bx58x8MZZS+4bqzLSBxOiqBSb5
uPOk+ugj/rL1dUkoeqWUNoFonOMe5C5eK0hj8TrXrS+CTSeZWeU3he7guRpY4HiW
SexnGELMbW/0SS8W7pz9FBcrw0s/HCMtuk3xaadIbDCooVFsxP1sGjmgT2L/yDjU
P0r1U4DwLfGoy17k/r0fuhkjKxpQgk4Xtr2oT/ZV4lLCSJiTbLppEgt7HF78BOl6
Igq381llAgMBAAECggEAUJp//S039kQxyL4yypdSRvLojTcDLoN5FdjOuUSqvta+
wDAyksmFhuhFrYUwZWN5yhlH19xnL4yameAY0N/N1/EvtmUrVWAE8H4uaVpX3oGT
er3R/Z/dJyepQRbeB59cQnEtl41QX1uKcHTxuyx9G7fHXa8dQorNbH+XUEBC1KWs
5lgJ4hc9zZBz1qMqseDQPIP2Zj9vQTML3cFP9UDDbDXpGhqsnL8OKuRSHAsVozGY
uI2pdAydNK7Ph7WKNkEfsHL8FG2my/YBuyshVnSdyZoem/pVPLeDg23wfilZ1utr
hFoRQkCc9f7vmrmztbZP5wgbOW6SZaVHBU8ji+XE2wKBgQDwPInHHiKTumoO5efd
K58a5txBHosRpJWlbS0sKBcuZmyRDkLp+x9tEswaCkeyNhR+WF7EsTECyANyqMVe
7Ej2Z/BgCO9rR3t4OuUuAL+H+X8JbbUE+YSfeRGadLDx6xLh03yH2mivq3kCxwoN
uTy3L+eDSKbr9C08tLWFl3UNgwKBgQDouqIva4xjOxBiLtn3CtKAovN+CHr5Zf5+
E/12Y/H8LWLb8gjNcm6gCX+v3SfnLzbhjrM9fml5cAJUUBstQtLu3OPIoaON+Ani
0gqQWKfDEVL3mQP0Onp9NuBAiAb46z7pc3EOIHshyN4so8p6qj3sjH0JZo+CR6QP
czNYzl5w9wKBgQCqgDzEzjV6JXa6Zh9+kEQWwryVlwjal7YBt4+05Cs3qkfpV3bU
O3+dWRb0cFFcQRegaDWyYZPIRo5z5SZXbVmHUFOAxTavLAeMWDhpwuwspD2uQmeU
RUcEK9f7iFBBEjbPgdrDTJa5/vgeqYcQIGTgGqa0PW8CzcUBbbvbOZhA4wKBgBJ1
axOzxgjA0IXZDXSoqRWG1yUx6v8I9exuDXZsau8DconbYpNY9ik/V59NPTL67bFq
LhE8i4UUOzsQt3cZi71iS7bICz7hY3dYDXpxbaztHNWCj2u5j6mKxrKXl2X60pyV
iWwDa4C8e9KykwazpgGzCt/KAKvmnr6S9omepKL1AoGBAJTCvSHFLtAtG/EWOmDt
JMX5RhnADf/UuRggVscbd5Cd5uCn+us32vzA31a/rnYAO7ZojQWqbACSgc73aU4e
5T2g39Qa/kBfoS8PENWGtPksMa4N/CmEgUMBRwj5SBn7kZ/PpEZoTTamI4wUtdiB
xIQLEorFDks8WUfWAwvlSJZO
-----END PRIVATE KEY-----
`;

function keyPair() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  return { privateKeyPem: privateKey, publicKeyPem: publicKey };
}

let merchant: ReturnType<typeof keyPair>;
let gateway: ReturnType<typeof keyPair>;
let stranger: ReturnType<typeof keyPair>;
beforeAll(() => {
  merchant = keyPair();
  gateway = keyPair();
  stranger = keyPair();
});

const base = {
  MerchantID: '1753545',
  TerminalID: 'E7883745',
  PurchaseTime: '260315143005',
  OrderID: 'A1B2C3',
  Currency: '941',
  TotalAmount: '150000',
  SD: 'nonce123',
};

const optionalCombinations: [string, Record<string, string>, string, string][] = [
  [
    'no optional field',
    {},
    '1753545;E7883745;260315143005;A1B2C3;941;150000;nonce123;',
    '1753545;E7883745;260315143005;A1B2C3;XID9;941;150000;nonce123;000;123456;',
  ],
  [
    'Delay',
    { Delay: '1' },
    '1753545;E7883745;260315143005;A1B2C3,1;941;150000;nonce123;',
    '1753545;E7883745;260315143005;A1B2C3,1;XID9;941;150000;nonce123;000;123456;',
  ],
  [
    'AltCurrency',
    { AltCurrency: '978' },
    '1753545;E7883745;260315143005;A1B2C3;941,978;150000;nonce123;',
    '1753545;E7883745;260315143005;A1B2C3;XID9;941,978;150000;nonce123;000;123456;',
  ],
  [
    'AltTotalAmount',
    { AltTotalAmount: '1280' },
    '1753545;E7883745;260315143005;A1B2C3;941;150000,1280;nonce123;',
    '1753545;E7883745;260315143005;A1B2C3;XID9;941;150000,1280;nonce123;000;123456;',
  ],
  [
    'Delay and AltCurrency',
    { Delay: '1', AltCurrency: '978' },
    '1753545;E7883745;260315143005;A1B2C3,1;941,978;150000;nonce123;',
    '1753545;E7883745;260315143005;A1B2C3,1;XID9;941,978;150000;nonce123;000;123456;',
  ],
  [
    'Delay and AltTotalAmount',
    { Delay: '1', AltTotalAmount: '1280' },
    '1753545;E7883745;260315143005;A1B2C3,1;941;150000,1280;nonce123;',
    '1753545;E7883745;260315143005;A1B2C3,1;XID9;941;150000,1280;nonce123;000;123456;',
  ],
  [
    'AltCurrency and AltTotalAmount',
    { AltCurrency: '978', AltTotalAmount: '1280' },
    '1753545;E7883745;260315143005;A1B2C3;941,978;150000,1280;nonce123;',
    '1753545;E7883745;260315143005;A1B2C3;XID9;941,978;150000,1280;nonce123;000;123456;',
  ],
  [
    'all three',
    { Delay: '1', AltCurrency: '978', AltTotalAmount: '1280' },
    '1753545;E7883745;260315143005;A1B2C3,1;941,978;150000,1280;nonce123;',
    '1753545;E7883745;260315143005;A1B2C3,1;XID9;941,978;150000,1280;nonce123;000;123456;',
  ],
];

describe('UPC signature strings', () => {
  it.each(optionalCombinations)('request string with %s', (_name, optional, expected) => {
    expect(requestSignatureString({ ...base, ...optional })).toBe(expected);
  });

  it.each(optionalCombinations)('notify string with %s', (_name, optional, _request, expected) => {
    expect(
      notifySignatureString({ ...base, XID: 'XID9', TranCode: '000', ApprovalCode: '123456', ...optional }),
    ).toBe(expected);
  });

  it('leaves out an optional field that was sent empty', () => {
    expect(requestSignatureString({ ...base, Delay: '', AltCurrency: '', AltTotalAmount: '' })).toBe(
      '1753545;E7883745;260315143005;A1B2C3;941;150000;nonce123;',
    );
  });

  it('keeps the place of an empty SD and ApprovalCode', () => {
    expect(notifySignatureString({ ...base, SD: '', XID: 'X', TranCode: '105', ApprovalCode: '' })).toBe(
      '1753545;E7883745;260315143005;A1B2C3;X;941;150000;;105;;',
    );
  });
});

describe('UPC purchase time', () => {
  it('writes yyMMddHHmmss in UTC', () => {
    expect(formatPurchaseTime(new Date('2026-03-05T07:08:09Z'))).toBe('260305070809');
    expect(formatPurchaseTime(new Date('2026-12-31T23:59:59.999Z'))).toBe('261231235959');
    expect(formatPurchaseTime(new Date('2030-01-01T00:00:00+01:00'))).toBe('291231230000');
  });
});

describe('UPC TranCode', () => {
  it.each([
    ['000', 'approved'],
    ['410', 'approved'],
    ['601', 'pending'],
    ['501', 'failed'],
    ['105', 'failed'],
    ['116', 'failed'],
    ['405', 'failed'],
    ['411', 'failed'],
    ['412', 'failed'],
    ['999', 'failed'],
    ['', 'failed'],
  ])('maps %s to %s', (code, outcome) => {
    expect(mapTranCode(code)).toBe(outcome);
  });
});

describe('UPC sign and verify', () => {
  it.each(['sha1', 'sha512'] as UpcDigest[])('verifies its own %s signature', (digest) => {
    const text = requestSignatureString(base);
    const signature = sign(text, merchant.privateKeyPem, digest);
    expect(signature).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    expect(Buffer.from(signature, 'base64')).toHaveLength(256);
    expect(verify(text, signature, merchant.publicKeyPem, digest)).toBe(true);
  });

  it('refuses a signature over any changed field', () => {
    const signature = sign(requestSignatureString(base), merchant.privateKeyPem, 'sha512');
    for (const name of Object.keys(base) as (keyof typeof base)[]) {
      const changed = { ...base, [name]: `${base[name]}9` };
      expect(verify(requestSignatureString(changed), signature, merchant.publicKeyPem, 'sha512')).toBe(false);
    }
  });

  it('refuses another digest, another key and malformed signatures', () => {
    const text = requestSignatureString(base);
    const signature = sign(text, merchant.privateKeyPem, 'sha1');
    expect(verify(text, signature, merchant.publicKeyPem, 'sha512')).toBe(false);
    expect(verify(text, signature, stranger.publicKeyPem, 'sha1')).toBe(false);
    expect(verify(text, '', merchant.publicKeyPem, 'sha1')).toBe(false);
    expect(verify(text, 'not base64!', merchant.publicKeyPem, 'sha1')).toBe(false);
    expect(verify(text, 'AAAA', merchant.publicKeyPem, 'sha1')).toBe(false);
  });

  it("reads a signature whose '+' arrived as a space from a carelessly encoded form", () => {
    // PKCS#1 v1.5 signatures are deterministic: vary SD until one contains a '+'.
    let text = '';
    let signature = '';
    for (let n = 0; !signature.includes('+'); n += 1) {
      text = requestSignatureString({ ...base, SD: `nonce${n}` });
      signature = sign(text, merchant.privateKeyPem, 'sha1');
    }
    expect(verify(text, signature.replace(/\+/g, ' '), merchant.publicKeyPem, 'sha1')).toBe(true);
  });

  it('signs the UTF-8 bytes of the text', () => {
    const text = '1;2;3;Šešir-čaša;941;100;ž;';
    const signature = sign(text, merchant.privateKeyPem, 'sha1');
    expect(verify(text, signature, merchant.publicKeyPem, 'sha1')).toBe(true);
    expect(
      verify(Buffer.from(text, 'utf8').toString('latin1'), signature, merchant.publicKeyPem, 'sha1'),
    ).toBe(false);
  });
});

function options(overrides: Partial<UpcGatewayOptions> = {}): UpcGatewayOptions {
  return {
    gatewayUrl: 'http://127.0.0.1:3000/sim/upc',
    merchantId: '1753545',
    terminalId: 'E7883745',
    merchantPrivateKeyPem: merchant.privateKeyPem,
    gatewayPublicKeyPem: gateway.publicKeyPem,
    digest: 'sha512',
    ...overrides,
  };
}

const attempt: AttemptInfo = {
  paymentId: '6f1c2d7e-5b8a-4c3e-9d21-0a7b6c5d4e3f',
  providerOrderId: 'AT2026000123A1',
  nonce: '3f9a1c7e5b2d4f6a',
  amountPara: 150000,
  orderNumber: '2026-000123',
  description: 'Atelje narudžbina 2026-000123',
  locale: 'sr',
  createdAt: new Date('2026-03-15T14:30:05Z'),
};

describe('UPC buildRedirect', () => {
  it('builds the signed hidden form for the hosted page', () => {
    const { redirect_url, form_data } = createUpcGateway(options()).buildRedirect(attempt);
    expect(redirect_url).toBe('http://127.0.0.1:3000/sim/upc/go/pay');
    expect(form_data).toEqual({
      MerchantID: '1753545',
      TerminalID: 'E7883745',
      TotalAmount: '150000',
      Currency: '941',
      PurchaseTime: '260315143005',
      OrderID: 'AT2026000123A1',
      SD: '3f9a1c7e5b2d4f6a',
      locale: 'sr',
      PurchaseDesc: 'Atelje narudžbina 2026-000123',
      Signature: expect.any(String),
    });
    expect(
      verify(
        '1753545;E7883745;260315143005;AT2026000123A1;941;150000;3f9a1c7e5b2d4f6a;',
        form_data.Signature,
        merchant.publicKeyPem,
        'sha512',
      ),
    ).toBe(true);
  });

  it('uses the configured digest, currency and locale, and ignores a trailing slash in the base URL', () => {
    const gatewayDriver = createUpcGateway(
      options({ digest: 'sha1', currency: '978', gatewayUrl: 'https://ecg.test.upc.ua/' }),
    );
    const { redirect_url, form_data } = gatewayDriver.buildRedirect({ ...attempt, locale: 'en' });
    expect(redirect_url).toBe('https://ecg.test.upc.ua/go/pay');
    expect(form_data.Currency).toBe('978');
    expect(form_data.locale).toBe('en');
    expect(
      verify(requestSignatureString(form_data), form_data.Signature, merchant.publicKeyPem, 'sha1'),
    ).toBe(true);
  });

  it('accepts an OrderID of 20 bytes and refuses 21, counting UTF-8 bytes', () => {
    const driver = createUpcGateway(options());
    expect(
      driver.buildRedirect({ ...attempt, providerOrderId: 'A'.repeat(20) }).form_data.OrderID,
    ).toHaveLength(20);
    expect(() => driver.buildRedirect({ ...attempt, providerOrderId: 'A'.repeat(21) })).toThrow(/20 bytes/);
    expect(() => driver.buildRedirect({ ...attempt, providerOrderId: `${'A'.repeat(19)}š` })).toThrow(
      /20 bytes/,
    );
  });

  it('refuses an amount that is not whole para', () => {
    const driver = createUpcGateway(options());
    expect(() => driver.buildRedirect({ ...attempt, amountPara: 1500.5 })).toThrow(/whole number/);
    expect(() => driver.buildRedirect({ ...attempt, amountPara: -1 })).toThrow(/whole number/);
  });

  it('refuses a merchant key that is not a PEM at start-up', () => {
    expect(() => createUpcGateway(options({ merchantPrivateKeyPem: 'nonsense' }))).toThrow();
  });
});

/** A notify as the gateway would post it, signed with `key`. */
function notifyBody(
  overrides: Record<string, string> = {},
  key = gateway.privateKeyPem,
  digest: UpcDigest = 'sha512',
) {
  const fields: Record<string, string> = {
    MerchantID: '1753545',
    TerminalID: 'E7883745',
    PurchaseTime: '260315143005',
    OrderID: 'AT2026000123A1',
    Currency: '941',
    TotalAmount: '150000',
    SD: '3f9a1c7e5b2d4f6a',
    XID: 'A1B2C3D4E5F60718293A',
    TranCode: '000',
    ApprovalCode: '123456',
    Rrn: '604512345678',
    ProxyPan: '411111******1111',
    ...overrides,
  };
  fields.Signature = sign(notifySignatureString(fields), key, digest);
  return fields;
}

describe('UPC parseNotify', () => {
  it('accepts a signed notify and reads every field', () => {
    const body = notifyBody();
    const result = createUpcGateway(options()).parseNotify(body);
    expect(result).toEqual({
      ok: true,
      notify: {
        merchantId: '1753545',
        terminalId: 'E7883745',
        purchaseTime: '260315143005',
        providerOrderId: 'AT2026000123A1',
        xid: 'A1B2C3D4E5F60718293A',
        currency: '941',
        totalAmountPara: 150000,
        sd: '3f9a1c7e5b2d4f6a',
        tranCode: '000',
        approvalCode: '123456',
        rrn: '604512345678',
        proxyPan: '411111******1111',
        outcome: 'approved',
        raw: body,
      },
    });
  });

  it.each([
    ['410', 'approved'],
    ['601', 'pending'],
    ['501', 'failed'],
    ['105', 'failed'],
    ['116', 'failed'],
  ])('gives TranCode %s the outcome %s', (tranCode, outcome) => {
    const result = createUpcGateway(options()).parseNotify(
      notifyBody({ TranCode: tranCode, ApprovalCode: '' }),
    );
    expect(result.ok && result.notify.outcome).toBe(outcome);
  });

  it('verifies a notify that carries the optional fields', () => {
    const body = notifyBody({ Delay: '1', AltCurrency: '978', AltTotalAmount: '1280' });
    expect(createUpcGateway(options()).parseNotify(body).ok).toBe(true);
  });

  it('refuses a changed amount, a changed TranCode, a flipped signature and another key as "signature"', () => {
    const driver = createUpcGateway(options());
    const body = notifyBody({ TranCode: '105', ApprovalCode: '' });
    const flipped = Buffer.from(body.Signature, 'base64');
    flipped[10] ^= 0x01;
    for (const tampered of [
      { ...body, TotalAmount: '150100' },
      { ...body, TranCode: '000' },
      { ...body, SD: 'other-nonce' },
      { ...body, Signature: flipped.toString('base64') },
      notifyBody({}, stranger.privateKeyPem),
      notifyBody({}, gateway.privateKeyPem, 'sha1'),
      { ...body, Signature: '%%%' },
    ]) {
      expect(driver.parseNotify(tampered)).toEqual({ ok: false, reason: 'signature', raw: tampered });
    }
  });

  it('calls a notify with missing fields or a non-integer amount "malformed"', () => {
    const driver = createUpcGateway(options());
    for (const name of [
      'MerchantID',
      'TerminalID',
      'PurchaseTime',
      'OrderID',
      'XID',
      'Currency',
      'TotalAmount',
      'TranCode',
      'Signature',
    ]) {
      const body = notifyBody();
      delete body[name];
      expect(driver.parseNotify(body)).toMatchObject({ ok: false, reason: 'malformed' });
    }
    for (const amount of ['1500.00', '1,500', '-100', '', '1e5', '12345678901234567']) {
      expect(driver.parseNotify(notifyBody({ TotalAmount: amount }))).toMatchObject({
        ok: false,
        reason: 'malformed',
      });
    }
  });

  it('accepts a notify without the optional SD, ApprovalCode, Rrn and ProxyPan', () => {
    const body = notifyBody({ SD: '', ApprovalCode: '', TranCode: '501' });
    delete body.Rrn;
    delete body.ProxyPan;
    const result = createUpcGateway(options()).parseNotify(body);
    expect(result).toMatchObject({
      ok: true,
      notify: { sd: '', approvalCode: '', rrn: '', proxyPan: '', outcome: 'failed' },
    });
  });

  it('calls a genuinely signed notify for another merchant or terminal "merchant"', () => {
    const driver = createUpcGateway(options());
    expect(driver.parseNotify(notifyBody({ MerchantID: '9999999' }))).toMatchObject({
      ok: false,
      reason: 'merchant',
    });
    expect(driver.parseNotify(notifyBody({ TerminalID: 'E0000000' }))).toMatchObject({
      ok: false,
      reason: 'merchant',
    });
  });

  it('verifies with the gateway certificate as UPC hands it out', () => {
    const driver = createUpcGateway(
      options({ gatewayPublicKeyPem: TEST_GATEWAY_CERTIFICATE, digest: 'sha1' }),
    );
    expect(driver.parseNotify(notifyBody({}, TEST_GATEWAY_CERTIFICATE_KEY, 'sha1')).ok).toBe(true);
    expect(driver.parseNotify(notifyBody({}, gateway.privateKeyPem, 'sha1'))).toMatchObject({
      reason: 'signature',
    });
  });
});

describe('UPC reply', () => {
  const reply: CardReply = {
    raw: {
      MerchantID: '1753545',
      TerminalID: 'E7883745',
      OrderID: 'AT2026000123A1',
      Currency: '941',
      TotalAmount: '150000',
      XID: 'A1B2C3D4E5F60718293A',
      PurchaseTime: '260315143005',
    },
    action: 'approve',
    reason: '',
    forwardUrl: 'http://localhost:3000/checkout/success?payment_id=6f1c2d7e-5b8a-4c3e-9d21-0a7b6c5d4e3f',
  };

  it('writes the text/plain lines in the documented order', () => {
    expect(formatReply(reply)).toBe(
      [
        'MerchantID=1753545',
        'TerminalID=E7883745',
        'OrderID=AT2026000123A1',
        'Currency=941',
        'TotalAmount=150000',
        'XID=A1B2C3D4E5F60718293A',
        'PurchaseTime=260315143005',
        'Response.action=approve',
        'Response.reason=',
        'Response.forwardUrl=http://localhost:3000/checkout/success?payment_id=6f1c2d7e-5b8a-4c3e-9d21-0a7b6c5d4e3f',
      ].join('\n'),
    );
    expect(createUpcGateway(options()).formatReply(reply)).toBe(formatReply(reply));
  });

  it('reads back what it writes', () => {
    expect(parseReply(formatReply(reply))).toEqual(reply);
    const reverse: CardReply = {
      ...reply,
      action: 'reverse',
      reason: 'signature',
      forwardUrl: '/checkout/error?a=b=c',
    };
    expect(parseReply(formatReply(reverse))).toEqual(reverse);
  });

  it('keeps every value on its own line', () => {
    const text = formatReply({
      ...reply,
      action: 'reverse',
      reason: 'bad\r\namount\nResponse.action=approve',
    });
    expect(text.split('\n')).toHaveLength(10);
    expect(parseReply(text)?.action).toBe('reverse');
  });

  it('reads CRLF replies and refuses one without a valid action', () => {
    expect(parseReply(formatReply(reply).replace(/\n/g, '\r\n'))).toEqual(reply);
    expect(parseReply('MerchantID=1\nResponse.action=maybe')).toBeNull();
    expect(parseReply('<html>Internal Server Error</html>')).toBeNull();
  });
});
