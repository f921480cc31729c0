// The journeys' test hook (TEST_CLOCK only, ADR 074): the learner's access-expiry reminder goes through the consent
// check like every marketing e-mail; without the flag the route does not exist.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseAccess, newsletterSubscribers } from '../../db/schema/index';
import { buildTestApp, createUser, type TestApp, waitForMail } from '../../test/app';
import { buildCatalogTestApp, fixture } from '../../test/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildCatalogTestApp({ TEST_CLOCK: 'true' });
});
afterAll(async () => t?.close());

const hook = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/test/mail/access-expiry-reminder', headers });

describe('POST /api/test/mail/access-expiry-reminder', () => {
  it('needs a sign-in and an access that ends; then sends only with consent', async () => {
    expect((await hook()).statusCode).toBe(401);
    const learner = await createUser(t, { name: 'Vesna Polaznik' });
    expect((await hook(learner.auth)).statusCode).toBe(404);

    const expiresAt = new Date(Date.now() + 7 * 86_400_000);
    await t.database.db
      .insert(courseAccess)
      .values({ userId: learner.id, courseId: fixture.courses.basics, source: 'admin', expiresAt });
    const withoutConsent = await hook(learner.auth);
    expect(withoutConsent.statusCode).toBe(200);
    expect(withoutConsent.json()).toEqual({ queued: false });

    const at = new Date();
    await t.database.db
      .insert(newsletterSubscribers)
      .values({ email: learner.email, consentAt: at, consentSource: 'profile', confirmedAt: at });
    expect((await hook({ ...learner.auth, 'accept-language': 'en' })).json()).toEqual({ queued: true });
    const mail = await waitForMail(t.database, learner.email, { template: 'access-expiry-reminder' });
    expect(mail.text).toContain('Hello Vesna Polaznik');
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('does not exist without TEST_CLOCK', async () => {
    const plain = await buildTestApp();
    try {
      const learner = await createUser(plain);
      expect(
        (
          await plain.app.inject({
            method: 'POST',
            url: '/api/test/mail/access-expiry-reminder',
            headers: learner.auth,
          })
        ).statusCode,
      ).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
