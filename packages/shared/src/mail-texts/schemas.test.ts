// The rules an administrator's e-mail text keeps (ADR 085), shared by the server and the editor.
import { describe, expect, it } from 'vitest';
import { mailTextIssue, maxLengthFor, placeholdersOf } from './schemas';

const SUBJECT = 'accessExpiryReminder.subject';
const DEFAULT = 'Pristup kursu „{{course}}“ ističe {{date}}';

describe('e-mail text rules', () => {
  it('reads the placeholders the e-mails fill in: two braces, a word, no spaces', () => {
    expect(placeholdersOf('{{course}} i {{date}}, opet {{course}}')).toEqual(['course', 'date']);
    expect(placeholdersOf('{{ course }} {course} {{course-name}}')).toEqual([]);
  });

  it('limits subjects, inbox previews and the other texts', () => {
    expect(maxLengthFor(SUBJECT)).toBe(150);
    expect(maxLengthFor('accessExpiryReminder.expiredSubject')).toBe(150);
    expect(maxLengthFor('cartReminder.preview')).toBe(250);
    expect(maxLengthFor('cartReminder.intro')).toBe(1000);
  });

  it('accepts a text with the same placeholders in any order', () => {
    expect(mailTextIssue(SUBJECT, '{{date}} ističe „{{course}}“', DEFAULT)).toBeNull();
    expect(mailTextIssue('welcome.button', '<b>Uđite</b> & počnite', 'Prijavite se')).toBeNull();
  });

  it.each([
    ['', { code: 'mailTexts.empty' }],
    ['  ', { code: 'mailTexts.empty' }],
    [`{{course}} {{date}}${'x'.repeat(140)}`, { code: 'mailTexts.tooLong', params: { max: 150 } }],
    ['{{course}}\n{{date}}', { code: 'mailTexts.lineBreak' }],
    ['{{course}}\t{{date}}', { code: 'mailTexts.lineBreak' }],
    ['{{course}} {{date}} https://x.rs', { code: 'mailTexts.link' }],
    ['{{course}} {{date}} WWW.x.rs', { code: 'mailTexts.link' }],
    ['{{course}} {{date}} mailto:a@b.rs', { code: 'mailTexts.link' }],
    ['Ističe {{date}}', { code: 'mailTexts.placeholderMissing', params: { placeholder: '{{course}}' } }],
    [
      '{{course}} {{date}} {{price}}',
      { code: 'mailTexts.placeholderUnknown', params: { placeholder: '{{price}}' } },
    ],
    ['{{course}} {{ date }}', { code: 'mailTexts.placeholderMissing', params: { placeholder: '{{date}}' } }],
    ['{{course}} {{date}} {', { code: 'mailTexts.placeholderBroken' }],
  ])('refuses %j', (text, issue) => {
    expect(mailTextIssue(SUBJECT, text, DEFAULT)).toEqual(issue);
  });
});
