// The fiscal driver's contract (ADR 075): an ESIR's requests to the Tax Administration's processor (V-PFR) or its
// simulator, in the JSON of POST /api/v3/invoices.

export type FiscalPaymentType =
  | 'Other'
  | 'Cash'
  | 'Card'
  | 'Check'
  | 'WireTransfer'
  | 'Voucher'
  | 'MobileMoney';

export interface FiscalItem {
  name: string;
  quantity: number;
  /** Para (1/100 RSD), VAT included. */
  unitPricePara: number;
  totalPara: number;
  label: string;
}

export interface FiscalReceiptInput {
  /** Sent as the RequestId header: a repeated request gets the receipt already signed for it. */
  requestId: string;
  /** The ESIR's own number of the receipt (the order number). */
  esirNumber: string;
  cashier: string;
  issuedAt: Date;
  items: FiscalItem[];
  payments: { type: FiscalPaymentType; amountPara: number }[];
}

export interface FiscalRefundInput extends FiscalReceiptInput {
  /** The sale receipt's number and time at the processor. */
  referent: { number: string; sdcDateTime: string };
}

/** What the processor answered: the receipt as the buyer must get it. */
export interface SignedReceipt {
  invoiceNumber: string;
  sdcDateTime: string;
  invoiceCounter: string;
  verificationUrl: string;
  /** Base64 GIF of the verification URL's QR code. */
  verificationQRCode: string;
  totalPara: number;
  taxItems: { label: string; rate: number; amount: number; categoryName: string }[];
  journal: string;
  /** The whole answer, kept with the receipt. */
  raw: Record<string, unknown>;
}

/** The processor's current tax labels (GET /api/v3/tax-rates). */
export interface FiscalStatus {
  labels: { label: string; rate: number }[];
}

export interface FiscalDriver {
  readonly name: 'simulator' | 'vpfr';
  issue(input: FiscalReceiptInput): Promise<SignedReceipt>;
  refund(input: FiscalRefundInput): Promise<SignedReceipt>;
  status(): Promise<FiscalStatus>;
}

/**
 * The processor refused or could not be reached. `permanent`: the request itself is wrong (a 4xx with modelState),
 * so the same request will be refused again; otherwise a retry may succeed.
 */
export class FiscalError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'FiscalError';
  }
}
