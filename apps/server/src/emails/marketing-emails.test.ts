import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createSmtpMailDriver } from '../drivers/mail/smtp';
import { smtpCollector } from '../test/smtp-collector';
import { renderEmail } from './render';

const confirmUrl = 'https://atelje.rs/newsletter/confirm?token=Zm9vYmFyYmF6cXV4';
const contact = {
  source: 'contact' as const,
  name: 'Jovana Kostić',
  email: 'jovana@primer.rs',
  message: 'Prvi red\n<b>drugi</b> red',
  receivedAt: '2026-03-14T09:05:00.000Z',
};

describe('newsletter-confirm e-mail', () => {
  it.each([
    ['sr', 'Potvrdite prijavu na newsletter Ateljea', 'Potvrđujem prijavu'],
    ['en', 'Confirm your Atelje newsletter subscription', 'Confirm subscription'],
  ] as const)('renders in %s with the confirmation link', async (locale, subject, button) => {
    const email = await renderEmail('newsletter-confirm', locale, { confirmUrl });

    expect(email.subject).toBe(subject);
    expect(email.html).toContain(`href="${confirmUrl}"`);
    expect(email.text).toContain(`${button} ${confirmUrl}`);
  });
});

describe('contact-received e-mail', () => {
  it('shows the sender, Belgrade time and the message with its line breaks, escaped', async () => {
    const email = await renderEmail('contact-received', 'sr', contact);

    expect(email.subject).toBe('Nova poruka sa kontakt forme: Jovana Kostić');
    expect(email.text).toContain('jovana@primer.rs');
    expect(email.text).toContain('10:05');
    expect(email.text).toContain('nije prijavljen/a');
    expect(email.html).toContain('&lt;b&gt;drugi&lt;/b&gt;');
    expect(email.html).not.toContain('<b>drugi');
    expect(email.html).toContain('white-space:pre-wrap');
  });

  it('names the account of a support message', async () => {
    const email = await renderEmail('contact-received', 'sr', { ...contact, source: 'support', userId: 42 });

    expect(email.subject).toBe('Poruka podršci od korisnika: Jovana Kostić');
    expect(email.text).toContain('#42');
  });

  it('is delivered over SMTP with Reply-To set to the sender', async () => {
    const raws: string[] = [];
    const server = smtpCollector((raw) => raws.push(raw));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.server.address() as AddressInfo;
      const driver = createSmtpMailDriver({
        from: 'Atelje <no-reply@atelje.rs>',
        smtp: { host: '127.0.0.1', port, secure: false },
      });
      const email = await renderEmail('contact-received', 'sr', contact);
      await driver.send({
        to: 'podrska@atelje.rs',
        template: 'contact-received',
        replyTo: contact.email,
        ...email,
      });

      expect(raws).toHaveLength(1);
      expect(raws[0]).toMatch(/^Reply-To: jovana@primer\.rs\r?$/m);
      expect(raws[0]).toMatch(/^To: podrska@atelje\.rs\r?$/m);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
