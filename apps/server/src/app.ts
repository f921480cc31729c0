// Builds the Fastify application: plugins, API routes under /api, and the web app.

import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from './config';
import { type Database, openDatabase } from './db/client';
import { createStorage } from './drivers/storage/index';
import { s3Origin } from './drivers/storage/s3';
import { registerWorkers } from './jobs/handlers';
import { createJobQueue, type JobQueue } from './jobs/queue';
import { createClock } from './lib/clock';
import { type ClusterBus, createLocalBus, createRedisBus } from './lib/cluster-bus';
import {
  answersInCyrillic,
  cyrillicAnswer,
  cyrillicBody,
  isContentRoute,
  refreshKeepLatin,
  unmarkedAnswer,
  unmarkedBody,
} from './lib/cyrillic';
import { registerFormBodyParser } from './lib/form-body';
import { pickLocale, pickScript } from './lib/i18n';
import { COMPRESS_THRESHOLD, setKeptAnswerTransform } from './lib/json-body';
import { secureLoggerOptions } from './lib/log-redaction';
import {
  createMemoryRateLimiter,
  createRedisRateLimiter,
  createSharedRateLimiter,
  type RateLimiter,
} from './lib/rate-limiter';
import { connectRedis } from './lib/redis';
import { requestIdFor } from './lib/request-id';
import { requestLoggerFactory } from './lib/request-logger';
import adminRoutes from './modules/admin/admin.routes';
import adminPaymentsRoutes from './modules/admin/admin-payments.routes';
import accountLocaleRoutes from './modules/auth/account-locale.routes';
import authRoutes from './modules/auth/auth.routes';
import emailChangeRoutes from './modules/auth/email-change.routes';
import googleRoutes from './modules/auth/google.routes';
import totpRoutes from './modules/auth/totp.routes';
import captchaRoutes from './modules/captcha/captcha.routes';
import captionsRoutes from './modules/captions/captions.routes';
import cartRoutes from './modules/cart/cart.routes';
import catalogRoutes from './modules/catalog/catalog.routes';
import certificatesRoutes from './modules/certificates/certificates.routes';
import contactRoutes from './modules/contact/contact.routes';
import contentRoutes from './modules/content/content.routes';
import giftsRoutes from './modules/gifts/gifts.routes';
import healthRoutes from './modules/health/health.routes';
import lessonsRoutes from './modules/lessons/lessons.routes';
import mailOutboxRoutes from './modules/mail-outbox/mail-outbox.routes';
import mailPreferencesRoutes from './modules/mail-preferences/mail-preferences.routes';
import testMailRoutes from './modules/mail-preferences/test-mail.routes';
import mailSequencesRoutes from './modules/mail-sequences/mail-sequences.routes';
import freeSignupRoutes from './modules/marketing/free-signup.routes';
import landingsRoutes from './modules/marketing/landings.routes';
import pageVisitsPlugin from './modules/marketing/page-visits';
import presaleRoutes from './modules/marketing/presale.routes';
import welcomeVoucherRoutes from './modules/marketing/welcome-voucher.routes';
import { ImageVariants } from './modules/media/image-variants';
import mediaRoutes from './modules/media/media.routes';
import metricsPlugin from './modules/metrics/metrics.plugin';
import newsletterRoutes from './modules/newsletter/newsletter.routes';
import notesRoutes from './modules/notes/notes.routes';
import ordersRoutes from './modules/orders/orders.routes';
import { createGateways } from './modules/payments/gateways';
import paymentsRoutes from './modules/payments/payments.routes';
import quizzesRoutes from './modules/quizzes/quizzes.routes';
import reviewsRoutes from './modules/reviews/reviews.routes';
import searchRoutes from './modules/search/search.routes';
import { BOOT_HASH } from './modules/seo/boot-after-paint';
import { EARLY_EVENTS_HASH } from './modules/seo/early-events';
import { FONTS_WAIT_HASH } from './modules/seo/fonts-wait';
import settingsRoutes from './modules/settings/settings.routes';
import uploadsRoutes from './modules/uploads/uploads.routes';
import videoProcessingRoutes from './modules/video-processing/video-processing.routes';
import authPlugin from './plugins/auth';
import docsPlugin from './plugins/docs';
import errorsPlugin, { frameworkErrors } from './plugins/errors';
import inputGuardPlugin from './plugins/input-guard';
import securityHeadersPlugin from './plugins/security-headers';
import simulatorsPlugin from './plugins/simulators';
import webPlugin from './plugins/web';

