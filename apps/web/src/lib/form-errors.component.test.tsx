// useErrorText (lib/form-errors.ts) renders without waiting for the error texts, which are not downloaded with the
// page (ADR 067): a form's first render, also a server-rendered one being hydrated, shows no error anyway. It asks
// for them as it mounts, and translates with them once they are in.
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { expect, test } from 'vitest';
import { useErrorText } from './form-errors';
import { I18n } from './i18n-engine';
import { I18nProvider } from './i18n-react';

function FieldError({ message }: { message: string }) {
  const errorText = useErrorText();
  return <p data-testid="error">{errorText(message)}</p>;
}

test('shows at once, asks for the error texts, and translates once they are in', async () => {
  const waiting: (() => void)[] = [];
  const reads: string[] = [];
  const engine = new I18n({
    supportedLngs: ['sr', 'en'],
    fallbackLng: { en: [], default: ['sr'] },
    defaultNS: 'common',
    ns: [],
    detect: () => ['sr'],
    load: (language, namespace) => {
      reads.push(`${language}|${namespace}`);
      return new Promise((resolve) =>
        waiting.push(() => resolve(namespace === 'errors' ? { 'email.invalid': 'Neispravna adresa.' } : {})),
      );
    },
  });
  await engine.init();
  render(
    <I18nProvider i18n={engine}>
      <Suspense fallback={<p>waiting</p>}>
        <FieldError message="email.invalid" />
      </Suspense>
    </I18nProvider>,
  );
  expect(screen.queryByText('waiting')).toBeNull();
  expect(screen.getByTestId('error').textContent).toBe('email.invalid');
  expect(reads).toEqual(['sr|errors']);
  await act(async () => {
    for (const open of waiting.splice(0)) open();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(screen.getByTestId('error').textContent).toBe('Neispravna adresa.');
});
