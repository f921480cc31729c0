// The static pages' rich-text field in the content editor (ADR 076): a page document draws a title and a rich
// text per language side by side; typing edits one language's HTML; the toolbar runs the browser's editing
// commands (jsdom has none, so they are recorded here) and reports the result; a field error shows under it.
import { siteDocumentSchema } from '@atelje/shared/content/documents';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { renderApp } from '../../../test-support/render';
import { walk } from '../lib/schema-form';
import { SchemaForm } from './schema-form';

type Page = { sr: { title: string; body: string }; en: { title: string; body: string } };
const START: Page = {
  sr: { title: 'O nama', body: '<p>Prvi <strong>pasus</strong></p>' },
  en: { title: 'About us', body: '<p>First paragraph</p>' },
};

let last: Page;
function Harness({ errors = {} }: { errors?: Record<string, string[]> }) {
  const [value, setValue] = useState<unknown>(START);
  last = value as Page;
  return (
    <SchemaForm
      node={walk(siteDocumentSchema('page:about'))}
      value={value}
      onChange={setValue}
      errors={errors}
    />
  );
}

const commands: [string, string | undefined][] = [];
let separator: string | undefined;
beforeEach(() => {
  commands.length = 0;
  separator = undefined;
  // The browser's editing API, which jsdom lacks: each command is recorded and bolds the whole text.
  document.execCommand = (command: string, _ui?: boolean, argument?: string) => {
    if (command === 'defaultParagraphSeparator') {
      separator = argument;
      return true;
    }
    commands.push([command, argument]);
    const area = document.activeElement as HTMLElement;
    if (command === 'bold') area.innerHTML = `<b>${area.textContent}</b>`;
    return true;
  };
  document.queryCommandValue = () => 'p';
});

describe('RichTextField in a static page document', () => {
  test('shows the title and the page text in Serbian and English side by side', async () => {
    await renderApp(<Harness />);
    expect(((await screen.findByLabelText('Naslov (SR)')) as HTMLInputElement).value).toBe('O nama');
    const sr = screen.getByRole('textbox', { name: 'Tekst stranice (SR)' });
    const en = screen.getByRole('textbox', { name: 'Tekst stranice (EN)' });
    expect(sr.innerHTML).toBe('<p>Prvi <strong>pasus</strong></p>');
    expect(en.innerHTML).toBe('<p>First paragraph</p>');
    expect(sr.getAttribute('contenteditable')).toBe('true');
    expect(screen.getAllByRole('toolbar')).toHaveLength(2);
  });

  test('an edit changes that language only', async () => {
    await renderApp(<Harness />);
    const en = await screen.findByRole('textbox', { name: 'Tekst stranice (EN)' });
    en.innerHTML = '<p>New text</p>';
    fireEvent.input(en);
    expect(last.en.body).toBe('<p>New text</p>');
    expect(last.sr.body).toBe('<p>Prvi <strong>pasus</strong></p>');
  });

  test('the toolbar formats the text and reports it', async () => {
    const { user } = await renderApp(<Harness />);
    const sr = await screen.findByRole('textbox', { name: 'Tekst stranice (SR)' });
    const toolbar = screen.getByRole('toolbar', { name: 'Oblikovanje: Tekst stranice (SR)' });
    await user.click(toolbar.querySelector('[data-action="bold"]')!);
    expect(commands).toEqual([['bold', undefined]]);
    // A new line is a paragraph, not the browser's div.
    expect(separator).toBe('p');
    expect(document.activeElement).toBe(sr);
    expect(last.sr.body).toBe('<b>Prvi pasus</b>');
    await user.click(screen.getAllByRole('button', { name: 'Naslov odeljka' })[0]!);
    await user.click(screen.getAllByRole('button', { name: 'Lista sa tačkama' })[0]!);
    await user.click(screen.getAllByRole('button', { name: 'Numerisana lista' })[0]!);
    await user.click(screen.getAllByRole('button', { name: 'Kurziv' })[0]!);
    expect(commands.slice(1)).toEqual([
      ['formatBlock', 'h2'],
      ['insertUnorderedList', undefined],
      ['insertOrderedList', undefined],
      ['italic', undefined],
    ]);
  });

  test('a link asks for its address and is not made when none is given', async () => {
    const { user } = await renderApp(<Harness />);
    await screen.findByRole('textbox', { name: 'Tekst stranice (SR)' });
    const prompt = vi.fn().mockReturnValueOnce(' https://atelje.rs ').mockReturnValueOnce('');
    window.prompt = prompt;
    const link = screen.getAllByRole('button', { name: 'Veza' })[0]!;
    await user.click(link);
    await user.click(link);
    expect(prompt).toHaveBeenCalledTimes(2);
    expect(commands).toEqual([['createLink', 'https://atelje.rs']]);
  });

  test('puts a field error under the text and marks it invalid', async () => {
    await renderApp(<Harness errors={{ 'en.body': ['Ovo polje je obavezno.'] }} />);
    const en = await screen.findByRole('textbox', { name: 'Tekst stranice (EN)' });
    expect(en.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(en.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Ovo polje je obavezno.',
    );
  });
});
