// Example props of every template (ADR 085): accepted by its schema, readable, and linking only to the site.
import { describe, expect, it } from 'vitest';
import { emailPropsSchemas } from './props';
import { sampleProps } from './sample-props';
import { EMAIL_TEMPLATES } from './text-keys';

const ctx = (locale: 'sr' | 'en') => ({
  locale,
  siteUrl: 'https://akademija.example',
  name: 'Vesna Tekstić',
  email: 'vesna@akademija.example',
  now: new Date('2026-11-28T12:00:00Z'),
});

describe('example props', () => {
  it.each(EMAIL_TEMPLATES)('%s: the schema accepts them and every link is the site’s own', (template) => {
    for (const locale of ['sr', 'en'] as const) {
      const props = sampleProps(template, ctx(locale));
      expect(emailPropsSchemas[template].safeParse(props).success).toBe(true);
      const links = JSON.stringify(props).match(/https?:\/\/[^"]+/g) ?? [];
      expect(links.every((link) => link.startsWith('https://akademija.example/'))).toBe(true);
    }
  });

  it('reads like the real thing: names, titles, the gift recipient and the slip payer', () => {
    const order = sampleProps('order-confirmation', ctx('en'));
    expect(order.name).toBe('Vesna Tekstić');
    expect(order.lines[0]).toMatchObject({
      title: 'Interior design basics',
      giftFor: 'vesna@akademija.example',
    });
    const slip = sampleProps('bank-slip', ctx('sr'));
    expect(slip.slip).toMatchObject({ payer: 'Vesna Tekstić', payment_code: '221', model: '97' });
    const reminder = sampleProps('access-expiry-reminder', ctx('sr'));
    expect(reminder).toMatchObject({ courseTitle: 'Osnove dizajna enterijera', expired: false });
    expect(reminder.freeExtension?.url).toBe('https://akademija.example/my-profile');
  });
});
