// Builds the payment drivers from the configuration. Unconfigured gateways point at the built-in simulators
// (when PAYMENT_SIMULATORS is on), with the simulators' own keys, so the production code path runs unchanged.
import type { Config } from '../../config';
import { createPaypalGateway } from '../../drivers/payments/paypal';
import type { CardGateway, PaypalGateway } from '../../drivers/payments/types';
import { createUpcGateway } from '../../drivers/payments/upc';
import { loadSimulator } from '../../plugins/load-simulator';

export interface Gateways {
  /** Null when the method is not configured (and the simulators are off). */
  upc: CardGateway | null;
  paypal: PaypalGateway | null;
}

export async function createGateways(config: Config): Promise<Gateways> {
  const { upc, paypal, simulators } = config.payments;
  // The simulators' workspace is imported only when they stand in for an unconfigured gateway (ADR 050).
  const simKeys =
    simulators && (!upc.merchantKeyPem || !upc.gatewayCertPem)
      ? (await loadSimulator(() => import('@atelje/simulators/upc-keys'))).loadOrCreateUpcSimulatorKeys(
          config.dataDir,
        )
      : null;
  const merchantPrivateKeyPem = upc.merchantKeyPem ?? simKeys?.merchantPrivateKeyPem;
  const gatewayPublicKeyPem = upc.gatewayCertPem ?? simKeys?.gatewayPublicKeyPem;
  return {
    upc:
      merchantPrivateKeyPem && gatewayPublicKeyPem
        ? createUpcGateway({
            gatewayUrl: upc.gatewayUrl,
            merchantId: upc.merchantId,
            terminalId: upc.terminalId,
            merchantPrivateKeyPem,
            gatewayPublicKeyPem,
            digest: upc.digest,
          })
        : null,
    paypal:
      paypal.configured || simulators
        ? createPaypalGateway({
            baseUrl: paypal.baseUrl,
            clientId: paypal.clientId,
            clientSecret: paypal.clientSecret,
            webhookId: paypal.webhookId,
            verifyMode: paypal.verifyMode,
            brandName: 'Atelje',
          })
        : null,
  };
}
