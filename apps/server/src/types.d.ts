import type { Role, User } from '@atelje/shared';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Storage } from './drivers/storage/index';
import type { JobQueue } from './jobs/queue';
import type { Clock } from './lib/clock';
import type { ClusterBus } from './lib/cluster-bus';
import type { Locale, Script } from './lib/i18n';
import type { RateLimiter } from './lib/rate-limiter';
import type { SharedRedis } from './lib/redis';
import type { ImageVariants } from './modules/media/image-variants';
import type { Gateways } from './modules/payments/gateways';

export interface AuthContext {
  userId: number;
  role: Role;
  tokenId: number;
  /** The signed-in user as the API shows it. */
  user: User;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    jobs: JobQueue;
    limiter: RateLimiter;
    /** Messages every API process acts on: revoked sessions, catalog changes, tus lock requests (ADR 018). */
    bus: ClusterBus;
    /**
     * The Redis command connection when REDIS_URL is set (rate limits, tus locks, publishing), else null; `up` is
     * false while Redis is away (ADR 031).
     */
    redis: SharedRedis | null;
    /** The media store (lesson files, e-books, invoices, slips). */
    storage: Storage;
    /** The widths of pictures the media route serves, made on first request (ADR 068). */
    imageVariants: ImageVariants;
    /** The clock watch-time credit reads; tests move it forward (ADR 025). */
    clock: Clock;
    /** Payment drivers from the configuration (simulators outside production). */
    gateways: Gateways;
    /** onRequest: 401 unless a valid bearer token is sent (at once for a token the token cache knows). */
    authenticate: (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => void;
    /** preHandler: 401 without a token, 403 unless the user is an administrator. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /** preHandler: resolves the user when a valid token is sent, otherwise leaves `request.auth` null. */
    optionalAuth: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    locale: Locale;
    /** The script of Serbian answers: 'Cyrl' when Accept-Language asks for sr-Cyrl (ADR 082), else 'Latn'. */
    script: Script;
    auth: AuthContext | null;
  }
}
