// Builds the payment drivers from the configuration. Unconfigured gateways point at the built-in simulators
// (outside production), with the simulators' own keys, so the production code path runs unchanged.
import type { Config } from '../../config';
import { createPaypalGateway } from '../../drivers/payments/paypal';
import { loadOrCreateUpcSimulatorKeys } from '../../drivers/payments/sim-keys';
import type { CardGateway, PaypalGateway } from '../../drivers/payments/types';
import { createUpcGateway } from '../../drivers/payments/upc';

export interface Gateways {
  /** Null when the method is not configured (and the simulators are off). */
  upc: CardGateway | null;
  paypal: PaypalGateway | null;
}

export function createGateways(config: Config): Gateways {
  const { upc, paypal, simulators } = config.payments;
  const simKeys =
    simulators && (!upc.merchantKeyPem || !upc.gatewayCertPem)
      ? loadOrCreateUpcSimulatorKeys(config.dataDir)
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
