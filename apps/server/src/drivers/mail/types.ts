// The e-mail driver interface: an outbox table in the embedded setup, SMTP in production.

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Which template produced the message, e.g. 'password-reset'; kept for the outbox and as a header. */
  template: string;
  /** Reply-To header; the outbox does not keep it (the message body names the sender). */
  replyTo?: string;
}

export interface MailDriver {
  send(message: MailMessage): Promise<void>;
}
