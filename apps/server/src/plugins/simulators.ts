// Mounts the built-in payment provider simulators (UPC bank page under /sim/upc, PayPal REST and buyer pages
// under /sim/paypal, the fiscal processor under /sim/fiscal) when PAYMENT_SIMULATORS is on; in production only for the demo academy (ADR 026). The
// simulators are test doubles in their own workspace (apps/simulators, ADR 050): they are imported here, only when
// asked for, and never otherwise.
import type { FastifyInstance } from 'fastify';
import { loadSimulator } from './load-simulator';

export default async function simulatorsPlugin(app: FastifyInstance) {
  const { config } = app;
  const { upc, paypal } = config.payments;
  const base = config.publicUrl;
  const { loadOrCreateUpcSimulatorKeys } = await loadSimulator(() => import('@atelje/simulators/upc-keys'));
  const { default: upcSimulator } = await loadSimulator(() => import('@atelje/simulators/upc'));
  const { default: paypalSimulator, createPaypalSimulatorKeys } = await loadSimulator(
    () => import('@atelje/simulators/paypal'),
  );
  const keys = loadOrCreateUpcSimulatorKeys(config.dataDir);
  await app.register(upcSimulator, {
    prefix: '/sim/upc',
    merchantId: upc.merchantId,
    terminalId: upc.terminalId,
    merchantPublicKeyPem: keys.merchantPublicKeyPem,
    gatewayPrivateKeyPem: keys.gatewayPrivateKeyPem,
    digest: upc.digest,
    notifyUrl: `${base}/api/payments/upc/notify`,
    returnUrl: `${base}/api/payments/upc/return`,
  });
  await app.register(paypalSimulator, {
    prefix: '/sim/paypal',
    clientId: paypal.clientId,
    clientSecret: paypal.clientSecret,
    webhookId: paypal.webhookId,
    webhookUrl: `${base}/api/payments/paypal/webhook`,
    publicBaseUrl: `${base}/sim/paypal`,
    signingKeys: await createPaypalSimulatorKeys(),
  });
  // The fiscal processor's simulator (ADR 075), where the fiscal driver points unless FISCAL_URL says otherwise.
  const { default: fiscalSimulator } = await loadSimulator(() => import('@atelje/simulators/fiscal'));
  const seller = config.payments.seller;
  await app.register(fiscalSimulator, {
    prefix: '/sim/fiscal',
    publicBaseUrl: `${base}/sim/fiscal`,
    pac: config.fiscal.driver === 'simulator' ? config.fiscal.pac : undefined,
    taxpayer: {
      tin: seller.pib,
      businessName: seller.name,
      locationName: 'Atelje online',
      address: seller.address,
      district: seller.city,
    },
  });
}
