// What the payment core (modules/payments) asks of a payment provider's driver. Drivers speak the provider's
// protocol only: they never touch the database. The core owns orders, attempts, grants and idempotency.

/** One payment attempt as a driver sees it. Each try is a new attempt with its own id (integrations.md). */
export interface AttemptInfo {
  /** Our public payment id (uuid), shown in /checkout/success?payment_id=. */
  paymentId: string;
  /** The provider-facing order id of this attempt (UPC OrderID: ≤ 20 bytes, new per attempt). */
  providerOrderId: string;
  /** Random per-attempt secret; UPC echoes it in SD and signs it. */
  nonce: string;
  /** Amount in para (1 500,00 RSD = 150000). */
  amountPara: number;
  /** Order number shown to the buyer, e.g. "2026-000123". */
  orderNumber: string;
  /** Short purchase description ("Atelje narudžbina 2026-000123"). */
  description: string;
  locale: 'sr' | 'en';
  createdAt: Date;
}

// ---------------------------------------------------------------------------------------------- card (UPC)

/** UPC TranCode outcomes mapped to our payment status (integrations.md "Card"). */
export type CardOutcome = 'approved' | 'pending' | 'failed';

export interface CardNotify {
  merchantId: string;
  terminalId: string;
  purchaseTime: string;
  providerOrderId: string;
  xid: string;
  currency: string;
  totalAmountPara: number;
  sd: string;
  tranCode: string;
  approvalCode: string;
  rrn: string;
  proxyPan: string;
  /** From tranCode: 000 and 410 approved, 601 pending, anything else failed. */
  outcome: CardOutcome;
  /** Every field as posted, for the record. */
  raw: Record<string, string>;
}

export type CardNotifyParse =
  | { ok: true; notify: CardNotify }
  | { ok: false; reason: 'signature' | 'malformed' | 'merchant'; raw: Record<string, string> };

export interface CardReply {
  /** The posted fields echoed in the reply (MerchantID, TerminalID, OrderID, Currency, TotalAmount, XID, PurchaseTime). */
  raw: Record<string, string>;
  action: 'approve' | 'reverse';
  reason: string;
  forwardUrl: string;
}

export interface CardGateway {
  readonly name: 'upc';
  /** The hosted page's URL and the signed hidden form the browser posts to it. */
  buildRedirect(attempt: AttemptInfo): { redirect_url: string; form_data: Record<string, string> };
  /** Parses a form-encoded notify body and verifies its signature with the gateway's certificate. */
  parseNotify(body: Record<string, string>): CardNotifyParse;
  /** The text/plain body the merchant answers a notify with. */
  formatReply(reply: CardReply): string;
  /** Refund of a completed payment, where the gateway offers one; undefined when it must be done by hand. */
  refund?(input: {
    providerOrderId: string;
    amountPara: number;
    raw: Record<string, unknown>;
  }): Promise<void>;
}

// ----------------------------------------------------------------------------------------------- PayPal

export interface PaypalCreateResult {
  /** PayPal's order id; the buyer comes back with ?token=<this>. */
  providerOrderId: string;
  /** The link with rel payer-action (or approve). */
  redirectUrl: string;
}

export interface PaypalCaptureResult {
  /** COMPLETED only when purchase_units[0].payments.captures[0].status is COMPLETED. */
  status: 'COMPLETED' | 'PENDING' | 'DECLINED' | 'FAILED';
  captureId: string | null;
  /** EUR amount captured, cents. */
  amountCents: number | null;
  raw: unknown;
}

export interface PaypalWebhookEvent {
  id: string;
  eventType: string;
  /** PayPal order id (for CHECKOUT.ORDER.APPROVED, or supplementary_data.related_ids.order_id of a capture). */
  providerOrderId: string | null;
  captureId: string | null;
  raw: unknown;
}

export interface PaypalGateway {
  readonly name: 'paypal';
  /** Creates the order in EUR (amountCents) with PayPal-Request-Id = attempt.paymentId. */
  createOrder(input: {
    attempt: AttemptInfo;
    amountCents: number;
    returnUrl: string;
    cancelUrl: string;
  }): Promise<PaypalCreateResult>;
  capture(providerOrderId: string, requestId: string): Promise<PaypalCaptureResult>;
  /** Verifies a webhook (headers + raw body); null when the signature does not verify. */
  verifyWebhook(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
  ): Promise<PaypalWebhookEvent | null>;
  refund?(input: { captureId: string; amountCents: number; requestId: string }): Promise<void>;
}

// --------------------------------------------------------------------------------------------- invoicing

export interface InvoiceLine {
  title: string;
  quantity: number;
  /** VAT-included unit price in para. */
  unitPricePara: number;
}

/** The seller as an invoice prints it. */
export interface SellerDetails {
  name: string;
  address: string;
  city: string;
  /** Poreski identifikacioni broj (9 digits). */
  pib: string;
  /** Matični broj (8 digits). */
  mb: string;
  account: string;
  email: string;
}

export interface InvoiceInput {
  /** Allocated by the core, numbered per year ("2026-00042"); the local driver prints it, Minimax may replace it. */
  number: string;
  orderId: number;
  orderNumber: string;
  /** Our payment id: Minimax DocumentReference, for idempotency. */
  paymentId: string;
  paidAt: Date;
  paymentMethod: 'upc' | 'paypal' | 'uplatnica';
  /**
   * 'Cyrl': the buyer reads Serbian in Cyrillic (order locale sr-Cyrl, ADR 086); the local driver prints the invoice
   * in Cyrillic. Minimax prints its own.
   */
  script?: 'Cyrl';
  buyer: {
    name: string;
    email: string;
    address?: string;
    postalCode?: string;
    city?: string;
    country?: string;
  };
  lines: InvoiceLine[];
  discountPara: number;
  totalPara: number;
  /** Of totalPara, what a gift card paid (ADR 044): printed as a payment, it does not lower the taxed total. */
  giftCardPara?: number;
  /**
   * The seller's details in force when the invoice is issued (site settings, ADR 035); the local driver prints
   * them instead of the ones it was built with. Minimax prints its organisation's own.
   */
  seller?: SellerDetails;
}

export interface IssuedInvoice {
  /** Invoice number shown to the buyer, e.g. "2026-00042". */
  number: string;
  pdf: Buffer;
  /** The provider's id (Minimax invoice id), when external. */
  externalId?: string;
}

export interface InvoiceDriver {
  readonly name: 'local' | 'minimax';
  issue(input: InvoiceInput): Promise<IssuedInvoice>;
}
