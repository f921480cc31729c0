// Set-up of the `component` vitest project (vitest.config.ts): the app's real text engine with both languages' texts
// loaded, the MSW server (unhandled requests fail), and a clean DOM, storage, network and language between tests.
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import i18n, { i18nReady } from '../lib/i18n';
import { server, takeViolations, unhandled } from './server';

// React's act() warnings are errors here: an update outside act() is a test that does not wait for what it checks.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// findBy…/waitFor poll for up to 5 s (Testing Library's 1 s is short for a page that asks the API three times on a
// busy two-core machine); a test that passes returns at the first poll that sees its outcome.
configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  server.listen({ onUnhandledRequest: unhandled });
  await i18nReady;
  // The namespaces lib/i18n.ts loads later (errors, auth, profile) and both languages, so no render waits on them.
  await i18n.loadLanguages(['sr', 'en']);
  await i18n.loadNamespaces(['errors', 'auth', 'profile']);
});

afterEach(async () => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
  await i18n.changeLanguage('sr');
  const violations = takeViolations();
  expect(violations, 'requests without a handler, or with a body the API would refuse').toEqual([]);
});

afterAll(() => {
  server.close();
});
