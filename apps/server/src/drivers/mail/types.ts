// The e-mail driver interface: an outbox table in the embedded setup, SMTP in production.

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Which template produced the message, e.g. 'password-reset'; kept for the outbox and as a header. */
  template: string;
}

export interface MailDriver {
  send(message: MailMessage): Promise<void>;
}
