// Bearer-token authentication and the admin check, as onRequest hooks every protected route names.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';
import { authenticateToken, tokenCache } from '../modules/auth/auth.service';
import { requireAdminSecondFactor } from '../modules/auth/totp-gate';

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, value] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && value ? value.trim() : null;
}

async function authPlugin(app: FastifyInstance) {
  app.decorateRequest('auth', null);

  // Revocations from this process and (with Redis) every other one; see lib/cluster-bus.ts.
  app.bus.subscribe('tokens.revoked', (message) => {
    if ('tokenId' in message) tokenCache.evictToken(message.tokenId);
    else tokenCache.evictUser(message.userId);
  });
  app.bus.onResync(() => tokenCache.clear());

  const resolve = async (request: FastifyRequest) => {
    if (request.auth) return request.auth;
    const token = bearer(request);
    if (!token) return null;
    const live = await authenticateToken(app.db, token);
    request.auth = live
      ? { userId: live.user.id, role: live.user.role, tokenId: live.tokenId, user: live.user }
      : null;
    return request.auth;
  };

  app.decorate('authenticate', async (request: FastifyRequest) => {
    if (!(await resolve(request))) throw new AppError(401, 'http.unauthenticated');
  });

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
