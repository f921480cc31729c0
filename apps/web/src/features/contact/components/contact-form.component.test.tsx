// The contact form in a DOM: required fields with their messages in both languages, the server's field
// refusals, a gateway failure, and the success state with the address the answer goes to.
import { contactRequestSchema, contactResponseSchema } from '@atelje/shared/contact/schemas';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, test } from 'vitest';
import { errorOf } from '../../../test-support/queries';
import { renderApp } from '../../../test-support/render';
import { api, readBody, refuseFields, reply, server, serverText } from '../../../test-support/server';
import { LANGUAGES, text } from '../../../test-support/texts';
import { ContactForm } from './contact-form';

describe.each(LANGUAGES)('contact form (%s)', (language) => {
  const field = (id: 'name' | 'email' | 'message') => screen.getByTestId(`contact-${id}`);

  async function fill(user: Awaited<ReturnType<typeof renderApp>>['user']) {
    await user.type(field('name'), 'Jovan Petrović');
    await user.type(field('email'), 'jovan@example.com');
    await user.type(field('message'), 'Da li kurs ima sertifikat?');
  }

  test('an empty form names each required field and sends nothing', async () => {
    const { user } = await renderApp(<ContactForm />, { language });

    await user.click(screen.getByTestId('contact-submit'));

    await waitFor(() => expect(errorOf(field('name'))).toBe(text(language, 'errors:name.required')));
    expect(errorOf(field('email'))).toBe(text(language, 'errors:email.required'));
    expect(errorOf(field('message'))).toBe(text(language, 'errors:message.required'));
  });

  test('a sent message thanks the visitor and names the address the answer goes to', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(api('/contact'), async ({ request }) => {
        sent.push(await readBody(request, contactRequestSchema));
        return reply(contactResponseSchema, { message: serverText(request, 'contact.sent') });
      }),
    );
    const { user } = await renderApp(<ContactForm />, { language });
    await fill(user);

    await user.click(screen.getByTestId('contact-submit'));

    const success = await screen.findByTestId('contact-success');
    expect(success.textContent).toContain(text(language, 'pages:contact.successTitle'));
    expect(success.textContent).toContain(
      text(language, 'pages:contact.success', { email: 'jovan@example.com' }),
    );
    expect(sent).toEqual([
      { name: 'Jovan Petrović', email: 'jovan@example.com', message: 'Da li kurs ima sertifikat?' },
    ]);

    await user.click(screen.getByRole('button', { name: text(language, 'pages:contact.sendAnother') }));
    expect((field('name') as HTMLInputElement).value).toBe('');
  });

  test("the server's field refusal is shown under that field", async () => {
    server.use(
      http.post(api('/contact'), async ({ request }) => {
        await readBody(request, contactRequestSchema);
        return refuseFields(request, { message: ['message.max'] });
      }),
    );
    const { user } = await renderApp(<ContactForm />, { language });
    await fill(user);

    await user.click(screen.getByTestId('contact-submit'));

    await waitFor(() => expect(errorOf(field('message'))).toBe(text(language, 'errors:message.max')));
    expect(screen.queryByTestId('contact-error')).toBeNull();
  });

  test('a gateway failure without a message says the server failed, and keeps what was written', async () => {
    server.use(http.post(api('/contact'), () => new HttpResponse(null, { status: 502 })));
    const { user } = await renderApp(<ContactForm />, { language });
    await fill(user);

    await user.click(screen.getByTestId('contact-submit'));

    expect((await screen.findByTestId('contact-error')).textContent).toBe(
      text(language, 'pages:contact.errorServer'),
    );
    expect((field('message') as HTMLTextAreaElement).value).toBe('Da li kurs ima sertifikat?');
  });
});
