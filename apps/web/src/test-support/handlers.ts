// Handlers shared by several component test files, answering as the API does (bodies parsed by the shared schemas).
import { type User, userResponseSchema } from '@atelje/shared/auth/schemas';
import type { LandingPageKey } from '@atelje/shared/marketing/landings';
import { landingResponseSchema } from '@atelje/shared/marketing/schemas';
import { publicSettingsResponseSchema } from '@atelje/shared/settings/schemas';
import { http } from 'msw';
import { publicSettings, storeToken } from './fixtures';
import { api, reply, requestLanguage, server } from './server';

/** A signed-in visitor: the stored token and GET /user's answer for it. */
export function signedIn(user: User): void {
  storeToken();
  server.use(http.get(api('/user'), () => reply(userResponseSchema, { user })));
}

/** GET /settings/public of an academy with the default selling rules, or with the given fields. */
export function publicSettingsHandler(fields: Parameters<typeof publicSettings>[0] = {}) {
  return http.get(api('/settings/public'), () => reply(publicSettingsResponseSchema, publicSettings(fields)));
}

/** A landing page's answer in the language asked for, and the public settings every landing reads. */
export function landingHandlers(
  key: LandingPageKey,
  page: { path: string; course_id: number | null; content: (locale: 'sr' | 'en') => unknown },
) {
  return [
    http.get(api('/settings/public'), () => reply(publicSettingsResponseSchema, publicSettings())),
    http.get(api(`/landings/${key}`), ({ request }) => {
      const locale = requestLanguage(request);
      return reply(landingResponseSchema, {
        key,
        locale,
        path: page.path,
        course_id: page.course_id,
        content: page.content(locale) as Record<string, unknown>,
      });
    }),
  ];
}
