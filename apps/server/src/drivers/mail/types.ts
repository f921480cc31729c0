// The e-mail driver interface: an outbox table in the embedded setup, SMTP in production.

/** A file sent with a message, read from the media store when the message goes out. */
export interface MailAttachment {
  /** Name the recipient sees, e.g. "uplatnica-2026-000123.pdf". */
  filename: string;
  contentType: string;
  /** Key in the media store (drivers/storage), e.g. "slips/2026-000123.pdf". */
  storageKey: string;
  /** Shown inside the HTML (`<img src="cid:...">`) rather than as a file: the fiscal receipt's QR code. */
  cid?: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Which template produced the message, e.g. 'password-reset'; kept for the outbox and as a header. */
  template: string;
  /** Reply-To header: the seller's support address unless the e-mail names another (ADR 074). */
  replyTo?: string;
  /** Message-ID, `<…@domain>`: the same for every attempt at one e-mail, so a retried send is one message. */
  messageId?: string;
  /** Further headers: List-Unsubscribe and List-Unsubscribe-Post on marketing e-mail (ADR 074). */
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
}

export interface MailDriver {
  send(message: MailMessage): Promise<void>;
}
