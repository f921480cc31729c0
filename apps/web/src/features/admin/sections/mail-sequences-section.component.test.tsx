// The dashboard's "Mail sequences" in a DOM (ADR 077, ADR 084): the mini-course nurture and the course-finished
// e-mail beside the reminders, each with on/off and days, saved in one body with the reminders' settings, a refused
// value's message from the server shown, and each test e-mail asked for by its sequence; in both languages.
import {
  adminMailSequencesResponseSchema,
  DEFAULT_MAIL_SEQUENCE_SETTINGS,
  type MailSequenceSettings,
  mailSequenceSettingsSchema,
  mailSequenceTestRequestSchema,
  mailSequenceTestResponseSchema,
} from '@atelje/shared/mail-sequences/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, test } from 'vitest';
import { renderApp } from '../../../test-support/render';
import { api, readBody, refuseFields, reply, server, serverText } from '../../../test-support/server';
import { LANGUAGES, text } from '../../../test-support/texts';
import { MailSequencesSection } from './mail-sequences-section';

const stats = (
  ['access-expiry', 'abandoned-cart', 'pending-slip', 'mini-course-nurture', 'course-finished'] as const
).map((sequence, index) => ({
  sequence,
  sent: 10 + index,
  clicked: sequence === 'abandoned-cart' || sequence === 'pending-slip' ? null : index,
  converted: 1,
  cancelled: sequence === 'pending-slip' ? 2 : null,
  unsubscribed: 0,
}));

function sequencesApi(): { saved: MailSequenceSettings[]; tested: string[] } {
  const saved: MailSequenceSettings[] = [];
  const tested: string[] = [];
  let current: MailSequenceSettings = DEFAULT_MAIL_SEQUENCE_SETTINGS;
  server.use(
    http.get(api('/admin/mail-sequences'), () =>
      reply(adminMailSequencesResponseSchema, { settings: current, stats }),
    ),
    http.put(api('/admin/mail-sequences'), async ({ request }) => {
      const raw = (await request.clone().json()) as MailSequenceSettings;
      if (!(raw.course_finished.days_after <= 14)) {
        return refuseFields(request, { 'course_finished.days_after': ['mailSequences.finishedDays'] });
      }
      const body = await readBody(request, mailSequenceSettingsSchema);
      saved.push(body);
      current = body;
      return reply(adminMailSequencesResponseSchema, { settings: current, stats });
    }),
    http.post(api('/admin/mail-sequences/test'), async ({ request }) => {
      const body = await readBody(request, mailSequenceTestRequestSchema);
      tested.push(body.sequence);
      return reply(mailSequenceTestResponseSchema, {
        message: serverText(request, 'mailSequences.testSent', { email: 'admin@atelje.rs' }),
      });
    }),
  );
  return { saved, tested };
}

describe.each(LANGUAGES)('mail sequences section (%s)', (language) => {
  const t = (key: string, options: Record<string, unknown> = {}) =>
    text(language, `admin:sequences.${key}`, options);

  test('shows the nurture and the course-finished e-mail with their days and counts', async () => {
    sequencesApi();
    await renderApp(<MailSequencesSection />, { language });
    const nurture = await screen.findByRole('group', { name: t('names.mini-course-nurture') });
    expect((within(nurture).getByLabelText(t('nurtureDays')) as HTMLInputElement).value).toBe('1, 3, 7');
    expect((within(nurture).getByLabelText(t('enabled')) as HTMLInputElement).checked).toBe(true);
    const finished = screen.getByRole('group', { name: t('names.course-finished') });
    expect((within(finished).getByLabelText(t('finishedDays')) as HTMLInputElement).value).toBe('1');
    const table = screen.getByTestId('sequence-stats');
    expect(within(table).getByText(t('names.course-finished'))).toBeTruthy();
    expect(within(table).getByText('14')).toBeTruthy();
  });

  test('saves them with the reminders in one body, and shows the server message of a refused value', async () => {
    const { saved } = sequencesApi();
    const { user } = await renderApp(<MailSequencesSection />, { language });
    const nurture = await screen.findByRole('group', { name: t('names.mini-course-nurture') });
    const finished = screen.getByRole('group', { name: t('names.course-finished') });
    await user.click(within(nurture).getByLabelText(t('enabled')));
    const days = within(nurture).getByLabelText(t('nurtureDays'));
    await user.clear(days);
    await user.type(days, '2, 5');
    const after = within(finished).getByLabelText(t('finishedDays'));
    await user.clear(after);
    await user.type(after, '15');
    await user.click(screen.getByRole('button', { name: t('save') }));
    expect(await screen.findAllByText(text(language, 'errors:mailSequences.finishedDays'))).not.toHaveLength(
      0,
    );
    expect(saved).toHaveLength(0);

    await user.clear(after);
    await user.type(after, '0');
    await user.click(screen.getByRole('button', { name: t('save') }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      ...DEFAULT_MAIL_SEQUENCE_SETTINGS,
      access_expiry: { enabled: true, days_before: [30, 7, 1] },
      mini_course_nurture: { enabled: false, days_after: [2, 5] },
      course_finished: { enabled: true, days_after: 0 },
    });
  });

  test("asks for each new sequence's test e-mail by its name", async () => {
    const { tested } = sequencesApi();
    const { user } = await renderApp(<MailSequencesSection />, { language });
    for (const sequence of ['mini-course-nurture', 'course-finished']) {
      const group = await screen.findByRole('group', { name: t(`names.${sequence}`) });
      await user.click(within(group).getByRole('button', { name: t('test') }));
    }
    await waitFor(() => expect(tested).toEqual(['mini-course-nurture', 'course-finished']));
  });
});
