// The e-mail texts editor's state (ADR 085): the draft from the loaded texts, what is sent, dirty and field issues.
import type { MailTextField } from '@atelje/shared/mail-texts/schemas';
import { describe, expect, it } from 'vitest';
import { draftOf, fieldName, isDirty, issuesOf, overridesOf } from './mail-text-editor';

const fields: MailTextField[] = [
  {
    key: 'cartReminder.subject',
    default: 'Vaša korpa vas čeka',
    override: 'Korpa je tu',
    placeholders: [],
    max_length: 150,
  },
  {
    key: 'cartReminder.preview',
    default: 'U korpi su vas sačekale stavke: {{count}}.',
    override: null,
    placeholders: ['{{count}}'],
    max_length: 250,
  },
];

describe('mail text editor state', () => {
  it('starts from the overrides, else the defaults, and is not dirty', () => {
    const draft = draftOf(fields);
    expect(draft).toEqual({
      'cartReminder.subject': 'Korpa je tu',
      'cartReminder.preview': 'U korpi su vas sačekale stavke: {{count}}.',
    });
    expect(isDirty(fields, draft)).toBe(false);
    expect(overridesOf(fields, draft)).toEqual({ 'cartReminder.subject': 'Korpa je tu' });
  });

  it('sends only texts that differ from their defaults; a field back at its default is no override', () => {
    const draft = {
      ...draftOf(fields),
      'cartReminder.subject': 'Vaša korpa vas čeka',
      'cartReminder.preview': '{{count}} stavke',
    };
    expect(isDirty(fields, draft)).toBe(true);
    expect(overridesOf(fields, draft)).toEqual({ 'cartReminder.preview': '{{count}} stavke' });
    expect(issuesOf(fields, draft)).toEqual({});
  });

  it('names the problem of each field, and none of a field at its default', () => {
    const draft = { ...draftOf(fields), 'cartReminder.preview': 'Stavke čekaju', 'cartReminder.subject': '' };
    expect(issuesOf(fields, draft)).toEqual({
      'cartReminder.preview': { code: 'mailTexts.placeholderMissing', params: { placeholder: '{{count}}' } },
      'cartReminder.subject': { code: 'mailTexts.empty' },
    });
  });

  it('labels a key by what follows the template name', () => {
    expect(fieldName('accessExpiryReminder.expiredSubject')).toBe('expiredSubject');
    expect(fieldName('accountChange.email.intro')).toBe('email.intro');
  });
});
