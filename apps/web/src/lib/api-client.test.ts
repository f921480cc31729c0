// The generic text of a failed call that brought no message of its own (lib/api-client.ts): read from the error
// texts, which are not downloaded with the page (ADR 067) but asked for by the first such failure.
import errorsSr from '@atelje/shared/locales/sr.json';
import { expect, test, vi } from 'vitest';
import { ApiError } from './api-client';
import i18n, { i18nReady, onFirstInteraction } from './i18n';

test('a failure without a message asks for the error texts and reads its text from them', async () => {
  await i18nReady;
  expect(i18n.hasLoadedNamespace('errors')).toBe(false);
  const failure = new ApiError(0, null);
  await vi.waitFor(() => expect(i18n.hasLoadedNamespace('errors')).toBe(true));
  expect(failure.message).toBe(errorsSr['generic.error']);
  expect(failure.serverMessage).toBeNull();
  expect(new ApiError(409, 'Već postoji.').message).toBe('Već postoji.');
});

test('the first tap or key press runs the first-interaction work once', () => {
  const target = new EventTarget();
  const run = vi.fn();
  onFirstInteraction(target, run);
  expect(run).not.toHaveBeenCalled();
  target.dispatchEvent(new Event('keydown'));
  target.dispatchEvent(new Event('pointerdown'));
  target.dispatchEvent(new Event('keydown'));
  expect(run).toHaveBeenCalledTimes(1);
});
