// Bearer-token authentication and the admin check, as onRequest hooks every protected route names.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';
import { authenticateToken, authenticateTokenNow, tokenCache } from '../modules/auth/auth.service';
import type { ResolvedToken } from '../modules/auth/token-cache';
import { requireAdminSecondFactor } from '../modules/auth/totp-gate';
import type { AuthContext } from '../types';

/** The token of `Authorization: Bearer <token>` (the word after the scheme), or null. */
export function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  // As header.split(' ')[0] and [1], without making the array on every request.
  if (!header.startsWith('Bearer ') && header.slice(0, 7).toLowerCase() !== 'bearer ') return null;
  const end = header.indexOf(' ', 7);
  const value = end < 0 ? header.slice(7) : header.slice(7, end);
  return value ? value.trim() : null;
}

async function authPlugin(app: FastifyInstance) {
  app.decorateRequest('auth', null);

  // Revocations from this process and (with Redis) every other one; see lib/cluster-bus.ts.
  app.bus.subscribe('tokens.revoked', (message) => {
    if ('tokenId' in message) tokenCache.evictToken(message.tokenId);
    else tokenCache.evictUser(message.userId);
  });
  app.bus.onResync(() => tokenCache.clear());

  const settle = (request: FastifyRequest, live: ResolvedToken | null) => {
    request.auth = live
      ? { userId: live.user.id, role: live.user.role, tokenId: live.tokenId, user: live.user }
      : null;
    return request.auth;
  };

  /** The request's session at once when that needs no query (none sent, or the token cache's), else undefined. */
  const resolveNow = (request: FastifyRequest): AuthContext | null | undefined => {
    if (request.auth) return request.auth;
    const token = bearer(request);
    if (!token) return null;
    const known = authenticateTokenNow(token);
    return known === undefined ? undefined : settle(request, known);
  };

  const resolve = async (request: FastifyRequest) => {
    const now = resolveNow(request);
    if (now !== undefined) return now;
    return settle(request, await authenticateToken(app.db, bearer(request)!));
  };

  // Every protected request is checked as before (the token cache, else the database); one the token cache knows
  // goes on at once, without a promise (ADR 069).
  app.decorate(
    'authenticate',
    (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
      const now = resolveNow(request);
      if (now !== undefined) {
        done(now ? undefined : new AppError(401, 'http.unauthenticated'));
        return;
      }
      resolve(request).then(
        (auth) => done(auth ? undefined : new AppError(401, 'http.unauthenticated')),
        (error: Error) => done(error),
      );
    },
  );

  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    const auth = await resolve(request);
    if (!auth) throw new AppError(401, 'http.unauthenticated');
    if (auth.role !== 'admin') throw new AppError(403, 'http.forbidden');
    // The academy may require a second factor of administrators: without one, only enrolment (ADR 027).
    await requireAdminSecondFactor(app.db, auth.userId);
  });

  /** For routes that answer visitors and members differently. */
  app.decorate('optionalAuth', async (request: FastifyRequest) => {
    await resolve(request);
  });

  // Authentication answers before anything reads the request (issue 15): a protected route names its check in
  // onRequest, never in a later hook, so an anonymous request with a bad query or body is a 401, not a 422.
  const required = new Set<unknown>([app.authenticate, app.requireAdmin]);
  app.addHook('onRoute', (route) => {
    for (const stage of ['preParsing', 'preValidation', 'preHandler'] as const) {
      const hooks = route[stage];
      const list = Array.isArray(hooks) ? hooks : hooks ? [hooks] : [];
      if (list.some((hook) => required.has(hook)))
        throw new Error(`${route.method} ${route.url}: authentication belongs in onRequest, not ${stage}`);
    }
  });
}

export default fp(authPlugin, { name: 'auth' });
