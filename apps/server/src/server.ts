// Entry point of `npm start`: validated config, database, demo academy on first run, then listen.
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemo } from './db/seed/seed';
import { createLocalStorage } from './drivers/storage/local';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  const app = await buildApp({ config, database });

  if (config.demo.seed) {
    const storage = createLocalStorage(config.mediaDir);
    const { created } = await seedDemo({
      db: database.db,
      config,
      storage,
      log: (line) => app.log.info(line),
    });
    if (created) app.log.info('demo academy seeded');
  }

  closeWithGrace({ delay: 10_000 }, async ({ err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    await app.close();
    await database.close();
  });

  await app.listen({ host: config.host, port: config.port });
  const lines = [
    '',
    `  Atelje is running at ${config.publicUrl}`,
    `  API docs:  ${config.publicUrl}/api/docs`,
    `  Database:  ${database.kind === 'pglite' ? `PGlite in ${config.dataDir}/db` : 'PostgreSQL'}`,
    `  Mail:      ${config.mail.driver === 'outbox' ? 'outbox (stored in the database)' : `SMTP ${config.mail.smtp.host}`}`,
    '',
    `  Admin:     ${config.demo.adminEmail} / ${config.demo.adminPassword}`,
    `  Learner:   ${config.demo.learnerEmail} / ${config.demo.learnerPassword}`,
    '',
  ];
  console.log(lines.join('\n'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
