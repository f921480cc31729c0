// The e-mail texts editor in a DOM (ADR 085): each field with its default beside it, the placeholder rules checked
// as the administrator types (the message names the placeholder, nothing is sent), a field reset, the live preview
// in a sandboxed frame, a save that sends only the texts that differ from their defaults on the loaded version, and
// a stale save's 409 with a reload; in both languages.
import {
  type MailTextDetail,
  mailTextDetailSchema,
  mailTextListSchema,
  mailTextPreviewRequestSchema,
  mailTextPreviewSchema,
  mailTextSaveRequestSchema,
} from '@atelje/shared/mail-texts/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, test } from 'vitest';
import { renderApp } from '../../../test-support/render';
import { api, readBody, refuse, reply, server, serverText } from '../../../test-support/server';
import { LANGUAGES, text } from '../../../test-support/texts';
import { MailTextsSection } from './mail-texts-section';

const SUBJECT = 'accessExpiryReminder.subject';
const HEADING = 'accessExpiryReminder.heading';

function detail(lang: 'sr' | 'en', version = 0, overrides: Record<string, string> = {}): MailTextDetail {
  const defaults: Record<string, string> =
    lang === 'sr'
      ? {
          [SUBJECT]: 'Pristup kursu „{{course}}“ ističe {{date}}',
          [HEADING]: 'Vaš pristup kursu uskoro ističe',
        }
      : {
          [SUBJECT]: 'Your access to “{{course}}” ends on {{date}}',
          [HEADING]: 'Your course access ends soon',
        };
  return {
    template: 'access-expiry-reminder',
    lang,
    group: 'sequence',
    version,
    updated_at: version ? '2026-11-28T10:00:00.000Z' : null,
    updated_by: version ? 'admin@atelje.rs' : null,
    fields: Object.entries(defaults).map(([key, value]) => ({
      key,
      default: value,
      override: overrides[key] ?? null,
      placeholders: key === SUBJECT ? ['{{course}}', '{{date}}'] : [],
      max_length: key === SUBJECT ? 150 : 1000,
    })),
  };
}

/** The API of one template; `stale` answers every save 409. Returns the saves and previews it was sent. */
function textsApi(options: { stale?: boolean } = {}) {
  const saves: { lang: string; body: unknown }[] = [];
  const previews: Record<string, string>[] = [];
  server.use(
    http.get(api('/admin/mail-texts'), () =>
      reply(mailTextListSchema, {
        templates: [
          {
            template: 'access-expiry-reminder',
            group: 'sequence',
            category: 'reminders',
            fields: 2,
            overridden: { sr: 0, en: 0 },
          },
          {
            template: 'welcome',
            group: 'transactional',
            category: 'transactional',
            fields: 5,
            overridden: { sr: 0, en: 0 },
          },
        ],
      }),
    ),
    http.get(api('/admin/mail-texts/:template/:lang'), ({ params }) =>
      reply(mailTextDetailSchema, detail(params.lang as 'sr' | 'en')),
    ),
    http.post(api('/admin/mail-texts/:template/:lang/preview'), async ({ request }) => {
      const { texts } = await readBody(request, mailTextPreviewRequestSchema);
      previews.push(texts);
      const subject = (texts[SUBJECT] ?? 'Default')
        .replace('{{course}}', 'Osnove')
        .replace('{{date}}', '5. 12. 2026.');
      return reply(mailTextPreviewSchema, { subject, html: `<p>${subject}</p>`, text: subject });
    }),
    http.put(api('/admin/mail-texts/:template/:lang'), async ({ request, params }) => {
      const body = await readBody(request, mailTextSaveRequestSchema);
      saves.push({ lang: String(params.lang), body });
      if (options.stale) return refuse(409, { message: serverText(request, 'mailTexts.stale') });
      return reply(
        mailTextDetailSchema,
        detail(params.lang as 'sr' | 'en', body.base_version + 1, body.texts),
      );
    }),
  );
  return { saves, previews };
}

const panel = (lang: 'sr' | 'en') => screen.findByTestId(`mail-texts-${lang}`);