export interface BuildOptions {
  config: Config;
  /** Reuse an open database (tests); otherwise one is opened from the config and closed with the app. */
  database?: Database;
  logger?: FastifyServerOptions['logger'];
  /** Where log lines go instead of stdout (tests read them); the redacting options stay the same. */
  logStream?: DestinationStream;
}

export async function buildApp({
  config,
  database: given,
  logger,
  logStream,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // URLs, messages, errors and fields are redacted before a line is written (lib/log-redaction.ts, ADR 024).
    logger: logger ?? secureLoggerOptions(config.logLevel, logStream),
    // The proxy's x-request-id when it is short and safe, else a new UUID (lib/request-id.ts).
    requestIdHeader: false,
    genReqId: requestIdFor,
    // The request's child logger is made when the request writes a line, not for every request (ADR 069).
    childLoggerFactory: requestLoggerFactory,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A plugin's start (the storage SDK's first import, the first schemas compiled) on a busy machine can take
    // longer than Fastify's 10 s; a slow start is still a start.
    pluginTimeout: 60_000,
    // A URL that does not decode or a parameter over the length limit is answered in the app's format.
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerFormBodyParser(app);

  const database = given ?? (await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir }));
  // With REDIS_URL, one command connection (rate limits, tus locks, publishing) and the bus's subscriber connection
  // are what this process shares with the others (ADR 018). No request waits for Redis longer than
  // REDIS_TIMEOUT_MS; while it is away the limits are counted in this process (ADR 031).
  const redis = config.redisUrl
    ? await connectRedis(config.redisUrl, config.redisPrefix, app.log, { timeoutMs: config.redisTimeoutMs })
    : null;
  const bus: ClusterBus = redis
    ? createRedisBus({ redis, prefix: config.redisPrefix, log: app.log })
    : createLocalBus(app.log);
  const limiter: RateLimiter = redis
    ? createSharedRateLimiter({
        redis: await createRedisRateLimiter(redis, `${config.redisPrefix}rl:`),
        shared: redis,
        processes: config.rateLimitFallbackProcesses,
      })
    : createMemoryRateLimiter();
  const jobs: JobQueue = createJobQueue(database, { runWorkers: config.jobsInProcess, log: app.log });
  // The queue starts once the app is ready, in the background: the first request need not wait for it, and
  // send() waits for the start when it must.
  let jobsReady: Promise<void> | undefined;
  app.addHook('onReady', async () => {
    const lessonsChanged = () => bus.publish('catalog.changed', {});
    jobsReady = (
      config.jobsInProcess
        ? registerWorkers(jobs, database, config, lessonsChanged, () => app.clock.now())
        : jobs.start()
    ).catch((error: unknown) => app.log.error({ err: error }, 'the job queue did not start'));
  });

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('jobs', jobs);
  app.decorate('limiter', limiter);
  app.decorate('bus', bus);
  app.decorate('redis', redis);
  app.decorate('storage', createStorage(config));
  app.decorate(
    'imageVariants',
    new ImageVariants({ storage: app.storage, ffmpeg: { ffmpegPath: config.ffmpegPath }, log: app.log }),
  );
  app.decorate('gateways', await createGateways(config));
  app.decorate('clock', createClock());
  app.decorateRequest('locale', 'sr');
  app.decorateRequest('script', 'Latn');

  app.addHook('onRequest', (request, reply, done) => {
    request.locale = pickLocale(request.headers['accept-language']);
    request.script = request.locale === 'sr' ? pickScript(request.headers['accept-language']) : 'Latn';
    reply.header('x-request-id', request.id);
    // A Cyrillic reader's answers name the words that stay Latin (ADR 082): read again when the list is old. Only
    // for the API's public answers, the ones transliterated: never for the simulators mounted beside it, which a
    // worker calls from inside a transaction (on PGlite's one connection the read would wait for that transaction).
    if (request.script === 'Cyrl' && request.url.startsWith('/api/') && !request.url.startsWith('/api/admin'))
      refreshKeepLatin(app.db).then(() => done(), done);
    else done();
  });
  // Serbian in Cyrillic (ADR 082): the public answers' texts transliterated on their way out (the caches keep the
  // Latin); Latin and English readers get them with the editors' inline marks dropped.
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (answersInCyrillic(request, reply.statusCode)) return cyrillicAnswer(payload);
    return isContentRoute(request.url) ? unmarkedAnswer(payload) : payload;
  });
  setKeptAnswerTransform((request, body) => {
    if (answersInCyrillic(request, 200)) return cyrillicBody(body);
    return body.text.includes('[[') && isContentRoute(request.url) ? unmarkedBody(body) : body;
  });
  app.addHook('onClose', async () => {
    await jobsReady;
    await jobs.stop();
    await limiter.close();
    await bus.close();
    if (redis) await redis.close();
    if (!given) await database.close();
  });

  // JSON and HTML leave gzipped when the client accepts it (the popular list is ~30 KB of JSON; a phone on a slow
  // network feels every kilobyte). Video, images and PDFs are not compressible types and pass as they are; the
  // built web app's assets are served precompressed by the web plugin.
  await app.register(compress, { global: true, encodings: ['gzip'], threshold: COMPRESS_THRESHOLD });
  // With S3 storage, media arrive from the bucket (redirects to presigned URLs, docs/decisions/015).
  const mediaOrigins = config.storage.s3 ? [s3Origin(config.storage.s3)] : [];
  // helmet's headers, made once (plugins/security-headers.ts).
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The hashes allow the inline script that boots the API reference page at /api/docs, the one that keeps a
        // server-rendered page hidden until its faces are in (seo/fonts-wait.ts), the one that keeps the taps made
        // before the page is live (seo/early-events.ts) and the one that starts its scripts once it has painted
        // (seo/boot-after-paint.ts).
        scriptSrc: [
          "'self'",
          "'sha256-rEoKEh+ixY/s4bkl+CNhaCR+cWdAJ6YviVnKiRKmB9o='",
          FONTS_WAIT_HASH,
          EARLY_EVENTS_HASH,
          BOOT_HASH,
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...mediaOrigins],
        mediaSrc: ["'self'", 'blob:', ...mediaOrigins],
        frameSrc: ["'self'", ...mediaOrigins],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...mediaOrigins],
        workerSrc: ["'self'"],
        // Our own pages may frame our files (the profile reads bought e-books in the browser); no other site may.
        frameAncestors: ["'self'"],
        // The checkout posts the signed card form to the UPC hosted payment page.
        formAction: ["'self'", new URL(config.payments.upc.gatewayUrl).origin],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.env === 'production',
  });
  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(authPlugin);
  await app.register(docsPlugin);
  await app.register(metricsPlugin);
  await app.register(pageVisitsPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(accountLocaleRoutes);
      await api.register(emailChangeRoutes);
      await api.register(googleRoutes);
      await api.register(totpRoutes);
      await api.register(mailOutboxRoutes);
      await api.register(catalogRoutes);
      await api.register(searchRoutes);
      await api.register(mediaRoutes);
      await api.register(captionsRoutes);
      await api.register(captchaRoutes);
      await api.register(newsletterRoutes);
      await api.register(mailPreferencesRoutes);
      await api.register(testMailRoutes);
      await api.register(mailSequencesRoutes);
      await api.register(contactRoutes);
      await api.register(settingsRoutes);
      await api.register(landingsRoutes);
      await api.register(contentRoutes);
      await api.register(freeSignupRoutes);
      await api.register(welcomeVoucherRoutes);
      await api.register(presaleRoutes);
      await api.register(cartRoutes);
      await api.register(ordersRoutes);
      await api.register(paymentsRoutes);
      await api.register(adminPaymentsRoutes);
      await api.register(giftsRoutes);
      await api.register(uploadsRoutes);
      await api.register(videoProcessingRoutes);
      await api.register(certificatesRoutes);
      await api.register(lessonsRoutes);
      await api.register(notesRoutes);
      await api.register(quizzesRoutes);
      await api.register(reviewsRoutes);
      await api.register(adminRoutes);
    },
    { prefix: '/api' },
  );

  if (config.payments.simulators) await app.register(simulatorsPlugin);
  await app.register(webPlugin);
  return app;
}
