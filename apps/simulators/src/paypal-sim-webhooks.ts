// The PayPal simulator's webhooks: events signed as PayPal signs them (with the simulator's certificate), posted
// after the call that caused them and retried on the configured schedule until the receiver answers 2xx.
import { type KeyObject, randomUUID, sign } from 'node:crypto';
import { webhookSignedMessage } from '@atelje/server/drivers/payments/paypal';
import type { FastifyInstance } from 'fastify';
import { paypalId, remember, type SimEvent, timestamp } from './paypal-sim-model';

export interface WebhookOutboxOptions {
  webhookId: string;
  webhookUrl: () => string;
  certUrl: () => string;
  privateKey: KeyObject;
  retryDelays: number[];
  link: (path: string, rel: string, method?: string) => { href: string; rel: string; method: string };
}

/** The outbox of one simulator; it stops retrying when app closes. */
export function webhookOutbox(app: FastifyInstance, options: WebhookOutboxOptions) {
  const { webhookUrl, certUrl, privateKey, retryDelays, link } = options;
  const events = new Map<string, SimEvent>();
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;

  async function deliver(event: SimEvent): Promise<number | null> {
    event.attempts++;
    try {
      const response = await fetch(webhookUrl(), {
        method: 'POST',
        headers: event.headers,
        body: event.body,
        signal: AbortSignal.timeout(5000),
      });
      await response.arrayBuffer();
      event.lastStatus = response.status;
      if (response.ok) event.delivered = true;
      return response.status;
    } catch (error) {
      app.log.warn({ err: error, eventId: event.id }, 'PayPal simulator: webhook delivery failed');
      return null;
    }
  }

  function schedule(event: SimEvent, delayMs: number) {
    if (closed) return;
    const timer = setTimeout(async () => {
      timers.delete(timer);
      await deliver(event);
      const next = retryDelays[event.attempts - 1];
      if (!event.delivered && next !== undefined) schedule(event, next);
    }, delayMs);
    timers.add(timer);
  }

  function emit(eventType: string, resourceType: string, summary: string, resource: unknown) {
    const id = `WH-${paypalId(19)}-${paypalId(17)}`;
    const body = JSON.stringify({
      id,
      event_version: '1.0',
      create_time: new Date().toISOString(),
      resource_type: resourceType,
      resource_version: '2.0',
      event_type: eventType,
      summary,
      resource,
      links: [
        link(`/v1/notifications/webhooks-events/${id}`, 'self'),
        link(`/v1/notifications/webhooks-events/${id}/resend`, 'resend', 'POST'),
      ],
    });
    const transmissionId = randomUUID();
    const transmissionTime = timestamp();
    const signature = sign(
      'sha256',
      Buffer.from(webhookSignedMessage(transmissionId, transmissionTime, options.webhookId, body), 'utf8'),
      privateKey,
    ).toString('base64');
    const event: SimEvent = {
      id,
      eventType,
      body,
      headers: {
        'content-type': 'application/json',
        'user-agent': 'PayPal/AUHD-214.0-58794839',
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-time': transmissionTime,
        'paypal-transmission-sig': signature,
        'paypal-cert-url': certUrl(),
        'paypal-auth-algo': 'SHA256withRSA',
      },
      attempts: 0,
      delivered: false,
      lastStatus: null,
    };
    remember(events, id, event);
    // After the current response: PayPal's webhooks arrive independently of the API call that caused them.
    schedule(event, 0);
  }

  app.addHook('onClose', async () => {
    closed = true;
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  });

  return { events, deliver, emit };
}
