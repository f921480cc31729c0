// useTranslation and Trans over an engine of the test's own (lib/i18n-react.tsx, ADR 067): suspending until a
// namespace is read, rendering at once without suspense, following a language change, and Trans's elements.
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, test } from 'vitest';
import { I18n, type TextTree } from './i18n-engine';
import { I18nProvider, Trans, useTranslation } from './i18n-react';

const TEXTS: Record<string, Record<string, TextTree>> = {
  sr: {
    common: { greeting: 'Zdravo', terms: 'Prihvatam <terms>uslove</terms> i <privacy>politiku</privacy>.' },
    later: { word: 'kasnije' },
  },
  en: {
    common: { greeting: 'Hello', terms: 'I accept the <terms>terms</terms> and <privacy>policy</privacy>.' },
    later: { word: 'later' },
  },
};

/** An engine whose reads wait until the test lets them through. */
function engineWithGate() {
  const waiting: (() => void)[] = [];
  const reads: string[] = [];
  const engine = new I18n({
    supportedLngs: ['sr', 'en'],
    fallbackLng: { en: [], default: ['sr'] },
    defaultNS: 'common',
    ns: ['common'],
    detect: () => ['sr'],
    load: (language, namespace) => {
      reads.push(`${language}|${namespace}`);
      return new Promise((resolve) => waiting.push(() => resolve(TEXTS[language]?.[namespace] ?? {})));
    },
  });
  const release = async () => {
    await act(async () => {
      for (const open of waiting.splice(0)) open();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  };
  return { engine, reads, release };
}

/** t() for this test's own keys, which the app's key types do not know. */
const loose = (t: unknown) => t as (key: string) => string;

function Word({ suspense = true }: { suspense?: boolean }) {
  const { t, ready } = useTranslation('later' as 'common', { useSuspense: suspense });
  return (
    <p data-testid="word" data-ready={String(ready)}>
      {loose(t)('word')}
    </p>
  );
}

function Greeting() {
  const { t } = useTranslation();
  return <p data-testid="greeting">{loose(t)('greeting')}</p>;
}

async function started() {
  const gate = engineWithGate();
  const init = gate.engine.init();
  await gate.release();
  await init;
  return gate;
}

describe('useTranslation', () => {
  test('suspends until its namespace is read, then shows the text', async () => {
    const { engine, reads, release } = await started();
    render(
      <I18nProvider i18n={engine}>
        <Suspense fallback={<p>loading</p>}>
          <Word />
        </Suspense>
      </I18nProvider>,
    );
    expect(screen.getByText('loading')).toBeDefined();
    expect(reads).toEqual(['sr|common', 'sr|later']);
    await release();
    expect((await screen.findByTestId('word')).textContent).toBe('kasnije');
  });

  test('without suspense shows the key at once and the text once it is read', async () => {
    const { engine, release } = await started();
    render(
      <I18nProvider i18n={engine}>
        <Word suspense={false} />
      </I18nProvider>,
    );
    const word = screen.getByTestId('word');
    expect(word.textContent).toBe('word');
    expect(word.dataset.ready).toBe('false');
    await release();
    expect(screen.getByTestId('word').textContent).toBe('kasnije');
    expect(screen.getByTestId('word').dataset.ready).toBe('true');
  });

  test('renders again in the new language once its texts are in', async () => {
    const { engine, release } = await started();
    render(
      <I18nProvider i18n={engine}>
        <Greeting />
      </I18nProvider>,
    );
    expect(screen.getByTestId('greeting').textContent).toBe('Zdravo');
    let switched: Promise<void> | undefined;
    act(() => {
      switched = engine.changeLanguage('en');
    });
    // The old language stays on screen while the new one is read.
    expect(screen.getByTestId('greeting').textContent).toBe('Zdravo');
    await release();
    await act(async () => {
      await switched;
    });
    expect(screen.getByTestId('greeting').textContent).toBe('Hello');
  });
});

/** The consent line of the test's texts, with elements for `names` of its parts. */
function Consent({ names }: { names: readonly ('terms' | 'privacy')[] }) {
  const { t } = useTranslation();
  const all = { terms: <strong />, privacy: <em /> };
  const components = Object.fromEntries(names.map((name) => [name, all[name]]));
  return (
    <p data-testid="consent">
      <Trans t={t} i18nKey={'terms' as 'title.home'} components={components} />
    </p>
  );
}

describe('Trans', () => {
  test('puts each named part of the text into its element, in the language in use', async () => {
    const { engine } = await started();
    render(
      <I18nProvider i18n={engine}>
        <Consent names={['terms', 'privacy']} />
      </I18nProvider>,
    );
    expect(screen.getByTestId('consent').innerHTML).toBe(
      'Prihvatam <strong>uslove</strong> i <em>politiku</em>.',
    );
  });

  test('shows a part whose name has no element as its plain text', async () => {
    const { engine } = await started();
    render(
      <I18nProvider i18n={engine}>
        <Consent names={['terms']} />
      </I18nProvider>,
    );
    expect(screen.getByTestId('consent').innerHTML).toBe('Prihvatam <strong>uslove</strong> i politiku.');
  });
});
