// The bar's SR/EN and Lat/Ćir switches (ADR 082, ADR 087): a choice changes the page's language and script and is
// kept in the browser (the i18next cookie and localStorage, `atelje-script` for the script), Serbian chosen again
// comes back in the script last chosen, and neither switch stores anything on the account of a signed-in person
// (no API request: MSW fails the test on any request without a handler, and none is seen here).
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n';
import { storeToken } from '../../test-support/fixtures';
import { server } from '../../test-support/server';
import { LanguageToggle } from './language-toggle';

const requests: string[] = [];
const record = ({ request }: { request: Request }) => {
  requests.push(`${request.method} ${new URL(request.url).pathname}`);
};
beforeEach(() => {
  requests.length = 0;
  server.events.on('request:start', record);
});
afterEach(() => {
  server.events.removeListener('request:start', record);
});

async function renderToggle() {
  await act(async () => {
    await i18n.changeLanguage('sr');
  });
  const user = userEvent.setup();
  render(<LanguageToggle />);
  return user;
}

const pressed = (name: RegExp) => screen.getByRole('button', { name }).getAttribute('aria-pressed');

describe('LanguageToggle', () => {
  it('switches to Cyrillic and back, keeps the script in the browser, and brings it back after English', async () => {
    const user = await renderToggle();
    expect(pressed(/^SR/)).toBe('true');
    expect(pressed(/^Lat latinica$/)).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Ćir ćirilica' }));
    expect((await screen.findByRole('button', { name: 'Ћир ћирилица' })).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(i18n.language).toBe('sr-Cyrl');
    expect(localStorage.getItem('atelje-script')).toBe('Cyrl');

    // English hides the script switch; Serbian chosen again is Cyrillic, as last chosen.
    await user.click(screen.getByRole('button', { name: /^EN/ }));
    expect(i18n.language).toBe('en');
    expect(screen.queryByRole('group', { name: 'Script' })).toBeNull();
    await user.click(screen.getByRole('button', { name: /^SR/ }));
    expect(i18n.language).toBe('sr-Cyrl');

    await user.click(screen.getByRole('button', { name: 'Лат латиница' }));
    expect((await screen.findByRole('button', { name: 'Lat latinica' })).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(i18n.language).toBe('sr');
    expect(localStorage.getItem('atelje-script')).toBe('Latn');
  });

  it("stores nothing on a signed-in person's account: the switches change the page only, as SR/EN always did", async () => {
    storeToken();
    const user = await renderToggle();
    await user.click(screen.getByRole('button', { name: 'Ćir ćirilica' }));
    await screen.findByRole('button', { name: 'Ћир ћирилица' });
    await user.click(screen.getByRole('button', { name: /^EN/ }));
    await user.click(screen.getByRole('button', { name: /^SR/ }));
    await user.click(screen.getByRole('button', { name: 'Лат латиница' }));
    await screen.findByRole('button', { name: 'Lat latinica' });
    expect(requests).toEqual([]);
  });
});
