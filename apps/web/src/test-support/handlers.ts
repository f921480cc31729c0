// Handlers shared by several component test files, answering as the API does (bodies parsed by the shared schemas).
import { type User, userResponseSchema } from '@atelje/shared/auth/schemas';
import { http } from 'msw';
import { storeToken } from './fixtures';
import { api, reply, server } from './server';

/** A signed-in visitor: the stored token and GET /user's answer for it. */
export function signedIn(user: User): void {
  storeToken();
  server.use(http.get(api('/user'), () => reply(userResponseSchema, { user })));
}