describe.each(LANGUAGES)('e-mail texts editor (%s)', (language) => {
  const t = (key: string, params: Record<string, unknown> = {}) => text(language, `admin:${key}`, params);

  test('shows each default beside its field and refuses a missing placeholder before sending', async () => {
    const { saves } = textsApi();
    const { user } = await renderApp(<MailTextsSection />, { language });
    const sr = within(await panel('sr'));
    const subject = await sr.findByLabelText(t('mailTexts.fieldNames.subject'));
    expect((subject as HTMLTextAreaElement).value).toBe('Pristup kursu „{{course}}“ ističe {{date}}');
    // The default beside the field (a textarea's value is not text content) with its placeholders.
    const row = sr.getByTestId(`mail-text-sr-${SUBJECT}`);
    expect(row.textContent).toContain(`${t('mailTexts.default')} Pristup kursu „{{course}}“ ističe {{date}}`);
    expect(row.textContent).toContain(`${t('mailTexts.placeholders')} {{course}} {{date}}`);

    await user.clear(subject);
    await user.type(subject, 'Ističe {{{{date}}');
    expect(
      await sr.findByText(t('mailTexts.issues.mailTexts.placeholderMissing', { placeholder: '{{course}}' })),
    ).toBeTruthy();
    expect(subject.getAttribute('aria-invalid')).toBe('true');
    expect(sr.getByText(t('mailTexts.previewPaused'))).toBeTruthy();
    await user.click(sr.getByTestId('mail-texts-save-sr'));
    expect(await sr.findByText(t('mailTexts.fixFields'))).toBeTruthy();
    expect(saves).toHaveLength(0);

    // Back to the default: nothing to save, the test e-mail can go.
    await user.click(sr.getByTestId(`mail-text-reset-sr-${SUBJECT}`));
    expect((subject as HTMLTextAreaElement).value).toBe('Pristup kursu „{{course}}“ ističe {{date}}');
    expect((sr.getByTestId('mail-texts-save-sr') as HTMLButtonElement).disabled).toBe(true);
    expect((sr.getByTestId('mail-texts-test-sr') as HTMLButtonElement).disabled).toBe(false);
  });

  test('previews the typed texts in a sandboxed frame and saves only what differs from the defaults', async () => {
    const { saves, previews } = textsApi();
    const { user } = await renderApp(<MailTextsSection />, { language });
    const en = within(await panel('en'));
    const subject = await en.findByLabelText(t('mailTexts.fieldNames.subject'));
    await user.clear(subject);
    await user.type(subject, 'Last days of {{{{course}} ({{{{date}})');
    await waitFor(() =>
      expect(en.getByTestId('mail-texts-preview-subject-en').textContent).toBe(
        'Last days of Osnove (5. 12. 2026.)',
      ),
    );
    expect(previews.at(-1)).toEqual({ [SUBJECT]: 'Last days of {{course}} ({{date}})' });
    const frame = en.getByTestId('mail-texts-frame-en');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe('<p>Last days of Osnove (5. 12. 2026.)</p>');
    // Unsaved: the test e-mail would send the saved texts, so it waits.
    expect((en.getByTestId('mail-texts-test-en') as HTMLButtonElement).disabled).toBe(true);

    await user.click(en.getByTestId('mail-texts-save-en'));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toEqual({
      lang: 'en',
      body: { base_version: 0, texts: { [SUBJECT]: 'Last days of {{course}} ({{date}})' } },
    });
    // The saved version is loaded into the form: reset all is offered, the test e-mail can go.
    expect(await en.findByTestId('mail-texts-reset-en')).toBeTruthy();
    expect(
      en.getByText(
        t('mailTexts.savedBy', {
          version: 1,
          who: 'admin@atelje.rs',
          when: new Date('2026-11-28T10:00:00.000Z').toLocaleString('en-GB'),
        }),
      ),
    ).toBeTruthy();
  });

  test('a save on a version someone else replaced shows the 409 and offers a reload', async () => {
    textsApi({ stale: true });
    const { user } = await renderApp(<MailTextsSection />, { language });
    const sr = within(await panel('sr'));
    const heading = await sr.findByLabelText(t('mailTexts.fieldNames.heading'));
    await user.type(heading, '!');
    await user.click(sr.getByTestId('mail-texts-save-sr'));
    expect(await sr.findByText(text(language, 'errors:mailTexts.stale'), { exact: false })).toBeTruthy();
    expect(sr.getByRole('button', { name: t('mailTexts.reload') })).toBeTruthy();
  });
});
