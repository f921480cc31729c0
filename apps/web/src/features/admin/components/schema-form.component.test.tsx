// The content editor's form in a DOM (ADR 070): a bilingual document shows each field in Serbian and English
// side by side, a list grows, shrinks and reorders in both languages at once, and field errors show under their
// inputs; an FAQ (bilingual inside each item) edits one language without touching the other.
import { siteDocumentSchema } from '@atelje/shared/content/documents';
import { contentImageResponseSchema } from '@atelje/shared/content/schemas';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { renderApp } from '../../../test-support/render';
import { api, refuse, reply, server } from '../../../test-support/server';
import { walk } from '../lib/schema-form';
import { SchemaForm } from './schema-form';

const pageSchema = z.strictObject({
  sr: z.strictObject({
    hero: z.strictObject({ title: z.string().min(1) }),
    testimonials: z.array(z.strictObject({ id: z.string(), name: z.string().min(1), text: z.string() })),
  }),
  en: z.strictObject({
    hero: z.strictObject({ title: z.string().min(1) }),
    testimonials: z.array(z.strictObject({ id: z.string(), name: z.string().min(1), text: z.string() })),
  }),
});
type Page = z.infer<typeof pageSchema>;

const START: Page = {
  sr: { hero: { title: 'Naslov' }, testimonials: [{ id: 'a', name: 'Ana', text: 'Sjajno' }] },
  en: { hero: { title: 'Title' }, testimonials: [{ id: 'a', name: 'Ana', text: 'Great' }] },
};

let last: unknown;
function Harness({ errors = {}, start = START as unknown, schema = pageSchema as z.ZodType }) {
  const [value, setValue] = useState<unknown>(start);
  last = value;
  return <SchemaForm node={walk(schema)} value={value} onChange={setValue} errors={errors} />;
}

describe('SchemaForm', () => {
  test('shows each text in Serbian and English side by side and edits one language', async () => {
    const { user } = await renderApp(<Harness />);
    const sr = await screen.findByLabelText('Naslov (SR)');
    const en = screen.getByLabelText('Naslov (EN)');
    expect((sr as HTMLInputElement).value).toBe('Naslov');
    expect((en as HTMLInputElement).value).toBe('Title');
    await user.clear(en);
    await user.type(en, 'New title');
    expect((last as Page).en.hero.title).toBe('New title');
    expect((last as Page).sr.hero.title).toBe('Naslov');
  });

  test('adds, reorders and removes a testimonial in both languages at once', async () => {
    const { user } = await renderApp(<Harness />);
    await user.click(await screen.findByRole('button', { name: 'Dodaj: Utisci polaznika' }));
    const page = () => last as Page;
    expect(page().sr.testimonials).toHaveLength(2);
    expect(page().en.testimonials).toHaveLength(2);
    expect(page().sr.testimonials[1]).toMatchObject({ name: '', text: '' });
    const items = screen.getAllByTestId('list-item');
    expect(items).toHaveLength(2);
    await user.type(within(items[1]!).getByLabelText('Ime (SR)'), 'Bojana');
    await user.click(screen.getByRole('button', { name: 'Pomeri gore: Utisci polaznika, Stavka 2' }));
    expect(page().sr.testimonials.map((item) => item.name)).toEqual(['Bojana', 'Ana']);
    expect(page().en.testimonials.map((item) => item.name)).toEqual(['', 'Ana']);
    await user.click(screen.getByRole('button', { name: 'Ukloni: Utisci polaznika, Stavka 2' }));
    expect(page().sr.testimonials.map((item) => item.name)).toEqual(['Bojana']);
    expect(page().en.testimonials.map((item) => item.name)).toEqual(['']);
  });

  test('puts field errors under their inputs and list errors on the list', async () => {
    await renderApp(
      <Harness
        errors={{
          'en.hero.title': ['Ovo polje je obavezno.'],
          'sr.testimonials': ['Potrebna je bar jedna stavka.'],
        }}
      />,
    );
    const en = await screen.findByLabelText('Naslov (EN)');
    const description = (input: HTMLElement) =>
      (input.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .filter(Boolean)
        .map((id) => document.getElementById(id)?.textContent)
        .join(' ');
    expect(description(en)).toBe('Ovo polje je obavezno.');
    expect(en.getAttribute('aria-invalid')).toBe('true');
    expect(description(screen.getByLabelText('Naslov (SR)'))).toBe('');
    expect(within(screen.getByTestId('list-sr.testimonials')).getByRole('alert').textContent).toBe(
      'SR: Potrebna je bar jedna stavka.',
    );
  });

  test('edits an FAQ answer in one language and adds a question with both languages', async () => {
    const faq = [
      { id: 'q1', question: { sr: 'Pitanje?', en: 'Question?' }, answer: { sr: 'Da.', en: 'Yes.' } },
    ];
    const { user } = await renderApp(<Harness start={faq} schema={siteDocumentSchema('faq:home')} />);
    const answer = await screen.findByLabelText('Odgovor (EN)');
    await user.clear(answer);
    await user.type(answer, 'Of course.');
    expect(last).toEqual([{ ...faq[0], answer: { sr: 'Da.', en: 'Of course.' } }]);
    await user.click(screen.getByRole('button', { name: /^Dodaj/ }));
    expect((last as unknown[])[1]).toMatchObject({
      question: { sr: '', en: '' },
      answer: { sr: '', en: '' },
    });
  });

  test("uploads a portrait and puts its address in the field; a refused file shows the server's message", async () => {
    const schema = z.strictObject({ image: z.string().nullable() });
    const sent: string[] = [];
    server.use(
      http.post(api('/admin/content/images'), async ({ request }) => {
        const file = (await request.formData()).get('image') as File;
        sent.push(file.name);
        if (file.name === 'note.txt') {
          return refuse(422, {
            message: 'Molimo odaberite sliku (PNG, JPG, JPEG).',
            errors: { image: ['Molimo odaberite sliku (PNG, JPG, JPEG).'] },
          });
        }
        return reply(contentImageResponseSchema, {
          success: true,
          message: 'Slika je otpremljena.',
          url: `/api/content-images/${'b'.repeat(64)}.png`,
        });
      }),
    );
    const { user } = await renderApp(<Harness start={{ image: null }} schema={schema} />);
    const input = await screen.findByLabelText('Otpremi sliku: Slika');
    await user.upload(input, new File([new Uint8Array([0x89, 0x50])], 'portret.png', { type: 'image/png' }));
    await screen.findByAltText('Pregled slike');
    expect(last).toEqual({ image: `/api/content-images/${'b'.repeat(64)}.png` });
    await user.upload(input, new File(['x'], 'note.txt', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Molimo odaberite sliku (PNG, JPG, JPEG).');
    expect(sent).toEqual(['portret.png', 'note.txt']);
  });
});
