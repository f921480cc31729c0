// Mounts the built-in payment provider simulators (UPC bank page under /sim/upc, PayPal REST and buyer pages
// under /sim/paypal) when PAYMENT_SIMULATORS is on; in production only for the demo academy (ADR 026).
import type { FastifyInstance } from 'fastify';
import { createPaypalSimulatorKeys } from '../drivers/payments/paypal-simulator';
import { loadOrCreateUpcSimulatorKeys } from '../drivers/payments/sim-keys';

export default async function simulatorsPlugin(app: FastifyInstance) {
  const { config } = app;
  const { upc, paypal } = config.payments;
  const base = config.publicUrl;
  const keys = loadOrCreateUpcSimulatorKeys(config.dataDir);
  await app.register((await import('../drivers/payments/upc-simulator')).default, {
    prefix: '/sim/upc',
    merchantId: upc.merchantId,
    terminalId: upc.terminalId,
    merchantPublicKeyPem: keys.merchantPublicKeyPem,
    gatewayPrivateKeyPem: keys.gatewayPrivateKeyPem,
    digest: upc.digest,
    notifyUrl: `${base}/api/payments/upc/notify`,
    returnUrl: `${base}/api/payments/upc/return`,
  });
  await app.register((await import('../drivers/payments/paypal-simulator')).default, {
    prefix: '/sim/paypal',
    clientId: paypal.clientId,
    clientSecret: paypal.clientSecret,
    webhookId: paypal.webhookId,
    webhookUrl: `${base}/api/payments/paypal/webhook`,
    publicBaseUrl: `${base}/sim/paypal`,
    signingKeys: createPaypalSimulatorKeys(),
  });
}
