// The language of e-mails and documents in the profile (ADR 088), at 375 and 1440 px: an account made on a Latin
// Serbian page, opened in English, is offered the page's language in one click; one opened in Serbian picks
// Cyrillic and saves it. Either way the choice is there after a reload (and on a Cyrillic page), the API reads it
// back, and the setting has no serious accessibility violation.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiLogin, apiRegister, expectAccessible, uniqueEmail } from './support';

type Learner = { email: string; token: string };

async function newLearner(request: APIRequestContext): Promise<Learner> {
  const email = uniqueEmail('jezik');
  const password = 'Jezik#Beograd2026';
  await apiRegister(request, 'Jovana Jezik', email, password);
  return { email, token: await apiLogin(request, email, password) };
}

async function openProfile(page: Page, learner: Learner, lng: 'sr' | 'en') {
  await page.goto('/api/health');
  await page.evaluate(
    ([token, language]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('i18nextLng', language);
    },
    [learner.token, lng] as const,
  );
  await page.goto(`/my-profile?lng=${lng}`);
  await expect(page.getByTestId('profile-email')).toHaveText(learner.email);
}

const storedLocale = async (request: APIRequestContext, learner: Learner) => {
  const res = await request.get('/api/me/locale', { headers: { authorization: `Bearer ${learner.token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()).locale as string;
};

const setting = (page: Page) => page.getByTestId('profile-locale');
const shotOf = async (page: Page, name: string) => {
  await setting(page).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/shots-langpref/${name}-${page.viewportSize()?.width}.png` });
};

test('in English, a Latin account takes the page language in one click and keeps it after a reload', async ({
  page,
  request,
}) => {
  const learner = await newLearner(request);
  expect(await storedLocale(request, learner)).toBe('sr');
  await openProfile(page, learner, 'en');

  const group = setting(page).getByRole('group', { name: 'Language of e-mails and documents' });
  await expect(group).toBeVisible();
  await expect(group.getByLabel('Srpski (latinica)')).toBeChecked();
  await expect(page.getByTestId('profile-locale-page')).toContainText('This page is now in: English');
  await expectAccessible(page);
  await shotOf(page, 'en-before');

  await page.getByRole('button', { name: "Use the page's language" }).click();
  await expect(
    setting(page).getByText('Saved. Your next e-mails and certificates come in the chosen language.'),
  ).toBeVisible();
  await expect(group.getByLabel('English')).toBeChecked();
  await expect(page.getByTestId('profile-locale-page')).toHaveCount(0);
  await shotOf(page, 'en-saved');
  expect(await storedLocale(request, learner)).toBe('en');

  await page.reload();
  await expect(setting(page).getByLabel('English')).toBeChecked();
  await expect(page.getByTestId('profile-locale-save')).toBeDisabled();
});

test('in Serbian, the learner picks Cyrillic, saves it, and it is there after a reload', async ({
  page,
  request,
}) => {
  const learner = await newLearner(request);
  await openProfile(page, learner, 'sr');

  const group = setting(page).getByRole('group', { name: 'Jezik e-pošte i dokumenata' });
  await expect(group.getByLabel('Srpski (latinica)')).toBeChecked();
  // The page is in the stored language: nothing to offer.
  await expect(page.getByTestId('profile-locale-page')).toHaveCount(0);
  await shotOf(page, 'sr-before');

  await group.getByText('Српски (ћирилица)').click();
  await expect(group.getByLabel('Српски (ћирилица)')).toBeChecked();
  await page.getByRole('button', { name: 'Sačuvaj jezik' }).click();
  await expect(
    setting(page).getByText('Sačuvano. Sledeća e-pisma i sertifikati stižu na izabranom jeziku.'),
  ).toBeVisible();
  await expectAccessible(page);
  await shotOf(page, 'sr-saved');
  expect(await storedLocale(request, learner)).toBe('sr-Cyrl');

  await page.reload();
  await expect(setting(page).getByLabel('Српски (ћирилица)')).toBeChecked();
  await expect(setting(page).getByLabel('Srpski (latinica)')).not.toBeChecked();
  // The page itself stays in Latin: the setting changes only e-mails and documents.
  await expect(page.locator('html')).toHaveAttribute('lang', 'sr');
  await expect(page.getByTestId('profile-locale-page')).toContainText(
    'Ova stranica je sada na: Srpski (latinica)',
  );
  await shotOf(page, 'sr-reloaded');

  // On a Cyrillic page the setting reads in Cyrillic and, the page being in the stored language, offers nothing.
  await page.goto('/my-profile?lng=sr-Cyrl');
  const cyrillic = setting(page).getByRole('group', { name: 'Језик е-поште и докумената' });
  await expect(cyrillic.getByLabel('Српски (ћирилица)')).toBeChecked();
  await expect(cyrillic.getByLabel('Srpski (latinica)')).not.toBeChecked();
  await expect(page.getByTestId('profile-locale-page')).toHaveCount(0);
  await shotOf(page, 'cyrl-page');
});
