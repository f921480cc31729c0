// Entry point of `npm start`: validated config, database, demo academy on first run, then listen.
// First the V8 settings of the process (runtime-flags.ts), before any module allocates.
import './runtime-flags';
import { type Config, ConfigError, parseConfig } from './config';
import { ensureAppSecret } from './config-secret';
import { openDatabase } from './db/client';

async function main() {
  let config: Config;
  try {
    config = ensureAppSecret(parseConfig());
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // The database opens (WASM compile, migrations) while the rest of the server's modules load.
  const opening = openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  const [
    { buildApp },
    { seedDemo },
    { academyState, demoStartup },
    { createLocalStorage },
    { ffmpegStartWarning },
    { default: closeWithGrace },
  ] = await Promise.all([
    import('./app'),
    import('./db/seed/seed'),
    import('./db/seed/academy-state'),
    import('./drivers/storage/local'),
    import('./drivers/video/ffmpeg'),
    import('close-with-grace'),
  ]);
  const database = await opening;

  // Demo data and payment simulators only for an empty database or the demo academy itself: a real academy
  // started with SEED_DEMO or PAYMENT_SIMULATORS on (`npm start`) gets neither (docs/decisions/026).
  const demo = demoStartup(config, await academyState(database.db));
  for (const warning of demo.warnings) console.warn(`Warning: ${warning}`);
  config.payments.simulators = demo.simulators;
  const ffmpegWarning = ffmpegStartWarning(config);
  if (ffmpegWarning) console.warn(`Warning: ${ffmpegWarning}`);

  // The seed of a first run goes on while the app is built; nothing listens before both.
  const seeding = demo.seed
    ? seedDemo({
        db: database.db,
        config,
        // The S3 driver (and its SDK) is loaded only when configured.
        storage:
          config.storage.driver === 's3'
            ? (await import('./drivers/storage/index')).createStorage(config)
            : createLocalStorage(config.mediaDir),
        log: (line) => console.log(line),
      })
    : Promise.resolve({ created: false });
  const [app, { created }] = await Promise.all([buildApp({ config, database }), seeding]);
  if (created) app.log.info('demo academy seeded');

  // A proxy keeps idle connections open to the process (nginx's upstream keepalive), and closing waits for every
  // open connection: once closing, answers close their connection (the proxy then does not reuse it), and
  // connections that go idle anyway (hijacked answers: media, tus) are closed every 200 ms. docs/decisions/019.
  let closing = false;
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  // Longer than the job queue's own stop timeout (15 s, jobs/queue.ts), so in-process jobs can finish too.
  closeWithGrace({ delay: 20_000 }, async ({ err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    closing = true;
    const idle = setInterval(() => app.server.closeIdleConnections(), 200);
    try {
      await app.close();
    } finally {
      clearInterval(idle);
    }
    await database.close();
  });

  await app.listen({ host: config.host, port: config.port });
  const lines = [
    '',
    `  Atelje is running at ${config.publicUrl}`,
    ...(config.apiDocs ? [`  API docs:  ${config.publicUrl}/api/docs`] : []),
    `  Database:  ${database.kind === 'pglite' ? `PGlite in ${config.dataDir}/db` : 'PostgreSQL'}`,
    `  Mail:      ${config.mail.driver === 'outbox' ? 'outbox (stored in the database)' : `SMTP ${config.mail.smtp.host}`}`,
    '',
    // The demo accounts exist only in an academy seeded with the demo data.
    ...(demo.demoLogins
      ? [
          `  Admin:     ${config.demo.adminEmail} / ${config.demo.adminPassword}`,
          `  Learner:   ${config.demo.learnerEmail} / ${config.demo.learnerPassword}`,
          '',
        ]
      : []),
  ];
  console.log(lines.join('\n'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
